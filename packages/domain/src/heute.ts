/** The office's time zone: dates a person reads or types are days in Vienna. */
export const zeitzoneWien = 'Europe/Vienna';

/**
 * Today in Vienna as YYYY-MM-DD. Not `new Date().toISOString().slice(0, 10)`, the UTC day, which from
 * midnight to 1 o'clock in Vienna (2 o'clock in summer) is still yesterday (a lint rule refuses it).
 */
export function heuteWien(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zeitzoneWien }).format(now);
}
