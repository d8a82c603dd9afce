import { z } from 'zod';
// German zod messages for the schemas built here (not in the index: the web's shell loads no zod).
import './zod-setup';
import { messages } from './messages';

/**
 * Text the database and the screens can hold (issue 9 item 19, issue 30): no control characters other than
 * tab, LF and CR (NUL included: PostgreSQL text cannot hold it; C1 controls too) — a pattern, so the API
 * document shows it — and no lone UTF-16 surrogates (not encodable as UTF-8; beyond JSON Schema, a refine).
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const noControlCharsPattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
const loneSurrogatePattern = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const hasNoLoneSurrogate = (value: string): boolean => !loneSurrogatePattern.test(value);
export const isSafeText = (value: string): boolean =>
  noControlCharsPattern.test(value) && hasNoLoneSurrogate(value);

/** Every text field starts here; `.trim()` and lengths come after, so the length checked is the one stored. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .regex(noControlCharsPattern, messages.textUngueltigeZeichen)
    .refine(hasNoLoneSurrogate, messages.textUngueltigeZeichen);

/** Shared field builders so every form speaks the same German. Empty strings from forms become null. */
export const requiredText = (max: number) =>
  safeString({ error: messages.pflichtfeld })
    .trim()
    .min(1, messages.pflichtfeld)
    .max(max, messages.zuLang(max));

/** Optional text: '' and null are stored as null; `pattern` checks the trimmed text when there is one. */
export const optionalText = (max: number, pattern?: { regex: RegExp; message: string }) => {
  const text = safeString().trim().max(max, messages.zuLang(max));
  return (pattern ? text.regex(pattern.regex, pattern.message) : text)
    .nullish()
    .transform((v) => (v ? v : null));
};

/** A search word (typeahead q): safe text, at most `max` characters. */
export const searchText = (max = 200) => safeString().max(max, messages.zuLang(max));

/** An e-mail as the API takes it: format email (the document says so); null or absent when none. */
export const optionalEmail = z
  .email({ error: messages.ungueltigeEmail })
  .max(200, messages.zuLang(200))
  .nullable()
  .default(null);

/**
 * Ids are PostgreSQL `integer`: 1 … 2147483647 — a JSON integer in a body (jsonId), digits in a path or a
 * query (idText); anything else is a German 422, not a database error and not a coerced id.
 */
export const maxId = 2_147_483_647;
/** An id as text: digits only (no sign, no point, no blanks). */
export const plainDigitsPattern = /^\d{1,20}$/;
/** Missing says 'Pflichtfeld', any other wrong value (a text, true, [7]) `message`. */
export const pflichtOder =
  (message: string = messages.keineZahl) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined ? messages.pflichtfeld : message;
/** A number as text in a query string: JSON number syntax ('1.125' is one and an eighth, '1e3' a thousand). */
export const jsonNumberPattern = /^-?(0|[1-9]\d{0,19})(\.\d{1,20})?([eE][+-]?\d{1,3})?$/;
/**
 * An id in a path or a query string, which are text by nature (issue 30): digits, a pattern the API
 * document shows (a JSON number there would be a lie: the server never sees one).
 */
export const idText = (message: string = messages.idUngueltig) =>
  z
    .string({ error: message })
    .regex(plainDigitsPattern, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(maxId, message));
/** A whole number in a query string (page, limit): digits, `min` … `max`. */
export const queryInt = (min: number, max: number) =>
  z
    .string({ error: messages.keineZahl })
    .regex(plainDigitsPattern, messages.keineZahl)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
/** A decimal in a query string: JSON number syntax, never German ('1.125' is not 1125), then `target`. */
export const queryNumber = <T extends z.ZodType<number, number>>(
  target: T,
  message: string = messages.keineZahl,
) =>
  z
    .string({ error: pflichtOder(message) })
    .regex(jsonNumberPattern, message)
    .transform(Number)
    .pipe(target);
/** A date in a query string: ISO YYYY-MM-DD and a real calendar day ('2024-02-30' is refused). */
export const isoDate = (message: string = messages.datumUngueltig) => z.iso.date({ error: message });
/**
 * Issue 30, the exact builders of a JSON body: an id is a JSON integer 1 … maxId and nothing else ("7",
 * [7], true are a German 422); a catalogue value is an enum the document lists; a date is ISO and real.
 * A form's text (de-AT numbers, TT.MM.JJJJ, '') becomes these values in the web (formToApi).
 */
export const jsonId = (message: string = messages.idUngueltig) =>
  z.number({ error: message }).int(message).min(1, message).max(maxId, message);
export const optionalJsonId = (message: string = messages.idUngueltig) =>
  jsonId(message).nullable().default(null);
export const jsonVersion = jsonId(messages.versionUngueltig);
export const jsonIdArray = (max: number) => z.array(jsonId()).max(max, messages.zuVieleEintraege(max));
export const catalogueChoice = (ids: readonly number[], message: string) =>
  z.literal(ids as [number, ...number[]], { error: pflichtOder(message) });
export const optionalIsoDate = (message: string = messages.datumUngueltig) =>
  isoDate(message).nullable().default(null);

/**
 * A whole number as typed (a list filter's value, a record id in a URL): `min` … maxId, so it fits an
 * `integer` column; anything else is null (a filter that matches nothing, a page that says 'not found').
 */
export function wholeNumber(value: string | null | undefined, min = 0): number | null {
  const t = (value ?? '').trim();
  if (!/^\d{1,10}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= maxId ? n : null;
}
/** A filter form's check of a whole-number field: empty, or a whole number. */
export const wholeNumberFilter =
  (message: string = messages.keineZahl) =>
  (value: string): string | null =>
    value.trim() === '' || wholeNumber(value) !== null ? null : message;
/** The most ids one bulk action takes: more than any list page selects (maxPerPage 200). */
export const maxBulkIds = 1000;

export const idParam = z.object({ id: idText() });
export const idList = z.object({ ids: jsonIdArray(maxBulkIds).min(1, messages.keineAuswahl) });
