/**
 * CSV for Excel (every export uses this): semicolon separated, fields quoted when they hold the separator,
 * a quote or a line break, UTF-8 with BOM (Excel detects the encoding) and CRLF.
 */

// A de-AT number as the exports write it ('-1.234,50'): Excel reads it as a number, not a formula.
const plainNumber = /^-?\d{1,3}(\.\d{3})*(,\d+)?$|^-?\d+(,\d+)?$/;

/**
 * One cell. Text starting with = + - @, a tab or a carriage return would be run by Excel or LibreOffice
 * as a formula (`=HYPERLINK(…)`, DDE): it gets a leading apostrophe, so it shows as the text it is.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !plainNumber.test(value) ? `'${value}` : value;
  return /[";\r\n\t]/.test(safe) || safe !== value ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the header line and one line per row. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly string[]>): string {
  const lines = [header.map(csvCell).join(';')];
  for (const row of rows) lines.push(row.map(csvCell).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
