/** Deed kinds of the land register's journal (Tagebuch) the simulator knows. */
export const urkundenArten = [
  'Kaufvertrag',
  'Kauf- und Wohnungseigentumsvertrag',
  'Schenkungsvertrag',
  'Wohnungseigentumsvertrag',
  'Pfandbestellungsurkunde',
  'Löschungserklärung',
] as const;
export type UrkundenArt = (typeof urkundenArten)[number];

/** One entry of a court's deed list (Urkundenliste): a TZ number of a year and what was filed under it. */
export interface UrkundenlistenEintrag {
  gericht: string;
  jahr: number;
  tz: number;
  /** Day the application was filed (YYYY-MM-DD). */
  eingelangt: string;
  art: UrkundenArt;
  /** `zurueckgezogen`: the number was assigned but the application withdrawn; there is no deed. */
  status: 'eingetragen' | 'zurueckgezogen';
  kg: string;
  ez: number;
}

export interface Urkunde {
  /** The PDF as the register delivers it (may be damaged: the caller checks). */
  bytes: Uint8Array;
  name: string;
  art: UrkundenArt;
}

/**
 * The land register behind a small interface (DESIGN §8): official access goes through a licensed clearing
 * agency (Verrechnungsstelle), else the built-in simulator.
 */
export interface GrundbuchProvider {
  readonly kind: 'simulator' | 'verrechnungsstelle';
  /** The deed list of a court (3-digit Bezirksgericht number) for the days `von` … `bis` (YYYY-MM-DD). */
  urkundenliste(gericht: string, von: string, bis: string): Promise<UrkundenlistenEintrag[]>;
  /** The deed (PDF) filed under TZ `tz`/`jahr` at the court. Throws GrundbuchError with a German reason. */
  urkunde(gericht: string, tz: number, jahr: number): Promise<Urkunde>;
}

/** A failure the user sees as the row's reason (no deed, withdrawn, service down). */
export class GrundbuchError extends Error {}

/** The whole calendar year as a period of the deed list. */
export const jahrPeriode = (jahr: number) => ({ von: `${jahr}-01-01`, bis: `${jahr}-12-31` });
