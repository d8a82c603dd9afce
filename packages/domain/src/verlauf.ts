import { areas, type DefinedArea } from './areas';
import { formFeldLabels } from './form-feld-labels';
import { formatDate, formatNumber } from './format';
import { verlaufKatalogWert } from './verlauf-kataloge';
import type { VerlaufZuordnung } from './verlauf-quelle';

/*
 * The Verlauf (history) of a record (issue 28): its audit rows and those of its assignments, newest first,
 * each a save with its changed fields shown as the screen shows them.
 */

/** Why a save was made other than by typing: a restore from the Verlauf, or from the Papierkorb. */
export const auditGruende = ['wiederherstellung', 'papierkorb'] as const;
export type AuditGrund = (typeof auditGruende)[number];

/** Entries per page of a record's Verlauf and of the Änderungsprotokoll. */
export const verlaufSeite = 50;

export type { VerlaufQuelle, VerlaufZuordnung } from './verlauf-quelle';

type StandardDefinition = Extract<DefinedArea, { standard: true }>;
type VerlaufQuellen = { [A in StandardDefinition as A['key']]: A['verlauf'] };

/**
 * The order the Änderungsprotokoll offers the areas in (its filter, the API's enum): the menu's, but
 * BenutzerInnen before Kunden, as it always was.
 */
const rang = (key: string): number =>
  key === 'benutzer' ? rang('kunden') - 0.5 : areas.findIndex((a) => a.key === key);

/**
 * The tables of each standard area's records and assignments (the key is the area's key), from its
 * definition (`verlauf` in areas.ts).
 */
export const verlaufQuellen = Object.fromEntries(
  areas
    .flatMap((a) => (a.standard && a.verlauf ? [[a.key, a.verlauf] as const] : []))
    .sort(([a], [b]) => rang(a) - rang(b)),
) as VerlaufQuellen;

export type VerlaufAreaKey = keyof typeof verlaufQuellen;

/** The area a table's records belong to (its own table, not an assignment's). */
export function verlaufAreaOfTable(table: string): VerlaufAreaKey | undefined {
  return (Object.keys(verlaufQuellen) as VerlaufAreaKey[]).find((key) => verlaufQuellen[key].table === table);
}

/**
 * The area an assignment table's rows show on (a buyer on its Kaufobjekt) and its definition there: the
 * first area naming it (ko_zuordnungen shows on both sides, it belongs to the Kaufobjekt).
 */
export function verlaufZuordnungOf(
  table: string,
): { area: VerlaufAreaKey; zuordnung: VerlaufZuordnung } | undefined {
  for (const area of Object.keys(verlaufQuellen) as VerlaufAreaKey[]) {
    const zuordnung = (verlaufQuellen[area].zuordnungen as readonly VerlaufZuordnung[]).find(
      (z) => z.table === table,
    );
    if (zuordnung) return { area, zuordnung };
  }
  return undefined;
}

/** Id columns shown as the name of what they point to, and the table that names it. */
export const verlaufVerweise = {
  firma_id: 'firmen',
  person_id: 'personen',
  projekt_id: 'projekte',
  kunde_id: 'kunden',
  bundesland_id: 'bundeslaender',
  firma_rolle_id: 'firma_rollen',
  gebaeudeteil_id: 'gebaeudeteile',
  hauptheizsystem_id: 'heizsysteme',
  nebenheizsystem_id: 'heizsysteme',
  spezialausstattung_id: 'spezialausstattungen',
  vorlage_id: 'berechtigung_vorlagen',
  kaufobjekt_id: 'kaufobjekte',
  angebotsobjekt_id: 'angebotsobjekte',
  datei_id: 'dateien',
  user_id: 'users',
} as const;
export type VerlaufVerweisTabelle = (typeof verlaufVerweise)[keyof typeof verlaufVerweise];

/** A column's id reference (projekt_urls' typ_id names a URL type). */
export function verlaufVerweis(table: string, feld: string): VerlaufVerweisTabelle | 'url_typen' | undefined {
  if (table === 'projekt_urls' && feld === 'typ_id') return 'url_typen';
  return verlaufVerweise[feld as keyof typeof verlaufVerweise];
}

/**
 * Labels of columns no form of `formFeldLabels` names (assignments, BAB, GKA …); a column missing in both is
 * shown capitalised, '_' as ' '.
 */
