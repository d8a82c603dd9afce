import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { addedColumns, baseColumns, searchIndex } from './base';
import { dateien } from './dateien';
import { firmen } from './firmen';
import { personen } from './personen';
import { projekte } from './projekte';
import { grundbuchUrkunden } from './tzabfrage';

/** The project of a transaction record: a project with transactions cannot be deleted. */
const projektId = () =>
  integer('projekt_id')
    .notNull()
    .references(() => projekte.id, { onDelete: 'restrict' });
/** The firm a seller or broker row names: it cannot be deleted while named. */
const firmaId = () =>
  integer('firma_id')
    .notNull()
    .references(() => firmen.id, { onDelete: 'restrict' });

/** Euro amounts and areas: exact decimals in the database, numbers in TypeScript. */
const euro = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const flaeche = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

/** Kaufobjekt (DOMAIN 'Transactions'): status 0 Entwurf, 1 Erfasst, 2 Geprüft, 3 Rückfrage. */
export const kaufobjekte = pgTable(
  'kaufobjekte',
  {
    ...baseColumns,
    projekt_id: projektId(),
    status: integer('status').notNull().default(0),
    top_nr: text('top_nr'),
    kaufdatum: date('kaufdatum', { mode: 'string' }),
    nutzflaeche: flaeche('nutzflaeche'),
    nettopreis: euro('nettopreis'),
    bruttopreis: euro('bruttopreis'),
    ust: euro('ust'),
    /** The earlier sale of the same unit; wiederverkauf follows it. */
    kaufobjekt_id: integer('kaufobjekt_id').references((): AnyPgColumn => kaufobjekte.id, {
      onDelete: 'set null',
    }),
    wiederverkauf: boolean('wiederverkauf').notNull().default(false),
    mit_teilungsplan: boolean('mit_teilungsplan').notNull().default(false),
    ist_marktueblich: boolean('ist_marktueblich').notNull().default(true),
    nicht_marktueblich_grund: text('nicht_marktueblich_grund'),
    tz: text('tz'),
    tz_jahr: integer('tz_jahr'),
    gericht: text('gericht'),
    /** The deed PDF. */
    datei_id: integer('datei_id').references(() => dateien.id, { onDelete: 'set null' }),
    /** The deed it was created from by the deed import (issue 25): opened in the deed viewer. */
    urkunde_id: integer('urkunde_id').references(() => grundbuchUrkunden.id, { onDelete: 'set null' }),
    /** Accent- and case-free TopNr for duplicate checks and filters. */
    top_nr_suche: text('top_nr_suche').generatedAlwaysAs(
      (): SQL => sql`f_unaccent(lower(${kaufobjekte.top_nr}))`,
    ),
  },
  (t) => [
    index('kaufobjekte_projekt_idx').on(t.projekt_id, t.top_nr_suche),
    index('kaufobjekte_kaufdatum_idx').on(t.kaufdatum, t.id),
    index('kaufobjekte_status_idx').on(t.status, t.id),
    index('kaufobjekte_bruttopreis_idx').on(t.bruttopreis, t.id),
    // Status + price range filters: the count walks this instead of the table.
    index('kaufobjekte_status_bruttopreis_idx').on(t.status, t.bruttopreis),
    index('kaufobjekte_created_idx').on(t.created, t.id),
    searchIndex('kaufobjekte_top_nr_trgm_idx', sql`${t.top_nr_suche} gin_trgm_ops`),
    // TopNr prefixes ('1/5…'): terms without a trigram (issue 11).
    index('kaufobjekte_top_nr_prefix_idx').on(sql`(${t.top_nr_suche} collate "C")`, t.id),
  ],
);

/**
 * A buyer: a firm or a person (persons with projektadresse). `kaufobjekt_id` is null while the buyer is
 * collected for a Kaufobjekt not saved yet (`POST /api/kaufobjekt/kaeufer/add` without id).
 */
