import { parseDecimal } from './format';

/** SPEC §9: VAT factor. */
export const ustFaktor = 1.2;

/** Euro amounts are computed in whole cents so 1.2 × 0.1 never turns into 0.12000000000000001. */
function toCents(euro: number): number {
  return Math.round(euro * 100);
}
/** Commercial rounding (half away from zero) of a cent fraction, back to euros with 2 decimals. */
function centsToEuro(cents: number): number {
  return Math.sign(cents) * Math.round(Math.abs(cents)) / 100;
}

/** Brutto = Netto × 1,2 (2 decimals). Accepts '1.234,56' as typed; null when the source is empty or invalid. */
export function bruttoAusNetto(netto: string | number | null | undefined): number | null {
  const n = typeof netto === 'number' ? netto : parseDecimal(netto ?? '');
  return n === null ? null : centsToEuro((toCents(n) * 12) / 10);
}

/** Netto = Brutto ÷ 1,2 (2 decimals). */
export function nettoAusBrutto(brutto: string | number | null | undefined): number | null {
  const b = typeof brutto === 'number' ? brutto : parseDecimal(brutto ?? '');
  return b === null ? null : centsToEuro((toCents(b) * 10) / 12);
}

/** USt = Brutto − Netto (2 decimals); null unless both are given. */
export function ustBetrag(
  brutto: string | number | null | undefined,
  netto: string | number | null | undefined,
): number | null {
  const b = typeof brutto === 'number' ? brutto : parseDecimal(brutto ?? '');
  const n = typeof netto === 'number' ? netto : parseDecimal(netto ?? '');
  return b === null || n === null ? null : (toCents(b) - toCents(n)) / 100;
}
