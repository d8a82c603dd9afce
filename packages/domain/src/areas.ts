import { defineArea, type AreaDefinition } from './area';
import {
  permissionPair,
  vorlagenBearbeiten,
  vorlagenLesen,
  type PermissionDefinition,
} from './permission-definition';
import { zuordnung } from './verlauf-quelle';

/*
 * The areas of SPEC §1, each declared once, in menu order. Server routes, web routes, sidebar, home tiles,
 * the project page's links, the browser's permission checks, the permission catalogue's area pairs
 * (permissions.ts) and the Verlauf's sources (verlauf.ts) derive from these definitions. They import no
 * zod (DESIGN §11): each area's module (schemas, rules) is exported with its request bodies (area-schemas.ts).
 */

const stammdaten = 'Stammdaten';
const transaktionen = permissionPair('transaktionen', {
  group: 'Transaktionen',
  lesen: { label: 'Kaufobjekte, Ankäufe, Vermarktung ansehen', vorlagen: vorlagenLesen },
  bearbeiten: { label: 'Kaufobjekte, Ankäufe, Vermarktung bearbeiten', vorlagen: vorlagenBearbeiten },
});
const bewertung = permissionPair('bewertung', {
  group: 'Bewertung',
  lesen: {
    label: 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten ansehen',
    vorlagen: vorlagenLesen,
  },
  bearbeiten: {
    label: 'BAB, Grundkostenanteil, Zertifizierungen, Nutzwertgutachten bearbeiten',
    vorlagen: vorlagenBearbeiten,
  },
});

export const startArea = defineArea({
  key: 'start',
  path: '/',
  api: '/api',
  label: 'Start',
  singular: 'Start',
  newLabel: '',
  group: '',
  icon: 'home',
  description: 'Übersicht',
  permissions: null,
  sortable: ['id'],
  defaultSort: 'id',
  defaultDir: 'asc',
  filterKeys: [],
  perProjekt: false,
});

export const firmenArea = defineArea({
  key: 'firmen',
  label: 'Firmen',
  singular: 'Firma',
  newLabel: 'Neue Firma',
  group: stammdaten,
  icon: 'building',
  description: 'Firmen mit Firmenbuchnummer, Standort und Rollen',
  permissions: permissionPair('firmen', {
    group: stammdaten,
    lesen: { label: 'Firmen ansehen', vorlagen: vorlagenLesen },
    bearbeiten: { label: 'Firmen anlegen, bearbeiten, löschen', vorlagen: vorlagenBearbeiten },
  }),
  sortable: ['name', 'fbnr', 'created'],
  defaultSort: 'name',
  defaultDir: 'asc',
  /** rolle: bautraeger | kaeufer | makler. */
  filterKeys: ['name', 'fbnr', 'land', 'rolle', 'fulltext'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'firmen', zuordnungen: [] },
});

export const personenArea = defineArea({
  key: 'personen',
  label: 'Personen',
  singular: 'Person',
  newLabel: 'Neue Person',
  group: stammdaten,
  icon: 'users',
  description: 'Personen suchen, anlegen und bearbeiten',
  permissions: permissionPair('personen', {
    group: stammdaten,
    lesen: { label: 'Personen ansehen', vorlagen: vorlagenLesen },
    bearbeiten: { label: 'Personen anlegen, bearbeiten, löschen', vorlagen: vorlagenBearbeiten },
  }),
  sortable: ['nachname', 'vorname', 'created'],
  defaultSort: 'nachname',
  defaultDir: 'asc',
  filterKeys: ['vorname', 'nachname', 'email', 'fulltext'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'personen', zuordnungen: [] },
});

