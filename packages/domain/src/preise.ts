import { exakt, mulGerundet } from './dezimal';

/** SPEC §9: VAT factor. */
export const ustFaktor = 1.2;

type Betrag = string | number | null | undefined;

/*
 * Computed from the exact input (the typed decimal, never rounded to cents first) and rounded once at
 * the end, half away from zero: net 0,125 → 0,15 gross, net 1,0125 → 1,215 → 1,22.
 */

/** Brutto = Netto × 1,2 (2 decimals). Accepts '1.234,56' as typed; null when the source is empty or invalid. */
export function bruttoAusNetto(netto: Betrag): number | null {
  const n = exakt(netto);
  return n === null ? null : mulGerundet(n, 12n, 10n, 2);
}

/** Netto = Brutto ÷ 1,2 (2 decimals). */
export function nettoAusBrutto(brutto: Betrag): number | null {
  const b = exakt(brutto);
  return b === null ? null : mulGerundet(b, 10n, 12n, 2);
}

/** USt = Brutto − Netto (2 decimals); null unless both are given. */
export function ustBetrag(brutto: Betrag, netto: Betrag): number | null {
  const b = exakt(brutto);
  const n = exakt(netto);
  if (b === null || n === null) return null;
  const scale = Math.max(b.scale, n.scale);
  const differenz = b.units * 10n ** BigInt(scale - b.scale) - n.units * 10n ** BigInt(scale - n.scale);
  return mulGerundet({ units: differenz, scale }, 1n, 1n, 2);
}
