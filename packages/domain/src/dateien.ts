import { z } from 'zod';
import type { FormInput } from './form-input';
import { recordSchema } from './api';
import { messages } from './messages';
import { idText, jsonId, optionalJsonId, pflichtOder, safeString } from './schema-helpers';
import type { Permission } from './permissions';

/**
 * Files attached to a record (DOMAIN 'Dateien': `resource` = table name, `resource_id`, `projekt_id`).
 * Which permission reads and which writes a resource's files; later areas add their tables here.
 */
export const dateiResources = {
  projekte: { lesen: 'projekte.lesen', bearbeiten: 'projekte.bearbeiten' },
} as const satisfies Record<string, { lesen: Permission; bearbeiten: Permission }>;

export type DateiResource = keyof typeof dateiResources;

/**
 * The permissions of which one lets a user read (or change) the files of some resource: the files routes'
 * access, checked before any lookup (issue 24: 403 before 404/422). The file's own resource is checked
 * after it is found.
 */
export const dateiPermissions = (mode: 'lesen' | 'bearbeiten'): Permission[] => [
  ...new Set(Object.values(dateiResources).map((rights) => rights[mode])),
];

export function isDateiResource(value: string): value is DateiResource {
  return Object.hasOwn(dateiResources, value);
}

export const DateiSchema = recordSchema({
  resource: z.string(),
  resource_id: z.number().int(),
  projekt_id: z.number().int().nullable(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  source_url: z.string().nullable(),
  creator_name: z.string().nullable(),
});
export type Datei = z.output<typeof DateiSchema>;

/** SPEC §5: downloading a file by URL is enabled only when the URL begins with http. */
export function isDownloadUrl(url: string): boolean {
  return url.trim().startsWith('http');
}

/** The resources that have files: an enum the document lists. */
const resourceField = z.enum(Object.keys(dateiResources) as [DateiResource, ...DateiResource[]], {
  error: pflichtOder(messages.dateiUnbekannteResource),
});

/**
 * The form fields of an upload (multipart, SPEC §7 'form data plus resource') and the list's query: text by
 * nature, so ids are digits; an empty projekt_id is none.
 */
export const DateiUploadFieldsSchema = z.object({
  resource: resourceField,
  resource_id: idText(messages.pflichtfeld),
  projekt_id: z
    .union([idText(), z.literal('')])
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : v)),
});

/** SPEC §7 `POST /api/dateien/download` with resource and data {id, projekt_id, url}. */
export const DateiDownloadSchema = z.object({
  resource: resourceField,
  data: z.object({
    id: jsonId(messages.pflichtfeld),
    projekt_id: optionalJsonId(),
    url: safeString({ error: messages.pflichtfeld })
      .trim()
      .max(2000, messages.zuLang(2000))
      .refine((u) => /^https?:\/\//i.test(u), messages.dateiUrlNurHttp),
  }),
});
export type DateiDownloadInput = FormInput<z.input<typeof DateiDownloadSchema>>;

/** Allowed kinds of files (DESIGN §9): PDF, images, office documents, text. */
const officeZip: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};
const officeOle: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
};
const texts: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((b, i) => head[at + i] === b);
}
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

export function fileExtension(name: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return m ? m[1]!.toLowerCase() : '';
}

/**
 * The MIME type of an allowed file, judged by its first bytes (at least 16) and, where the bytes alone
 * cannot tell (office containers, text), by the extension; null when the file is not allowed.
 */
export function detectDateiMime(head: Uint8Array, name: string): string | null {
  const ext = fileExtension(name);
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image/tiff';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeZip[ext] ?? null;
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return officeOle[ext] ?? null;
  if (startsWith(head, ascii('{\\rtf'))) return 'application/rtf';
  const text = texts[ext];
  if (text && !head.includes(0)) return text;
  return null;
}

/** Shown inline in the browser (PDF viewer, images); everything else is an attachment. */
export function isInlineMime(mime: string): boolean {
  return mime === 'application/pdf' || (mime.startsWith('image/') && mime !== 'image/tiff');
}

const sizeUnits = ['KB', 'MB', 'GB'] as const;

/** de-AT file size: '512 Bytes', '1,5 KB', '23,4 MB'. */
export function formatDateigroesse(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 Byte' : `${bytes} Bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1, minimumFractionDigits: 0 }).format(
    value,
  );
  return `${text} ${sizeUnits[unit]}`;
}

/**
 * A file name fit to store and show: no folders, no control characters, at most 200 characters
 * (the extension is kept); 'Datei' when nothing is left.
 */
export function cleanDateiName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return 'Datei';
  if (cleaned.length <= 200) return cleaned;
  const ext = fileExtension(cleaned);
  return ext ? `${cleaned.slice(0, 199 - ext.length)}.${ext}` : cleaned.slice(0, 200);
}