const labels: Record<string, string> = {
  name: 'Name',
  vorname: 'Vorname',
  nachname: 'Nachname',
  titel: 'Titel',
  email: 'E-Mail',
  telefon: 'Telefon',
  fbnr: 'Firmenbuchnummer',
  strasse: 'Straße',
  plz: 'PLZ',
  ort: 'Ort',
  land: 'Land',
  projektnr: 'Projektnr.',
  projekt_id: 'Projekt',
  firma_id: 'Firma',
  person_id: 'Person',
  kunde_id: 'Kunde',
  bundesland_id: 'Bundesland',
  firma_rolle_id: 'Rolle',
  kaufobjekt_id: 'Kaufobjekt',
  angebotsobjekt_id: 'Angebotsobjekt',
  datei_id: 'Urkunde',
  vorlage_id: 'Vorlage',
  gebaeudeteil_id: 'Gebäudeteil',
  spezialausstattung_id: 'Spezialausstattung',
  hauptheizsystem_id: 'Hauptheizsystem',
  nebenheizsystem_id: 'Nebenheizsystem',
  top_nr: 'Top-Nr.',
  kaufdatum: 'Kaufdatum',
  nettopreis: 'Nettopreis',
  bruttopreis: 'Bruttopreis',
  ust: 'USt.',
  nutzflaeche: 'Nutzfläche',
  flaeche: 'Fläche',
  preis: 'Preis',
  zimmer: 'Zimmer',
  stand: 'Stand',
  status: 'Status',
  datum: 'Datum',
  ankaufpreis: 'Ankaufpreis',
  provision: 'Provision',
  vermarktungsstart: 'Vermarktungsstart',
  website: 'Website',
  url: 'URL',
  typ_id: 'Typ',
  text: 'Text',
  erledigt: 'Erledigt',
  erledigt_am: 'Erledigt am',
  tz: 'TZ',
  tz_jahr: 'TZ-Jahr',
  gericht: 'Gericht',
  bezirk: 'Bezirk',
  kg: 'KG',
  ez: 'EZ',
  projektadresse: 'Projektadresse',
  aktiv: 'Aktiv',
  is_admin: 'Administrator',
  berechtigungen: 'Berechtigungen',
  anonymisiert_am: 'Anonymisiert am',
  stufe: 'Stufe',
  gewichtung: 'Gewichtung',
  widmung: 'Widmung',
  bauklasse: 'Bauklasse',
  hoehe: 'Höhe',
  position: 'Position',
  art: 'Art',
  zuschlaege: 'Zuschläge',
  abschlaege: 'Abschläge',
  nutzwert: 'Nutzwert',
  gutachter: 'Gutachter',
  klasse: 'Klasse',
  sql: 'SQL',
  grund: 'Grund',
  kundennr: 'Kundennr.',
};

/** The label of a table's column as the screen shows it: its area's form label first. */
export function verlaufLabel(table: string, feld: string): string {
  const area = verlaufAreaOfTable(table);
  const formLabels: Readonly<Record<string, string>> | undefined =
    area && area in formFeldLabels ? formFeldLabels[area as keyof typeof formFeldLabels] : undefined;
  const known = formLabels?.[feld] ?? labels[feld];
  if (known) return known;
  const words = feld.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoTimestamp = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const euroFields = /preis|betrag|kosten/;

/**
 * A stored value as the screen shows it: catalogue labels, names for references (`namen`: table → id →
 * name), de-AT numbers and dates, Ja/Nein; '–' for nothing.
 */
export function verlaufWert(
  table: string,
  feld: string,
  wert: unknown,
  namen: ReadonlyMap<string, ReadonlyMap<number, string>>,
): string {
  if (wert === null || wert === undefined || wert === '') return '–';
  const katalog = verlaufKatalogWert(table, feld, wert);
  if (katalog !== undefined) return katalog;
  const verweis = verlaufVerweis(table, feld);
  if (verweis && typeof wert === 'number') return namen.get(verweis)?.get(wert) ?? `#${wert}`;
  if (typeof wert === 'boolean') return wert ? 'Ja' : 'Nein';
  if (typeof wert === 'number') {
    if (Number.isInteger(wert) && !euroFields.test(feld)) return String(wert);
    return formatNumber(wert, euroFields.test(feld) ? 2 : decimalsOf(wert));
  }
  if (typeof wert === 'string') {
    if (isoDate.test(wert)) return formatDate(wert);
    if (isoTimestamp.test(wert)) return formatDate(wert, true);
    return wert;
  }
  if (Array.isArray(wert))
    return wert.map((v) => verlaufKatalogWert(table, feld, v) ?? String(v)).join(', ') || '–';
  return JSON.stringify(wert);
}

function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(text.length - dot - 1, 4);
}

export interface VerlaufAenderung {
  feld: string;
  label: string;
  alt: string;
  neu: string;
  /** The stored values (for restoring a field of the record itself). */
  alt_wert: unknown;
  neu_wert: unknown;
}

export interface VerlaufEintrag {
  id: number;
  at: string;
  user_name: string | null;
  /** Who acted in the user's name (the admin behind them), else null. */
  original_user_name: string | null;
  action: 'create' | 'update' | 'delete';
  grund: string | null;
  table_name: string;
  record_id: number;
  /** The record's own row (restorable), not one of its assignments. */
  eigen: boolean;
  /** 'Geändert', 'Angelegt', 'Käufer hinzugefügt: Muster GmbH' … */
  titel: string;
  aenderungen: VerlaufAenderung[];
}

export interface VerlaufPage {
  data: VerlaufEintrag[];
  /** The cursor of the next page (`vor`), null on the last. */
  weiter: number | null;
}

/** The record's fields as they were right after an entry: the answer of '…/verlauf/:eintrag/stand'. */
export interface VerlaufStand {
  eintrag: number;
  /** The fields changed since, with the value they had then. */
  fields: Record<string, unknown>;
}

const aktionen = { create: 'Angelegt', update: 'Geändert', delete: 'Gelöscht' } as const;
const zuordnungAktionen = { create: 'hinzugefügt', update: 'geändert', delete: 'entfernt' } as const;

/** The title of an entry: the record's own action, or the assignment's with the row's name. */
export function verlaufTitel(
  action: VerlaufEintrag['action'],
  zuordnung: VerlaufZuordnung | undefined,
  name: string | null,
  grund: string | null,
): string {
  if (grund === 'papierkorb' && !zuordnung) return 'Aus dem Papierkorb wiederhergestellt';
  if (!zuordnung) return grund === 'wiederherstellung' ? 'Wiederhergestellt' : aktionen[action];
  return `${zuordnung.label} ${zuordnungAktionen[action]}${name ? `: ${name}` : ''}`;
}
