import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { addedColumns, baseColumns, searchIndex } from './base';
import { projekte } from './projekte';

// Valuation tables (DOMAIN 'Valuation'); the rules live in packages/domain (ausstattungsqualitaeten-bewertung.ts, energie.ts, …).

const dezimal = (name: string, scale = 2) => numeric(name, { precision: 14, scale, mode: 'number' });

/** Building parts with default weights (ids 1–17, seeded; 16 and 17 are special). */
export const gebaeudeteile = pgTable('gebaeudeteile', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  gewichtung: numeric('gewichtung', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

export const heizsysteme = pgTable('heizsysteme', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Special equipment catalogue (id 126 Videogegensprechanlage); new entries come from the modal. */
export const spezialausstattungen = pgTable(
  'spezialausstattungen',
  {
    ...baseColumns,
    gebaeudeteil_id: integer('gebaeudeteil_id')
      .notNull()
      .references(() => gebaeudeteile.id),
    ausstattung_name: text('ausstattung_name').notNull(),
    name: text('name').notNull(),
    /** höherwertig | hochwertig */
    kategorie: text('kategorie').notNull(),
  },
  (t) => [searchIndex('spezialausstattungen_name_trgm_idx', sql`f_unaccent(lower(${t.name})) gin_trgm_ops`)],
);

export const grundkostenanteile = pgTable(
  'grundkostenanteile',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    /** null: the sum of the project's Ankäufe */
    kaufpreis_summe: numeric('kaufpreis_summe', { precision: 14, scale: 0, mode: 'number' }),
    bemerkung: text('bemerkung'),
  },
  (t) => [uniqueIndex('grundkostenanteile_projekt_unique').on(t.projekt_id)],
);

export const gkaWidmungen = pgTable(
  'gka_widmungen',
  {
    id: serial('id').primaryKey(),
    grundkostenanteil_id: integer('grundkostenanteil_id')
      .notNull()
      .references(() => grundkostenanteile.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    widmung: text('widmung').notNull(),
    bauklasse: text('bauklasse'),
    flaeche: dezimal('flaeche'),
    hoehe: dezimal('hoehe'),
    hoehe_geschoss: dezimal('hoehe_geschoss'),
    nfl_bgf: numeric('nfl_bgf', { precision: 4, scale: 3, mode: 'number' }).notNull().default(0.78),
  },
  (t) => [index('gka_widmungen_gka_idx').on(t.grundkostenanteil_id, t.position)],
);

/** BAB (Ausstattungsqualität) of a project, with the energy certificate. */
export const ausstattungsqualitaeten = pgTable(
  'ausstattungsqualitaeten',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    /** 1 online (full validation); other values only the heating check */
    status_online: integer('status_online'),
    punkte: dezimal('punkte'),
    gesamtqualitaet_id: integer('gesamtqualitaet_id'),
    hauptheizsystem_id: integer('hauptheizsystem_id').references(() => heizsysteme.id),
    nebenheizsystem_id: integer('nebenheizsystem_id').references(() => heizsysteme.id),
    grundkostenanteil_id: integer('grundkostenanteil_id').references(() => grundkostenanteile.id, {
      onDelete: 'set null',
    }),
    gka_qualitaet_id: integer('gka_qualitaet_id'),
    nutzflaeche: dezimal('nutzflaeche'),
    hwbm: dezimal('hwbm'),
    fgeem: dezimal('fgeem', 3),
    co2m: dezimal('co2m'),
    pebm: dezimal('pebm'),
    pebm_ern: dezimal('pebm_ern'),
    pebm_ern_anteil: dezimal('pebm_ern_anteil'),
    hwb: text('hwb'),
    fgee: text('fgee'),
    co2: text('co2'),
    peb: text('peb'),
  },
  (t) => [index('ausstattungsqualitaeten_projekt_idx').on(t.projekt_id, t.id)],
);

/** The quality level (1–4, null = not rated) and weight of one building part in a BAB. */
export const babBewertungen = pgTable(
  'bab_bewertungen',
  {
    id: serial('id').primaryKey(),
    ausstattungsqualitaet_id: integer('ausstattungsqualitaet_id')
      .notNull()
      .references(() => ausstattungsqualitaeten.id, { onDelete: 'cascade' }),
    gebaeudeteil_id: integer('gebaeudeteil_id')
      .notNull()
      .references(() => gebaeudeteile.id),
    gewichtung: numeric('gewichtung', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    stufe: integer('stufe'),
  },
  (t) => [uniqueIndex('bab_bewertungen_unique').on(t.ausstattungsqualitaet_id, t.gebaeudeteil_id)],
);

/** Special equipment of a BAB; `ausstattungsqualitaet_id` null while collected before the first save. */
export const babSpezialausstattung = pgTable(
  'bab_spezialausstattung',
  {
    id: serial('id').primaryKey(),
    ausstattungsqualitaet_id: integer('ausstattungsqualitaet_id').references(
      () => ausstattungsqualitaeten.id,
      {
        onDelete: 'cascade',
      },
    ),
    spezialausstattung_id: integer('spezialausstattung_id')
      .notNull()
      .references(() => spezialausstattungen.id, { onDelete: 'restrict' }),
    ...addedColumns(),
  },
  (t) => [index('bab_spezialausstattung_aq_idx').on(t.ausstattungsqualitaet_id)],
);

/** Certification of a project: `typ` a key of zertifizierungsTypen, `klasse` one of its classes. */
export const zertifizierungen = pgTable(
  'zertifizierungen',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    typ_id: text('typ_id').notNull(),
    klasse: text('klasse').notNull(),
    datum: date('datum', { mode: 'string' }),
    bemerkung: text('bemerkung'),
  },
  (t) => [index('zertifizierungen_projekt_idx').on(t.projekt_id, t.id)],
);

/** Nutzwertgutachten: status 0 Neu, 1 In Bearbeitung, 2 Erfasst, 3 Geprüft. */
export const nutzwertgutachten = pgTable(
  'nutzwertgutachten',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    status: integer('status').notNull().default(0),
    gutachter: text('gutachter'),
    datum: date('datum', { mode: 'string' }),
    gericht: text('gericht'),
    tz: text('tz'),
  },
  (t) => [index('nutzwertgutachten_projekt_idx').on(t.projekt_id, t.id)],
);

/** A unit of a Nutzwertgutachten; surcharges and deductions in % (sums), nutzwert stored as computed. */
export const weObjekte = pgTable(
  'we_objekte',
  {
    id: serial('id').primaryKey(),
    nutzwertgutachten_id: integer('nutzwertgutachten_id')
      .notNull()
      .references(() => nutzwertgutachten.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    top_nr: text('top_nr').notNull(),
    /** Wohnung | Geschäftsraum | Abstellplatz */
    art: text('art').notNull(),
    nutzflaeche: dezimal('nutzflaeche'),
    zuschlaege: numeric('zuschlaege', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    abschlaege: numeric('abschlaege', { precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    nutzwert: integer('nutzwert'),
  },
  (t) => [index('we_objekte_gutachten_idx').on(t.nutzwertgutachten_id, t.position)],
);