export const projekteArea = defineArea({
  key: 'projekte',
  label: 'Projekte',
  singular: 'Projekt',
  newLabel: 'Neues Projekt',
  group: stammdaten,
  icon: 'projects',
  description: 'Projekte mit Firmen, Notizen, URLs und Dateien',
  permissions: permissionPair('projekte', {
    group: stammdaten,
    lesen: { label: 'Projekte ansehen', vorlagen: vorlagenLesen },
    bearbeiten: { label: 'Projekte anlegen, bearbeiten, löschen', vorlagen: vorlagenBearbeiten },
  }),
  sortable: ['projektnr', 'name', 'bezirk', 'bundesland', 'created'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projektnr', 'name', 'bezirk', 'bundesland_id', 'fulltext'],
  perProjekt: false,
  standard: true,
  verlauf: {
    table: 'projekte',
    zuordnungen: [
      zuordnung('projekt_firmen', 'projekt_id', 'Firma', 'firma_id'),
      zuordnung('projekt_urls', 'projekt_id', 'URL', 'url'),
      zuordnung('erfassungsnotizen', 'projekt_id', 'Erfassungsnotiz', 'text'),
    ],
  },
});

export const kaufobjekteArea = defineArea({
  key: 'kaufobjekte',
  label: 'Kaufobjekte',
  singular: 'Kaufobjekt',
  newLabel: 'Neues Kaufobjekt',
  group: 'Transaktionen',
  icon: 'key',
  description: 'Kaufobjekte mit Käufern',
  permissions: transaktionen,
  sortable: ['kaufdatum', 'projekt', 'top_nr', 'status', 'bruttopreis', 'nutzflaeche', 'preis_m2', 'created'],
  defaultSort: 'kaufdatum',
  defaultDir: 'desc',
  /** Filter keys of the list (SPEC §7 syntax) besides fulltext; preise on bruttopreis. */
  filterKeys: ['status', 'preis_von', 'preis_bis', 'top_nr', 'projekt_id', 'projektnr'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'kaufobjekte',
    zuordnungen: [
      zuordnung('kaufobjekt_kaeufer', 'kaufobjekt_id', 'Käufer', 'firma_id', 'person_id'),
      zuordnung('ko_zuordnungen', 'kaufobjekt_id', 'WE-Zuordnung', 'angebotsobjekt_id'),
    ],
  },
});

export const ankaeufeArea = defineArea({
  key: 'ankaeufe',
  label: 'Ankäufe',
  singular: 'Ankauf',
  newLabel: 'Neuer Ankauf',
  group: 'Transaktionen',
  icon: 'receipt',
  description: 'Grundstücksankäufe mit Verkäufern',
  permissions: transaktionen,
  sortable: ['datum', 'ankaufpreis', 'status', 'projektnr', 'created'],
  defaultSort: 'datum',
  defaultDir: 'desc',
  filterKeys: ['projekt_id', 'projektnr', 'status', 'fulltext'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'ankaeufe',
    zuordnungen: [zuordnung('ankauf_verkaeufer', 'ankauf_id', 'Verkäufer', 'firma_id')],
  },
});

export const vermarktungArea = defineArea({
  key: 'vermarktung',
  label: 'Vermarktung',
  singular: 'Vermarktung',
  newLabel: 'Neue Vermarktung',
  group: 'Transaktionen',
  icon: 'speakerphone',
  description: 'Vermarktung mit Maklern',
  permissions: transaktionen,
  sortable: ['vermarktungsstart', 'provision', 'projektnr', 'created'],
  defaultSort: 'vermarktungsstart',
  defaultDir: 'desc',
  filterKeys: ['projekt_id', 'projektnr', 'fulltext'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'vermarktungen',
    zuordnungen: [zuordnung('vermarktung_makler', 'vermarktung_id', 'Makler', 'firma_id')],
  },
});

export const angebotsobjekteArea = defineArea({
  key: 'angebotsobjekte',
  label: 'Angebotsobjekte',
  singular: 'Angebotsobjekt',
  newLabel: 'Neues Angebotsobjekt',
  group: 'Transaktionen',
  icon: 'estate',
  description: 'Angebotsobjekte aus Preislisten',
  permissions: transaktionen,
  sortable: ['projektnr', 'top_nr', 'preis', 'flaeche', 'status', 'stand', 'created'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr', 'top_nr', 'status', 'fulltext'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'angebotsobjekte',
    zuordnungen: [zuordnung('ko_zuordnungen', 'angebotsobjekt_id', 'WE-Zuordnung', 'kaufobjekt_id')],
  },
});

export const ausstattungsqualitaetenArea = defineArea({
  key: 'ausstattungsqualitaeten',
  label: 'Ausstattungsqualität',
  singular: 'Ausstattungsqualität',
  newLabel: 'Neue Ausstattungsqualität',
  group: 'Bewertung',
  icon: 'stars',
  description: 'Bewertung der Ausstattung (BAB)',
  permissions: bewertung,
  sortable: ['projektnr', 'projekt_name', 'punkte', 'gesamtqualitaet', 'status_online', 'updated'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr', 'status_online', 'gesamtqualitaet_id'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'ausstattungsqualitaeten',
    zuordnungen: [
      zuordnung('bab_bewertungen', 'ausstattungsqualitaet_id', 'Bewertung', 'gebaeudeteil_id'),
      zuordnung(
        'bab_spezialausstattung',
        'ausstattungsqualitaet_id',
        'Spezialausstattung',
        'spezialausstattung_id',
      ),
    ],
  },
});

export const grundkostenanteileArea = defineArea({
  key: 'grundkostenanteile',
  label: 'Grundkostenanteil',
  singular: 'Grundkostenanteil',
  newLabel: 'Neuer Grundkostenanteil',
  group: 'Bewertung',
  icon: 'calculator',
  description: 'Widmung und Grundkostenanteil',
  permissions: bewertung,
  sortable: ['projektnr', 'updated'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'grundkostenanteile',
    zuordnungen: [zuordnung('gka_widmungen', 'grundkostenanteil_id', 'Widmung', 'widmung')],
  },
});

export const zertifizierungenArea = defineArea({
  key: 'zertifizierungen',
  label: 'Zertifizierungen',
  singular: 'Zertifizierung',
  newLabel: 'Neue Zertifizierung',
  group: 'Bewertung',
  icon: 'award',
  description: 'Gebäudezertifizierungen',
  permissions: bewertung,
  sortable: ['projektnr', 'typ_id', 'datum', 'updated'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr', 'typ_id', 'klasse'],
  perProjekt: true,
  standard: true,
  verlauf: { table: 'zertifizierungen', zuordnungen: [] },
});

export const nutzwertgutachtenArea = defineArea({
  key: 'nutzwertgutachten',
  label: 'Nutzwertgutachten',
  singular: 'Nutzwertgutachten',
  newLabel: 'Neues Nutzwertgutachten',
  group: 'Bewertung',
  icon: 'scale',
  description: 'Nutzwertgutachten mit WE-Objekten',
  permissions: bewertung,
  sortable: ['projektnr', 'datum', 'status', 'updated'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr', 'status', 'gutachter'],
  perProjekt: true,
  standard: true,
  verlauf: {
    table: 'nutzwertgutachten',
    zuordnungen: [zuordnung('we_objekte', 'nutzwertgutachten_id', 'WE-Objekt', 'top_nr')],
  },
});

export const fbuchArea = defineArea({
  key: 'fbuch',
  path: '/importe/fbuch',
  api: '/api/fbuch/auszug',
  label: 'Firmenbuchauszüge',
  singular: 'Firmenbuchabfrage',
  newLabel: '',
  group: 'Qualität und Importe',
  icon: 'certificate',
  description: 'Abfragen beim Firmenbuch',
  permissions: { read: 'fbuch.abfragen', write: 'fbuch.abfragen' },
  sortable: ['created'],
  defaultSort: 'created',
  defaultDir: 'desc',
  filterKeys: [],
  perProjekt: false,
});

/** Data-quality checks (Datencheck): results per check, exceptions, notifications. */
export const datencheckArea = defineArea({
  key: 'datencheck',
  api: '/api/datencheck/abfragen',
  label: 'Datencheck',
  singular: 'Abfrage',
  newLabel: 'Neue Abfrage',
  group: 'Qualität und Importe',
  icon: 'database-search',
  description: 'Prüfungen der Datenqualität, Ausnahmen und Benachrichtigungen',
  permissions: { read: 'datencheck.nutzen', write: 'datencheck.abfragen' },
  sortable: ['id'],
  defaultSort: 'id',
  defaultDir: 'asc',
  /** SPEC §7: 'thema:x AND fulltext:y' with bundesland_id and datencheck_abfrageart_id. */
  filterKeys: ['thema', 'fulltext', 'bundesland_id', 'datencheck_abfrageart_id'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'datencheck_abfragen', zuordnungen: [] },
});

/** Land-register query batches (Tzabfrage): deeds fetched by Tagebuchzahl for a court and year. */
export const tzabfrageArea = defineArea({
  key: 'tzabfrage',
  path: '/importe/tzabfrage',
  api: '/api/tzabfragen',
  label: 'Grundbuchabfragen',
  singular: 'Tzabfrage',
  newLabel: 'Neue Tzabfrage',
  group: 'Qualität und Importe',
  icon: 'map',
  description: 'Urkunden beim Grundbuch nach Tagebuchzahl abfragen',
  permissions: { read: 'importe.nutzen', write: 'importe.nutzen' },
  sortable: ['created'],
  defaultSort: 'created',
  defaultDir: 'desc',
  filterKeys: ['status'],
  perProjekt: false,
});

/** Kaufobjekte import from deeds (SPEC §2 'Import page for contract lists'): per court, year and TZ range. */
export const urkundenabfragenArea = defineArea({
  key: 'urkundenabfragen',
  path: '/importe/kaufobjekte',
  api: '/api/urkundenabfragen/importe',
  label: 'Urkundenabfragen',
  singular: 'Import',
  newLabel: 'Neuer Import',
  group: 'Qualität und Importe',
  icon: 'file-import',
  description: 'Import von Kaufverträgen aus Urkunden',
  permissions: { read: 'importe.nutzen', write: 'importe.nutzen' },
  sortable: ['created'],
  defaultSort: 'created',
  defaultDir: 'desc',
  filterKeys: [],
  perProjekt: false,
});

export const benutzerArea = defineArea({
  key: 'benutzer',
  label: 'BenutzerInnen',
  singular: 'BenutzerIn',
  newLabel: 'Neue BenutzerIn',
  group: 'Verwaltung',
  icon: 'user-shield',
  description: 'BenutzerInnen, Berechtigungen und Vorlagen',
  permissions: { read: 'benutzer.verwalten', write: 'benutzer.verwalten' },
  sortable: ['name', 'email', 'letzter_login', 'created'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filterKeys: ['name', 'email', 'aktiv', 'vorlage_id'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'users', zuordnungen: [] },
});

const monitorRechte = { read: 'monitor.sehen', write: 'monitor.verwalten' } as const;

/** The frontend monitor (DOMAIN 'Monitor'): presence, filters and charts; no records of its own. */
export const monitorArea = defineArea({
  key: 'monitor',
  label: 'Frontend-Monitor',
  singular: 'Frontend-Monitor',
  newLabel: '',
  group: 'Verwaltung',
  icon: 'chart',
  description: 'Nutzung des Kunden-Frontends',
  permissions: monitorRechte,
  sortable: ['name'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filterKeys: [],
  perProjekt: false,
});

/** The company's customers with their monitoring (Sidefile or Schnittstelle). */
export const kundenArea = defineArea({
  key: 'kunden',
  label: 'Kunden',
  singular: 'Kunde',
  newLabel: 'Neuer Kunde',
  group: 'Verwaltung',
  icon: 'users',
  description: 'Kunden des Frontends und ihr Monitoring',
  permissions: monitorRechte,
  sortable: ['name', 'kundennr', 'updated'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filterKeys: ['fulltext', 'aktiv', 'monitoring_art'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'kunden', zuordnungen: [] },
});

/** The users of the customer frontend, each belonging to one Kunde. */
export const frontendBenutzerArea = defineArea({
  key: 'frontendbenutzer',
  path: '/kunden-benutzer',
  api: '/api/frontend-benutzer',
  label: 'Frontend-BenutzerInnen',
  singular: 'Frontend-BenutzerIn',
  newLabel: 'Neue Frontend-BenutzerIn',
  group: 'Verwaltung',
  icon: 'users',
  description: 'BenutzerInnen des Kunden-Frontends',
  permissions: monitorRechte,
  sortable: ['name', 'email', 'kunde', 'updated'],
  defaultSort: 'name',
  defaultDir: 'asc',
  filterKeys: ['fulltext', 'kunde_id', 'admin'],
  perProjekt: false,
  standard: true,
  verlauf: { table: 'frontend_benutzer', zuordnungen: [] },
});

const definitions = [
  startArea,
  firmenArea,
  personenArea,
  projekteArea,
  kaufobjekteArea,
  ankaeufeArea,
  vermarktungArea,
  angebotsobjekteArea,
  ausstattungsqualitaetenArea,
  grundkostenanteileArea,
  zertifizierungenArea,
  nutzwertgutachtenArea,
  datencheckArea,
  urkundenabfragenArea,
  tzabfrageArea,
  fbuchArea,
  monitorArea,
  kundenArea,
  frontendBenutzerArea,
  benutzerArea,
] as const;

export const areas: readonly AreaDefinition[] = definitions;

/** The areas with the standard create / update routes and pages (`standard: true`). */
export type StandardAreaKey = Extract<(typeof definitions)[number], { standard: true }>['key'];

export function findArea(key: string): AreaDefinition | undefined {
  return areas.find((a) => a.key === key);
}

/** A definition as declared, with its exact types (key, permissions, `standard`). */
export type DefinedArea = (typeof definitions)[number];

type PairKey<A> = A extends { permissions: { catalogue: infer C } } ? keyof C & string : never;

/** The permission pairs the areas declare, in menu order (a shared pair once): permissions.ts lists them. */
export const areaPermissionCatalogue = Object.assign(
  {},
  ...areas.map((a) => a.permissions?.catalogue ?? {}),
) as Record<PairKey<DefinedArea>, PermissionDefinition>;
