/** Nutzwertgutachten (DOMAIN 'Valuation', WEG 2002 § 8). */
export const nutzwertStatus = { 0: 'Neu', 1: 'In Bearbeitung', 2: 'Erfasst', 3: 'Geprüft' } as const;
export const weObjektArten = ['Wohnung', 'Geschäftsraum', 'Abstellplatz'] as const;

export interface WeObjekt {
  nutzflaeche: number;
  /** surcharges in % (e.g. 5 for a balcony) */
  zuschlaege: readonly number[];
  /** deductions in % */
  abschlaege: readonly number[];
}

/** Usable area adjusted by surcharges and deductions, rounded to a whole number (≥ 0.5 up). */
export function nutzwert(objekt: WeObjekt): number {
  const prozent = objekt.zuschlaege.reduce((s, z) => s + z, 0) - objekt.abschlaege.reduce((s, a) => s + a, 0);
  const wert = objekt.nutzflaeche * (1 + prozent / 100);
  return Math.max(0, Math.floor(wert + 0.5 + 1e-9));
}

/** Each object's share of the total (Nutzwert ÷ Σ Nutzwerte); 0 while the total is 0. */
export function nutzwertAnteile(nutzwerte: readonly number[]): number[] {
  const summe = nutzwerte.reduce((s, n) => s + n, 0);
  return nutzwerte.map((n) => (summe > 0 ? n / summe : 0));
}
