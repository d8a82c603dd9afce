import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { looksLikePdf } from './looks-like-pdf';
import { GrundbuchError, jahrPeriode } from './grundbuch-provider';
import { urkundendaten } from './deed-text';
import { gerichte, tzEintrag } from './register-world';
import { GrundbuchSimulator } from './simulator';
import { VerrechnungsstelleClient } from './verrechnungsstelle-client';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const sim = new GrundbuchSimulator({ seed: 'test', failTz: [666], delayMs: 0 });
const latin = (b: Uint8Array) => Buffer.from(b).toString('latin1');

describe('Grundbuch simulator: the register', () => {
  it('lists the SPEC §9 sample (court 631, 2018) with gaps and withdrawn numbers, in TZ order', async () => {
    const { von, bis } = jahrPeriode(2018);
    const list = await sim.urkundenliste('631', von, bis);
    expect(list.length).toBeGreaterThan(5000);
    const numbers = list.map((e) => e.tz);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const max = numbers[numbers.length - 1]!;
    expect(max - list.length).toBeGreaterThan(50); // gaps
    expect(list.filter((e) => e.status === 'zurueckgezogen').length).toBeGreaterThan(20);
    expect(new Set(list.map((e) => e.art)).size).toBeGreaterThanOrEqual(5);
    expect(list[0]).toMatchObject({
      gericht: '631',
      jahr: 2018,
      eingelangt: expect.stringMatching(/^2018-01-0\d$/),
    });
    expect(list.every((e) => /^631\d\d$/.test(e.kg))).toBe(true);
    // A period inside the year lists only its days.
    const march = await sim.urkundenliste('631', '2018-03-01', '2018-03-31');
    expect(march.length).toBeGreaterThan(300);
    expect(march.every((e) => e.eingelangt.startsWith('2018-03'))).toBe(true);
  });

  it('refuses an unknown court, and answers the error paths with German reasons', async () => {
    await expect(sim.urkundenliste('999', '2018-01-01', '2018-12-31')).rejects.toThrow(
      messages.grundbuchGerichtUnbekannt('999'),
    );
    await expect(sim.urkunde('631', 666, 2018)).rejects.toThrow(GrundbuchError);
    await expect(sim.urkunde('631', 211, 2018)).rejects.toThrow(
      messages.grundbuchUrkundeFehlt('TZ 211/2018'),
    );
    await expect(sim.urkunde('631', 99_999, 2018)).rejects.toThrow(
      messages.grundbuchKeineUrkunde('TZ 99999/2018'),
    );
    const g = gerichte['631']!;
    const withdrawn = Array.from({ length: 400 }, (_, i) => i + 1).find(
      (tz) => tzEintrag('test', g, 2018, tz)?.eintrag.status === 'zurueckgezogen',
    )!;
    await expect(sim.urkunde('631', withdrawn, 2018)).rejects.toThrow(
      messages.grundbuchZurueckgezogen(`TZ ${withdrawn}/2018`),
    );
    const damaged = await sim.urkunde('631', 397, 2018);
    expect(looksLikePdf(damaged.bytes)).toBe(false);
  });
});

