import { sql, type SQL } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz, searchIndex, textKey, textKeyIndexes } from './base';
import { bundeslaender, firmaRollen, urlTypen } from './catalogues';
import { firmen } from './firmen';
import { volltextTables } from './volltext';

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

/** The fulltext filter's word lists of the projects (migration 0041). */
export const { entries: projekteVolltext, vocabulary: projekteVolltextWoerter } = volltextTables(
  'projekte',
  'projekt_id',
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
