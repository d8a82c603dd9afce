/** Grundkostenanteil (DOMAIN 'Valuation', SPEC §9): floor areas from the zoning rows, prices per m². */

export const bauklassen = ['I', 'II', 'III', 'IV', 'V', 'VI'] as const;
export const nflBgfStandard = 0.78;

export interface WidmungZeile {
  /** built-on area, m² */
  flaeche: number;
  /** building height, m */
  hoehe: number;
  /** storey height, m */
  hoehe_geschoss: number;
  /** usable-to-gross floor area ratio (default 0.78) */
  nfl_bgf?: number | null;
}

/** floor(hoehe / hoehe_geschoss); the epsilon keeps 8.7 / 2.9 at 3 storeys instead of 2.999… → 2. */
export function geschosse(hoehe: number, hoeheGeschoss: number): number {
  if (!(hoeheGeschoss > 0) || !(hoehe > 0)) return 0;
  return Math.floor(hoehe / hoeheGeschoss + 1e-9);
}

export function widmungFlaechen(zeile: WidmungZeile): { geschosse: number; bgf: number; nfl: number } {
  const g = geschosse(zeile.hoehe, zeile.hoehe_geschoss);
  const bgf = zeile.flaeche * g;
  return { geschosse: g, bgf, nfl: bgf * (zeile.nfl_bgf ?? nflBgfStandard) };
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export interface GrundkostenanteilErgebnis {
  kaufpreis_summe: number;
  bgf_summe: number;
  nfl_summe: number;
  /** € per m² BGF, 2 decimals; null without floor area */
  preis_bgf: number | null;
  /** € per m² NFL (gkq), 2 decimals */
  preis_nfl: number | null;
}

/** The purchase price sum is rounded to whole euros, prices per floor area to 2 decimals (SPEC §9). */
export function grundkostenanteil(
  kaufpreise: readonly number[],
  zeilen: readonly WidmungZeile[],
): GrundkostenanteilErgebnis {
  const kaufpreisSumme = Math.round(kaufpreise.reduce((s, p) => s + p, 0));
  const flaechen = zeilen.map(widmungFlaechen);
  const bgf = round2(flaechen.reduce((s, f) => s + f.bgf, 0));
  const nfl = round2(flaechen.reduce((s, f) => s + f.nfl, 0));
  return {
    kaufpreis_summe: kaufpreisSumme,
    bgf_summe: bgf,
    nfl_summe: nfl,
    preis_bgf: bgf > 0 ? round2(kaufpreisSumme / bgf) : null,
    preis_nfl: nfl > 0 ? round2(kaufpreisSumme / nfl) : null,
  };
}