export const kaufobjektKaeufer = pgTable(
  'kaufobjekt_kaeufer',
  {
    id: serial('id').primaryKey(),
    kaufobjekt_id: integer('kaufobjekt_id').references(() => kaufobjekte.id, { onDelete: 'cascade' }),
    firma_id: integer('firma_id').references(() => firmen.id, { onDelete: 'restrict' }),
    person_id: integer('person_id').references(() => personen.id, { onDelete: 'restrict' }),
    projektadresse: boolean('projektadresse'),
    ...addedColumns(),
  },
  (t) => [
    index('kaufobjekt_kaeufer_kaufobjekt_idx').on(t.kaufobjekt_id),
    index('kaufobjekt_kaeufer_firma_idx').on(t.firma_id),
    index('kaufobjekt_kaeufer_person_idx').on(t.person_id),
    check(
      'kaufobjekt_kaeufer_firma_oder_person',
      sql`${t.firma_id} is not null or ${t.person_id} is not null`,
    ),
  ],
);

/** Ankauf: status 0 Offen, 1 Gültig, 2 Doublette, 3 Ungültig. */
export const ankaeufe = pgTable(
  'ankaeufe',
  {
    ...baseColumns,
    projekt_id: projektId(),
    status: integer('status').notNull().default(0),
    datum: date('datum', { mode: 'string' }),
    ankaufpreis: euro('ankaufpreis'),
    nutzflaeche: flaeche('nutzflaeche'),
    /** land cost share per m² NFL */
    gka: euro('gka'),
    doublette: boolean('doublette').notNull().default(false),
  },
  (t) => [
    index('ankaeufe_projekt_idx').on(t.projekt_id, t.id),
    index('ankaeufe_datum_idx').on(t.datum, t.id),
  ],
);

/** A seller (always a firm); `ankauf_id` null while collected for an Ankauf not saved yet. */
export const ankaufVerkaeufer = pgTable(
  'ankauf_verkaeufer',
  {
    id: serial('id').primaryKey(),
    ankauf_id: integer('ankauf_id').references(() => ankaeufe.id, { onDelete: 'cascade' }),
    firma_id: firmaId(),
    ...addedColumns(),
  },
  (t) => [
    index('ankauf_verkaeufer_ankauf_idx').on(t.ankauf_id),
    index('ankauf_verkaeufer_firma_idx').on(t.firma_id),
  ],
);

export const vermarktungen = pgTable(
  'vermarktungen',
  {
    ...baseColumns,
    projekt_id: projektId(),
    vermarktungsstart: date('vermarktungsstart', { mode: 'string' }),
    website: text('website'),
    /** commission in % */
    provision: numeric('provision', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [index('vermarktungen_projekt_idx').on(t.projekt_id, t.id)],
);

/** A broker (a firm, usually ist_makler); `vermarktung_id` null while collected before the first save. */
export const vermarktungMakler = pgTable(
  'vermarktung_makler',
  {
    id: serial('id').primaryKey(),
    vermarktung_id: integer('vermarktung_id').references(() => vermarktungen.id, { onDelete: 'cascade' }),
    firma_id: firmaId(),
    ...addedColumns(),
  },
  (t) => [
    index('vermarktung_makler_vermarktung_idx').on(t.vermarktung_id),
    index('vermarktung_makler_firma_idx').on(t.firma_id),
  ],
);

/** A unit offered from a price list: status verfuegbar | reserviert | verkauft. */
export const angebotsobjekte = pgTable(
  'angebotsobjekte',
  {
    ...baseColumns,
    projekt_id: projektId(),
    top_nr: text('top_nr').notNull(),
    flaeche: flaeche('flaeche'),
    zimmer: numeric('zimmer', { precision: 4, scale: 1, mode: 'number' }),
    preis: euro('preis'),
    stand: date('stand', { mode: 'string' }),
    status: text('status').notNull().default('verfuegbar'),
  },
  (t) => [index('angebotsobjekte_projekt_idx').on(t.projekt_id, t.top_nr)],
);

/** Wohnungseigentums-Zuordnung: a Kaufobjekt belongs to at most one Angebotsobjekt of its project. */
export const koZuordnungen = pgTable(
  'ko_zuordnungen',
  {
    id: serial('id').primaryKey(),
    kaufobjekt_id: integer('kaufobjekt_id')
      .notNull()
      .references(() => kaufobjekte.id, { onDelete: 'cascade' }),
    angebotsobjekt_id: integer('angebotsobjekt_id')
      .notNull()
      .references(() => angebotsobjekte.id, { onDelete: 'cascade' }),
    ...addedColumns(),
  },
  (t) => [
    uniqueIndex('ko_zuordnungen_kaufobjekt_unique').on(t.kaufobjekt_id),
    index('ko_zuordnungen_angebotsobjekt_idx').on(t.angebotsobjekt_id),
  ],
);
