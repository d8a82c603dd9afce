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

const defaultPorts: Record<string, string> = { http: '80', https: '443' };

/**
 * The normal form two web links are compared in (issue 27): scheme and host in lower case, the default
 * port dropped, no slash for an empty path (`HTTPS://X.at:443/` is `https://x.at`). Path, query and
 * fragment stay as written. Anything that is not such a link comes back unchanged.
 */
export function normalizeWebUrl(value: string): string {
  const url = value.trim();
  const match = /^(https?):\/\/(\[[^\]]*\]|[^/?#:]+)(?::(\d+))?(.*)$/i.exec(url);
  if (!match || !isWebUrl(url)) return value;
  const [, scheme, host, port, rest] = match as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const lowerScheme = scheme.toLowerCase();
  const keptPort = port !== undefined && port !== defaultPorts[lowerScheme] ? `:${port}` : '';
  return `${lowerScheme}://${host.toLowerCase()}${keptPort}${rest.replace(/^\/(?=[?#]|$)/, '')}`;
}
