import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import { baseColumns, searchIndex } from './base';

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
  },
  (t) => [
    // Sorted list pages and the typeahead's prefix branch use the same key (list-query.ts sortKey):
    // accent- and case-free, so Ö sorts with O whatever the database collation; C collation lets one
    // index serve both LIKE 'abc%' and ORDER BY, so a scan stops after a page of rows.
    index('personen_nachname_prefix_idx').on(sql`(f_unaccent(lower(${t.nachname})) collate "C")`, t.id),
    index('personen_vorname_sort_idx').on(sql`(f_unaccent(lower(${t.vorname})) collate "C")`, t.id),
    index('personen_created_idx').on(t.created, t.id),
    // E-mail filters of 1–2 characters are address prefixes (list-query.ts isShortTerm).
    index('personen_email_prefix_idx').on(sql`(f_unaccent(lower(${t.email})) collate "C")`, t.id),
    // Typeahead and fulltext: trigram match on the accent-free full name.
    searchIndex('personen_name_suche_trgm_idx', sql`${t.name_suche} gin_trgm_ops`),
    searchIndex('personen_email_trgm_idx', sql`f_unaccent(lower(${t.email})) gin_trgm_ops`),
    // The name filters' "contains" (list-query.ts containsText) on each name.
    searchIndex('personen_nachname_trgm_idx', sql`f_unaccent(lower(${t.nachname})) gin_trgm_ops`),
    searchIndex('personen_vorname_trgm_idx', sql`f_unaccent(lower(${t.vorname})) gin_trgm_ops`),
  ],
);
