import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, searchIndex, textKey, textKeyIndexes } from './base';
import { volltextTables } from './volltext';

/** Firma of SPEC §3 with DOMAIN's additions; `land` is ISO 3166 alpha-3 in lower case. */
export const firmen = pgTable(
  'firmen',
  {
    ...baseColumns,
    name: text('name').notNull(),
    fbnr: text('fbnr'),
    land: text('land').notNull().default('aut'),
    plz: text('plz'),
    ort: text('ort'),
    adresse: text('adresse'),
    geo_lat: doublePrecision('geo_lat'),
    geo_long: doublePrecision('geo_long'),
    ist_bautraeger: boolean('ist_bautraeger').notNull().default(false),
    ist_kaeufer: boolean('ist_kaeufer').notNull().default(false),
    ist_makler: boolean('ist_makler').notNull().default(false),
    bautraeger_info: text('bautraeger_info'),
    kaeufer_info: text('kaeufer_info'),
    makler_info: text('makler_info'),
    funktionskennung: text('funktionskennung'),
    rechtsform: text('rechtsform'),
    sitz: text('sitz'),
    firmenbuch_stand: date('firmenbuch_stand', { mode: 'string' }),
    name_key: textKey('name'),
    /** Accent- and case-free name, FN, address for the fulltext filter (trigram-indexed, issue 29). */
    suche: text('suche').generatedAlwaysAs(
      (): SQL =>
        sql`f_unaccent(lower(${firmen.name} || ' ' || coalesce(${firmen.fbnr}, '') || ' ' || coalesce(${firmen.ort}, '') || ' ' || coalesce(${firmen.adresse}, '') || ' ' || coalesce(${firmen.plz}, '')))`,
    ),
  },
  (t) => [
    uniqueIndex('firmen_fbnr_unique')
      .on(t.fbnr)
      .where(sql`${t.fbnr} is not null`),
    // List order, the typeahead's prefix branch and the name filter (base.ts textKey).
    ...textKeyIndexes('firmen', t.name_key, t.id),
    // The Projektsuche's firm names (modules/projektsuche).
    searchIndex('firmen_name_suchnorm_trgm_idx', sql`f_suchnorm(${t.name}) gin_trgm_ops`),
    searchIndex('firmen_name_suchnorm_fts_idx', sql`to_tsvector('simple', f_suchnorm(${t.name}))`),
    searchIndex('firmen_suche_trgm_idx', sql`${t.suche} gin_trgm_ops`),
  ],
);

/** The fulltext filter's word lists of the firms (migration 0043). */
export const { entries: firmenVolltext, vocabulary: firmenVolltextWoerter } = volltextTables(
  'firmen',
  'firma_id',
);
