import { messages } from './messages';
import { optionalText } from './schema-helpers';

/*
 * Fields several areas' records share (a web link). An area imports them from here, never from another
 * area's module.
 */

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
