import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { volltextTables } from './volltext';
import { baseColumns, searchIndex, textKey, textKeyIndexes } from './base';

export const personen = pgTable(
  'personen',
  {
    ...baseColumns,
    titel: text('titel'),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    email: text('email'),
    telefon: text('telefon'),
    /** Accent- and case-free "Nachname Vorname", stored so filters compare a column, not a function per row. */
    name_suche: text('name_suche').generatedAlwaysAs(
      (): SQL => sql`f_unaccent(lower(${personen.nachname} || ' ' || ${personen.vorname}))`,
    ),
    /**
     * The fulltext filter's words (issue 29): the letters of name and e-mail, accent- and case-free, every
     * other character a space ('hu.berger1@x.at' -> 'hu berger x at'): the word lists hold names, never
     * one word per address.
     */
    suche: text('suche').generatedAlwaysAs(
      (): SQL =>
        sql`regexp_replace(f_unaccent(lower(${personen.nachname} || ' ' || ${personen.vorname} || ' ' || coalesce(${personen.email}, ''))), '[^a-z]+', ' ', 'g')`,
    ),
    nachname_key: textKey('nachname'),
    vorname_key: textKey('vorname'),
    email_key: textKey('email'),
  },
  (t) => [
    // Sorted list pages, the typeahead's prefix branch and the filters' "contains" read the stored keys
    // (base.ts textKey): accent- and case-free, so Ö sorts with O whatever the database collation.
    ...textKeyIndexes('personen', t.nachname_key, t.id),
    ...textKeyIndexes('personen', t.vorname_key, t.id),
    ...textKeyIndexes('personen', t.email_key, t.id),
    index('personen_created_idx').on(t.created, t.id),
    // Typeahead and fulltext: trigram match on the accent-free full name.
    searchIndex('personen_name_suche_trgm_idx', sql`${t.name_suche} gin_trgm_ops`),
    // Fulltext words of 1–2 letters begin a word of it (list-query wordInSearchText).
    searchIndex('personen_suche_trgm_idx', sql`${t.suche} gin_trgm_ops`),
  ],
);

/** The fulltext filter's word lists of the persons in Nachname order (migration 0044). */
export const { entries: personenVolltext, vocabulary: personenVolltextWoerter } = volltextTables(
  'personen',
  'person_id',
);
