import { messages } from './messages';
import type { FieldErrors } from './api';

/** BAB (Ausstattungsqualität) rules of SPEC §5, §9 and DOMAIN 'Valuation'. */

export const qualitaetsstufen = { 1: 'Normal', 2: 'Gehoben', 3: 'Hochwertig', 4: 'Unbekannt' } as const;
export type Qualitaetsstufe = keyof typeof qualitaetsstufen;
/** Level factors: 1, 2, 3, and 1 for Unbekannt. */
export const stufenFaktor: Record<Qualitaetsstufe, number> = { 1: 1, 2: 2, 3: 3, 4: 1 };

/** Building parts with their default weights (sum 100), seeded by migration with these ids. */
export const gebaeudeteile = [
  { id: 1, name: 'Fassade', gewichtung: 8 },
  { id: 2, name: 'Fenster', gewichtung: 8 },
  { id: 3, name: 'Dach', gewichtung: 5 },
  { id: 4, name: 'Allgemeinflächen', gewichtung: 6 },
  { id: 5, name: 'Aufzug', gewichtung: 5 },
  { id: 6, name: 'Böden', gewichtung: 8 },
  { id: 7, name: 'Wände und Decken', gewichtung: 5 },
  { id: 8, name: 'Türen', gewichtung: 4 },
  { id: 9, name: 'Sanitär', gewichtung: 8 },
  { id: 10, name: 'Küche', gewichtung: 5 },
  { id: 11, name: 'Elektro', gewichtung: 5 },
  { id: 12, name: 'Heizung, Lüftung, Kühlung', gewichtung: 8 },
  { id: 13, name: 'Freiflächen', gewichtung: 7 },
  { id: 14, name: 'Garage', gewichtung: 3 },
  { id: 15, name: 'Gemeinschaftseinrichtungen', gewichtung: 3 },
  { id: 16, name: 'Wohnungsausstattung', gewichtung: 7 },
  { id: 17, name: 'Sicherheit und Zugang', gewichtung: 5 },
] as const;

/** SPEC §9: the special building parts and the video intercom feature. */
export const teilWohnungsausstattung = 16;
export const teilSicherheit = 17;
export const videogegensprechanlageId = 126;

export type Ausstattungskategorie = 'höherwertig' | 'hochwertig';

export interface AusstattungsqualitaetBewertung {
  gebaeudeteil_id: number;
  gewichtung: number;
  stufe: Qualitaetsstufe | null;
}

/** Σ weight × level factor (unrated parts count nothing). */
export function ausstattungsqualitaetPunkte(bewertungen: readonly AusstattungsqualitaetBewertung[]): number {
  const hundredths = bewertungen.reduce(
    (sum, b) => sum + (b.stufe ? Math.round(b.gewichtung * 100) * stufenFaktor[b.stufe] : 0),
    0,
  );
  return hundredths / 100;
}

/** Overall quality: up to 180 points Normal (1), up to 240 Gehoben (2), above Hochwertig (3). */
export function ausstattungsqualitaetGesamtqualitaet(punkte: number): 1 | 2 | 3 {
  if (punkte <= 180) return 1;
  if (punkte <= 240) return 2;
  return 3;
}

/** The weights must total exactly 100 (compared in hundredths: 33.33 + 33.33 + 33.34 is 100). */
export function gewichtungSumme(
  bewertungen: readonly Pick<AusstattungsqualitaetBewertung, 'gewichtung'>[],
): number {
  return bewertungen.reduce((sum, b) => sum + Math.round(b.gewichtung * 100), 0) / 100;
}

export interface Spezialausstattung {
  id: number;
  /** The building part the feature belongs to. */
  gebaeudeteil_id: number;
  kategorie: Ausstattungskategorie;
}

/**
 * Whether a special part's level is backed by enough special equipment of that part (SPEC §5 tooltips);
 * null when it is, else the German reason.
 */
export function spezialteilFehler(
  teil: number,
  stufe: Qualitaetsstufe | null,
  ausstattung: readonly Spezialausstattung[],
): string | null {
  const eigene = ausstattung.filter((a) => a.gebaeudeteil_id === teil);
  const hoeher = eigene.filter((a) => a.kategorie === 'höherwertig').length;
  const hoch = eigene.filter((a) => a.kategorie === 'hochwertig');
  if (teil === teilWohnungsausstattung) {
    if (stufe === 2 && hoeher < 4) return messages.babTeil16Gehoben;
    if (stufe === 3 && (hoeher < 4 || hoch.length < 1)) return messages.babTeil16Hochwertig;
  }
  if (teil === teilSicherheit && stufe === 3) {
    const video = hoch.some((a) => a.id === videogegensprechanlageId);
    const weitere = hoch.filter((a) => a.id !== videogegensprechanlageId).length;
    if (!video || weitere < 1) return messages.babTeil17Hochwertig;
  }
  return null;
}

/**
 * Removing special equipment from an online BAB must not break the part 16/17 rules (issue 9): the
 * reason naming the part and its rule when it would, else null. Offline BABs are not checked (SPEC §5).
 */
export function spezialEntfernenFehler(
  bab: {
    status_online: number | null;
    bewertungen: readonly Pick<AusstattungsqualitaetBewertung, 'gebaeudeteil_id' | 'stufe'>[];
  },
  verbleibend: readonly Spezialausstattung[],
): string | null {
  if (bab.status_online !== 1) return null;
  for (const teil of [teilWohnungsausstattung, teilSicherheit]) {
    const stufe = bab.bewertungen.find((b) => b.gebaeudeteil_id === teil)?.stufe ?? null;
    const fehler = spezialteilFehler(teil, stufe, verbleibend);
    if (fehler)
      return messages.babSpezialEntfernenVerboten(gebaeudeteile.find((t) => t.id === teil)!.name, fehler);
  }
  return null;
}

export interface AusstattungsqualitaetPruefung {
  status_online: number | null;
  hauptheizsystem_id: number | null;
  nebenheizsystem_id: number | null;
  bewertungen: readonly AusstattungsqualitaetBewertung[];
  spezialausstattung: readonly Spezialausstattung[];
}

/**
 * The submit checks of SPEC §5: status 1 (online) runs all of them, any other status only the heating
 * check. Answers field errors (empty when the BAB may be saved); browser and server use the same.
 */
export function ausstattungsqualitaetFehler(bab: AusstattungsqualitaetPruefung): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (bab.status_online === null) add('status_online', messages.pflichtfeld);
  if (bab.nebenheizsystem_id !== null && bab.nebenheizsystem_id === bab.hauptheizsystem_id) {
    add('nebenheizsystem_id', messages.nebenheizsystemGleich);
  }
  if (bab.status_online !== 1) return errors;

  if (bab.bewertungen.some((b) => b.stufe === null)) add('status_online', messages.onlineNichtMoeglich);
  if (gewichtungSumme(bab.bewertungen) !== 100) add('gewichtung', messages.babGewichtung100);
  for (const teil of [teilWohnungsausstattung, teilSicherheit]) {
    const bewertung = bab.bewertungen.find((b) => b.gebaeudeteil_id === teil);
    const fehler = spezialteilFehler(teil, bewertung?.stufe ?? null, bab.spezialausstattung);
    if (fehler) add(`bewertungen.${teil}`, fehler);
  }
  return errors;
}
