import { runde } from './dezimal';
import { messages } from './messages';

/** Energy certificate indicators and classes (SPEC §9, DOMAIN 'Energy classes'). */
export const energieklassen = ['A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type Energieklasse = (typeof energieklassen)[number];

export const energieIndikatoren = ['hwb', 'fgee', 'co2', 'peb'] as const;
export type EnergieIndikator = (typeof energieIndikatoren)[number];

/** Upper limits (inclusive) of A++ … F; a value above the last limit is G. */
export const energieGrenzen: Record<EnergieIndikator, readonly number[]> = {
  hwb: [10, 15, 25, 50, 100, 150, 200, 250],
  fgee: [0.55, 0.7, 0.85, 1, 1.75, 2.5, 3.25, 4],
  co2: [8, 10, 15, 30, 40, 50, 60, 70],
  peb: [60, 70, 80, 160, 220, 280, 340, 400],
};

/** Decimal places the measured values are stored with (fgeem numeric(14,3), the others numeric(14,2)). */
export const energieDezimalen: Record<EnergieIndikator, number> = { hwb: 2, fgee: 3, co2: 2, peb: 2 };

/**
 * The class of a value as it is stored (rounded to energieDezimalen, half away from zero), so the class
 * always matches the number shown later: hwbm 10,004 is stored as 10 and is A++. Null without a value
 * (then the class field is editable).
 */
export function energieklasse(
  indikator: EnergieIndikator,
  eingabe: number | null | undefined,
): Energieklasse | null {
  if (eingabe === null || eingabe === undefined || !Number.isFinite(eingabe)) return null;
  const wert = runde(eingabe, energieDezimalen[indikator]);
  const index = energieGrenzen[indikator].findIndex((grenze) => wert <= grenze);
  return energieklassen[index === -1 ? energieklassen.length - 1 : index]!;
}

/**
 * pebm_ern_anteil = 100 / pebm × pebm_ern, 2 decimals, from the values as stored (2 decimals), so the form
 * shows what the server saves; null when pebm is missing or 0.
 */
export function pebmErnAnteil(
  pebm: number | null | undefined,
  pebmErn: number | null | undefined,
): number | null {
  if (pebm === null || pebm === undefined || pebmErn === null || pebmErn === undefined) return null;
  const [p, e] = [runde(pebm, 2), runde(pebmErn, 2)];
  if (!p) return null;
  return Math.round((100 / p) * e * 100) / 100;
}

/** A non-blocking hint: the renewable part of the primary energy demand cannot exceed the whole. */
export function pebmErnWarnung(
  pebm: number | null | undefined,
  pebmErn: number | null | undefined,
): string | null {
  if (pebm === null || pebm === undefined || pebmErn === null || pebmErn === undefined) return null;
  return pebmErn > pebm ? messages.babPebErnGroesserPeb : null;
}