describe('Grundbuch simulator: the deed generator', () => {
  const g = gerichte['631']!;
  const first = (scan: boolean) =>
    Array.from({ length: 60 }, (_, i) => i + 1).find((tz) => {
      const e = tzEintrag('test', g, 2018, tz)!;
      return (
        !e.luecke &&
        e.eintrag.status === 'eingetragen' &&
        !e.fehlt &&
        !e.beschaedigt &&
        e.scan === scan &&
        e.eintrag.art === 'Kaufvertrag'
      );
    })!;

  it('writes a German Kaufvertrag with a text layer: parties, price, Liegenschaft, date and signatures; same seed, same bytes', async () => {
    const tz = first(false);
    const a = await sim.urkunde('631', tz, 2018);
    const b = await new GrundbuchSimulator({ seed: 'test', failTz: [], delayMs: 0 }).urkunde('631', tz, 2018);
    expect(sha(a.bytes)).toBe(sha(b.bytes));
    expect(looksLikePdf(a.bytes)).toBe(true);
    expect(a.bytes.length).toBeLessThan(20_000);
    const other = await new GrundbuchSimulator({ seed: 'anders', failTz: [], delayMs: 0 })
      .urkunde('631', tz, 2018)
      .catch(() => null);
    if (other) expect(sha(other.bytes)).not.toBe(sha(a.bytes));
    // The standard fonts write the text into content streams: decode them to check the wording.
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(a.bytes);
    expect(doc.getTitle()).toBe(`Kaufvertrag TZ ${tz}/2018`);
    const { inflateSync } = await import('node:zlib');
    const { PDFRawStream, PDFName } = await import('pdf-lib');
    const text = doc.context
      .enumerateIndirectObjects()
      .flatMap(([, o]) =>
        o instanceof PDFRawStream && !o.dict.get(PDFName.of('Subtype')) && !o.dict.get(PDFName.of('Type'))
          ? [o]
          : [],
      )
      .map((o) => latin(inflateSync(Buffer.from(o.contents))))
      .join('\n');
    const hex = [...text.matchAll(/<([0-9A-F]+)> Tj/g)]
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
      .join(' ');
    // The notary's style decides how the parties and the Liegenschaft are written (issue 25).
    const stil = urkundendaten(
      'test',
      gerichte['631']!,
      tzEintrag('test', gerichte['631']!, 2018, tz)!.eintrag,
    ).stil;
    const kopf = [
      ['abgeschlossen zwischen', 'Liegenschaft EZ', 'Grundbuch 631'],
      ['als Verkäufer', 'Einlagezahl', 'Katastralgemeinde 631'],
      ['KÄUFER:', 'Liegenschaft EZ', 'KG 631'],
    ][stil]!;
    for (const words of [
      'KAUFVERTRAG',
      ...kopf,
      'Kaufpreis',
      'B-LNR',
      'Wohnungseigentum an',
      'Nutzfläche',
      'Aufsandungserklärung',
      'GrEStG',
      `TZ ${tz}/2018`,
      'geboren am',
    ])
      expect(hex).toContain(words);
  });

  it('writes scans as one grey image per page at 200–300 dpi, no text layer; same seed, same bytes', async () => {
    const tz = first(true);
    const a = await sim.urkunde('631', tz, 2018);
    const b = await sim.urkunde('631', tz, 2018);
    expect(sha(a.bytes)).toBe(sha(b.bytes));
    const raw = latin(a.bytes);
    expect(raw).toContain('/ColorSpace /DeviceGray');
    expect(raw).not.toContain('/Font');
    const width = Number(/\/Width (\d+)/.exec(raw)![1]);
    const dpi = width / 8.27;
    expect(dpi).toBeGreaterThan(195);
    expect(dpi).toBeLessThan(305);
    expect(a.bytes.length).toBeLessThan(1_000_000);
  });
});

describe('Verrechnungsstelle adapter point', () => {
  let server: Server;
  let url = '';
  const seen: Array<{ url: string; auth: string | undefined }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization });
      if (req.url?.startsWith('/urkundenlisten'))
        res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      else if (req.url === '/urkunden/631/2018/5')
        res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.7 …');
      else res.writeHead(503).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses clearly while not configured', async () => {
    const client = new VerrechnungsstelleClient({ url: undefined, benutzer: undefined, passwort: undefined });
    await expect(client.urkunde('631', 1, 2018)).rejects.toThrow(messages.grundbuchNichtKonfiguriert);
  });

  it('asks the configured service with Basic authentication and maps failures to German reasons', async () => {
    const client = new VerrechnungsstelleClient({ url, benutzer: 'kanzlei', passwort: 'geheim' });
    expect(await client.urkundenliste('631', '2018-01-01', '2018-12-31')).toEqual([]);
    expect(latin((await client.urkunde('631', 5, 2018)).bytes)).toContain('%PDF');
    await expect(client.urkunde('631', 6, 2018)).rejects.toThrow(messages.grundbuchDienstFehler('HTTP 503'));
    expect(seen[0]).toEqual({
      url: '/urkundenlisten?gericht=631&von=2018-01-01&bis=2018-12-31',
      auth: `Basic ${Buffer.from('kanzlei:geheim').toString('base64')}`,
    });
  });
});
