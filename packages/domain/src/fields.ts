import { z } from 'zod';
import { messages } from './messages';
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
