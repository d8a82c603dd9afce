import { sql, type SQL } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz, searchIndex, textC, textKey, textKeyIndexes } from './base';
import { bundeslaender, firmaRollen, urlTypen } from './catalogues';
import { firmen } from './firmen';

/** Projekt of DOMAIN: `projektnr` is the human number staff type (unique). */
export const projekte = pgTable(
  'projekte',
  {
    ...baseColumns,
    projektnr: integer('projektnr').notNull(),
    name: text('name').notNull(),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    bezirk: text('bezirk'),
    bundesland_id: integer('bundesland_id').references(() => bundeslaender.id),
    geo_lat: doublePrecision('geo_lat'),
    geo_long: doublePrecision('geo_long'),
    kg: text('kg'),
    ez: text('ez'),
    status: integer('status').notNull().default(1),
    /** Accent- and case-free number, name and address for the fulltext filter (trigram-indexed). */
    suche: text('suche').generatedAlwaysAs(
      (): SQL =>
        sql`f_unaccent(lower(${projekte.projektnr}::text || ' ' || ${projekte.name} || ' ' || coalesce(${projekte.strasse}, '') || ' ' || coalesce(${projekte.plz}, '') || ' ' || coalesce(${projekte.ort}, '') || ' ' || coalesce(${projekte.bezirk}, '')))`,
    ),
    /** The Projektsuche's text (modules/projektsuche): number, name, address, Bezirk, KG/EZ in f_suchnorm form. */
    suchtext: text('suchtext').generatedAlwaysAs(
      (): SQL =>
        sql`f_suchnorm(${projekte.projektnr}::text || ' ' || ${projekte.name} || ' ' || coalesce(${projekte.strasse}, '') || ' ' || coalesce(${projekte.plz}, '') || ' ' || coalesce(${projekte.ort}, '') || ' ' || coalesce(${projekte.bezirk}, '') || ' ' || coalesce(${projekte.kg}, '') || ' ' || coalesce(${projekte.ez}, ''))`,
    ),
    name_key: textKey('name'),
  },
  (t) => [
    uniqueIndex('projekte_projektnr_unique').on(t.projektnr),
    // List order, the typeahead's prefix branch and the name filter (base.ts textKey).
    ...textKeyIndexes('projekte', t.name_key, t.id),
    index('projekte_bezirk_idx').on(sql`(f_unaccent(lower(${t.bezirk})) collate "C")`, t.id),
    index('projekte_bundesland_idx').on(t.bundesland_id, t.id),
    searchIndex('projekte_suche_trgm_idx', sql`${t.suche} gin_trgm_ops`),
    searchIndex('projekte_suchtext_trgm_idx', sql`${t.suchtext} gin_trgm_ops`),
    searchIndex('projekte_suchtext_fts_idx', sql`to_tsvector('simple', ${t.suchtext})`),
    index('projekte_name_suchnorm_prefix_idx').on(sql`f_suchnorm(${t.name}) text_pattern_ops`),
    index('projekte_projektnr_prefix_idx').on(sql`(${t.projektnr}::text) text_pattern_ops`),
  ],
);

/**
 * Every word of a project's `suche` (split at spaces) with its name key (`sort_key`), kept by statement
 * triggers on projekte (migration 0041): the list's fulltext filter reads a common word's projects in
 * name order word by word (platform/word-lists.ts) instead of walking the whole name order for them.
 */
export const projekteVolltext = pgTable(
  'projekte_volltext',
  {
    wort: text('wort').notNull(),
    sort_key: textC('sort_key').notNull(),
    // No foreign key: the rows follow their project by trigger alone (a delete too), so the Papierkorb,
    // which keeps the rows a delete cascades to, never sees them (its restore re-creates them).
    projekt_id: integer('projekt_id').notNull(),
  },
  (t) => [
    uniqueIndex('projekte_volltext_wort_idx').on(t.wort, t.sort_key, t.projekt_id),
    index('projekte_volltext_projekt_idx').on(t.projekt_id),
  ],
);

/** The distinct words of projekte_volltext (never removed: a stale word only costs a look-up that finds nothing). */
export const projekteVolltextWoerter = pgTable(
  'projekte_volltext_woerter',
  { wort: text('wort').primaryKey() },
  (t) => [searchIndex('projekte_volltext_woerter_trgm_idx', sql`${t.wort} gin_trgm_ops`)],
);

/** A firm's role in a project (SPEC §3 Projekt-Firma link). A firm in use cannot be deleted. */
export const projektFirmen = pgTable(
  'projekt_firmen',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    firma_id: integer('firma_id')
      .notNull()
      .references(() => firmen.id, { onDelete: 'restrict' }),
    firma_rolle_id: integer('firma_rolle_id')
      .notNull()
      .references(() => firmaRollen.id),
  },
  (t) => [
    uniqueIndex('projekt_firmen_unique').on(t.projekt_id, t.firma_id, t.firma_rolle_id),
    index('projekt_firmen_firma_idx').on(t.firma_id),
  ],
);

export const projektUrls = pgTable(
  'projekt_urls',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    typ_id: integer('typ_id')
      .notNull()
      .references(() => urlTypen.id),
  },
  (t) => [
    index('projekt_urls_projekt_idx').on(t.projekt_id, t.id),
    // A URL once per project (issue 9): a second save answers 422.
    uniqueIndex('projekt_urls_projekt_url_unique').on(t.projekt_id, t.url),
  ],
);

/** Capture notes of a project: open or done (erledigt), newest first. */
export const erfassungsnotizen = pgTable(
  'erfassungsnotizen',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    erledigt: boolean('erledigt').notNull().default(false),
    erledigt_am: timestamptz('erledigt_am'),
  },
  (t) => [index('erfassungsnotizen_projekt_idx').on(t.projekt_id, t.erledigt, t.created)],
);
