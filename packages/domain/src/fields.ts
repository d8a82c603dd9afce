import { z } from 'zod';
import { messages } from './messages';
import { parseDecimal } from './format';
import { idField, optionalDate, optionalText } from './schema-helpers';

/*
 * Fields several areas' records share (a project picked in a form, a date, a number typed as text, a web
 * link). An area imports them from here, never from another area's module.
 */

/** A form's empty value ('' or a missing key) stored as null. */
export const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
/** A form's empty value ('' or null) treated as not given: a required field then says 'Pflichtfeld'. */
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A project id picked in a form (typeahead): required. */
export const projektIdField = z.preprocess(blankToUndefined, idField(messages.projektPflicht));

/** An optional date: DD.MM.YYYY as typed, or ISO YYYY-MM-DD; answers ISO or null. */
export const optionalDatum = optionalDate(messages.datumUngueltig);

/** Form inputs arrive as text ('1.234,5') or numbers; '' and null mean "not given". */
export const zahlAusText = (v: unknown): unknown => {
  if (v === '' || v === undefined) return null;
  return typeof v === 'string' ? (parseDecimal(v) ?? v) : v;
};

/** A required number within (min, max]: `exclusiveMin` keeps 0 out (areas, heights). */
export function pflichtZahl(opts: { min: number; max: number; exclusiveMin?: boolean; message: string }) {
  return z.preprocess(
    (v) => zahlAusText(v) ?? undefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.pflichtfeld : messages.keineZahl) })
      .refine((n) => (opts.exclusiveMin ? n > opts.min : n >= opts.min) && n <= opts.max, opts.message),
  );
}

export function optionaleZahl(opts: { min: number; max: number; message: string }) {
  return z.preprocess(
    zahlAusText,
    z
      .number({ error: messages.keineZahl })
      .refine((n) => n >= opts.min && n <= opts.max, opts.message)
      .nullable(),
  );
}

/**
 * Only absolute http(s) URLs with a host name (SPEC: links staff open). Without the `i` flag (a JSON Schema
 * pattern has no flags): the document's pattern is exactly the server's.
 */
export const webUrlPattern =
  /^[hH][tT][tT][pP][sS]?:\/\/(?:[a-zA-Z0-9\u00a1-\uffff](?:[a-zA-Z0-9\u00a1-\uffff-]*[a-zA-Z0-9\u00a1-\uffff])?(?:\.[a-zA-Z0-9\u00a1-\uffff](?:[a-zA-Z0-9\u00a1-\uffff-]*[a-zA-Z0-9\u00a1-\uffff])?)*|\[[0-9a-fA-F:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/;

/** An optional web link: such a URL or nothing (stored as null), at most 2000 characters. */
export const optionalWebUrl = optionalText(2000, {
  regex: new RegExp(`^(?:${webUrlPattern.source.slice(1, -1)})?$`),
  message: messages.urlUngueltig,
});

export function isWebUrl(value: string): boolean {
  return webUrlPattern.test(value);
}
