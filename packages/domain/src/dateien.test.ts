import { describe, expect, it } from 'vitest';
import {
  cleanDateiName,
  DateiDownloadSchema,
  detectDateiMime,
  formatDateigroesse,
  isDateiResource,
  isDownloadUrl,
} from './dateien';
import { messages } from './messages';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('isDownloadUrl (SPEC §5: enabled only when the URL begins with http)', () => {
  it.each([
    ['http://example.at/a.pdf', true],
    ['https://example.at/a.pdf', true],
    ['  https://x', true],
    ['http', true],
    ['ftp://example.at/a.pdf', false],
    ['file:///etc/passwd', false],
    ['www.example.at', false],
    ['', false],
  ])('%s → %s', (url, ok) => expect(isDownloadUrl(url)).toBe(ok));
});

describe('detectDateiMime', () => {
  it('knows PDFs by their magic bytes, whatever the name says', () => {
    expect(detectDateiMime(bytes('%PDF-1.7\n'), 'vertrag.pdf')).toBe('application/pdf');
    expect(detectDateiMime(bytes('%PDF-1.4\n'), 'ohne-endung')).toBe('application/pdf');
  });
  it('refuses a file named .pdf that is not one', () => {
    expect(detectDateiMime(bytes('<html><script>'), 'vertrag.pdf')).toBeNull();
    expect(detectDateiMime(bytes('MZ', [0x90, 0, 3]), 'setup.pdf')).toBeNull();
  });
  it('knows images', () => {
    expect(detectDateiMime(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'a.png')).toBe('image/png');
    expect(detectDateiMime(bytes([0xff, 0xd8, 0xff, 0xe0]), 'a.jpg')).toBe('image/jpeg');
    expect(detectDateiMime(bytes('GIF89a'), 'a.gif')).toBe('image/gif');
    expect(detectDateiMime(bytes('RIFF', [0, 0, 0, 0], 'WEBP'), 'a.webp')).toBe('image/webp');
  });
  it('needs the office extension for ZIP and OLE containers', () => {
    const zip = bytes([0x50, 0x4b, 0x03, 0x04]);
    expect(detectDateiMime(zip, 'Plan.DOCX')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(detectDateiMime(zip, 'liste.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(detectDateiMime(zip, 'archiv.zip')).toBeNull();
    const ole = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(detectDateiMime(ole, 'alt.doc')).toBe('application/msword');
    expect(detectDateiMime(ole, 'alt.exe')).toBeNull();
  });
  it('accepts text only with a text extension and without NUL bytes', () => {
    expect(detectDateiMime(bytes('Hallo Welt'), 'notiz.txt')).toBe('text/plain');
    expect(detectDateiMime(bytes('a;b;c'), 'liste.csv')).toBe('text/csv');
    expect(detectDateiMime(bytes('a', [0], 'b'), 'notiz.txt')).toBeNull();
    expect(detectDateiMime(bytes('<svg onload=alert(1)>'), 'bild.svg')).toBeNull();
    expect(detectDateiMime(bytes('<html>'), 'seite.html')).toBeNull();
  });
});

describe('formatDateigroesse (de-AT)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Byte'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [25 * 1024 * 1024, '25 MB'],
    [1024 ** 3 * 2.25, '2,3 GB'],
  ])('%d → %s', (n, text) => expect(formatDateigroesse(n)).toBe(text));
});

describe('cleanDateiName', () => {
  it('drops folders and control characters', () => {
    expect(cleanDateiName('../../etc/passwd')).toBe('passwd');
    expect(cleanDateiName('C:\\Users\\x\\Plan 1.pdf')).toBe('Plan 1.pdf');
    expect(cleanDateiName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanDateiName('...')).toBe('Datei');
    expect(cleanDateiName('')).toBe('Datei');
  });
  it('keeps the extension when shortening to 200 characters', () => {
    const name = cleanDateiName(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('DateiDownloadSchema', () => {
  it('accepts SPEC §7 bodies and refuses unknown resources and non-http URLs per field', () => {
    expect(isDateiResource('projekte')).toBe(true);
    expect(isDateiResource('toString')).toBe(false);
    const ok = DateiDownloadSchema.safeParse({
      resource: 'projekte',
      data: { id: 3, url: ' https://a.at/x.pdf ' },
    });
    expect(ok.success && ok.data).toEqual({
      resource: 'projekte',
      data: { id: 3, projekt_id: null, url: 'https://a.at/x.pdf' },
    });
    // Issue 30: ids are JSON integers, the resource one of the enum's names.
    for (const data of [
      { id: '3', url: 'https://a.at/x.pdf' },
      { id: 3, projekt_id: '', url: 'https://a.at/x.pdf' },
      { id: 3, projekt_id: [7], url: 'https://a.at/x.pdf' },
    ])
      expect(DateiDownloadSchema.safeParse({ resource: 'projekte', data }).success).toBe(false);
    const proto = DateiDownloadSchema.safeParse({
      resource: 'toString',
      data: { id: 3, url: 'https://a.at' },
    });
    expect(proto.success).toBe(false);
    const bad = DateiDownloadSchema.safeParse({ resource: 'users', data: { id: 1, url: 'ftp://a.at/x' } });
    expect(bad.success).toBe(false);
    const issues = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['resource', messages.dateiUnbekannteResource],
      ['data.url', messages.dateiUrlNurHttp],
    ]);
  });
});
