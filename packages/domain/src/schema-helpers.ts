import { z } from 'zod';
// German zod messages for the schemas built here (not in the index: the web's shell loads no zod).
import './zod-setup';
import { parseDate } from './format';
import { messages } from './messages';

/**
 * NUL (PostgreSQL text cannot hold it) and lone UTF-16 surrogates (not encodable as UTF-8): text with
 * either is refused with a German message instead of failing in the database (issue 9, item 19).
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const unsafeTextPattern = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const isSafeText = (value: string): boolean => !unsafeTextPattern.test(value);

/** Every text field starts here: a string without NUL or lone surrogates. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, messages.textUngueltigeZeichen);

/** Shared field builders so every form speaks the same German. Empty strings from forms become null. */
export const requiredText = (max: number) =>
  safeString({ error: messages.pflichtfeld })
    .trim()
    .min(1, messages.pflichtfeld)
    .max(max, messages.zuLang(max));

export const optionalText = (max: number) =>
  safeString()
    .trim()
    .max(max, messages.zuLang(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** A search word (typeahead q): safe text, at most `max` characters. */
export const searchText = (max = 200) => safeString().max(max, messages.zuLang(max));

export const optionalEmail = safeString()
  .trim()
  .max(200, messages.zuLang(200))
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().safeParse(v).success, messages.ungueltigeEmail);

/**
 * What a number field takes (issue 24): a number, or a plain decimal string as URLs, query strings and
 * forms send it ('12', '-3', '1.5'). z.coerce.number alone ran Number() on anything, so [3], ['4'], [[5]],
 * true, '0x3', '1e0' and ' 2 ' became numbers and were stored. Anything else becomes NaN here, which the
 * number schema behind refuses with its own (German) message; null and undefined pass for
 * `.nullable()`/`.default()`.
 */
export const plainNumberPattern = /^-?\d{1,20}(\.\d{1,20})?$/;
/** An id as text: digits only (no sign, no point, no blanks). */
export const plainDigitsPattern = /^\d{1,20}$/;
export const numberInput =
  (pattern: RegExp = plainNumberPattern) =>
  (value: unknown): unknown => {
    if (value === null || value === undefined || typeof value === 'number') return value;
    if (typeof value === 'string' && pattern.test(value)) return Number(value);
    return Number.NaN;
  };
/** Every number schema that also takes text (`z.coerce.number()…`) goes through this: see numberInput. */
export const strictNumber = <T extends z.ZodType>(schema: T, pattern?: RegExp) =>
  z.preprocess(numberInput(pattern), schema);

/**
 * Ids are PostgreSQL `integer`: 1 … 2147483647, given as a number or a plain string of digits (a URL, a
 * query, a form); anything else is a German 422, not a database error and not a coerced id.
 */
export const maxId = 2_147_483_647;
export const idField = (message: string = messages.idUngueltig) =>
  strictNumber(
    z.coerce.number({ error: message }).int(message).min(1, message).max(maxId, message),
    plainDigitsPattern,
  );
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
/** An optional id from a form: '' and null become null. */
export const optionalIdField = (message: string = messages.idUngueltig) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), idField(message).nullable());
/** A list of ids (bulk actions, assignments), capped so one request cannot carry 70,000 of them. */
export const idArray = (max: number) => z.array(idField()).max(max, messages.zuVieleEintraege(max));

/** The most ids one bulk action takes: more than any list page selects (maxPerPage 200). */
export const maxBulkIds = 1000;

export const versionField = idField(messages.versionUngueltig);
export const idParam = z.object({ id: idField() });
export const idList = z.object({ ids: idArray(maxBulkIds).min(1, messages.keineAuswahl) });

/**
 * A date as ISO (YYYY-MM-DD) or as typed (DD.MM.YYYY); answers ISO or null. Only real calendar dates pass
 * ('2024-02-30' is refused with `message`).
 */
export const optionalDate = (message: string = messages.datumUngueltig) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: message })
      .trim()
      .transform((v, ctx) => {
        const iso = /^\d{4}-\d{2}-\d{2}$/.test(v)
          ? parseDate(v.split('-').reverse().join('.'))
          : parseDate(v);
        if (!iso) {
          ctx.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return iso;
      })
      .nullable(),
  );
