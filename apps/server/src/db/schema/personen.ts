import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './base';

export const personen = pgTable(
  'personen',
  {
    ...baseColumns,
    titel: text('titel'),
    vorname: text('vorname').notNull(),
    nachname: text('nachname').notNull(),
    email: text('email'),
    telefon: text('telefon'),
  },
  (t) => [
    // Sorted list pages (keyset-friendly: sort column, then id).
    index('personen_nachname_idx').on(t.nachname, t.id),
    index('personen_vorname_idx').on(t.vorname, t.id),
    // Prefix branch of the typeahead (short queries that trigrams cannot serve).
    // C collation: the same index serves LIKE 'abc%' and ORDER BY, so the scan stops after 30 rows.
    index('personen_nachname_prefix_idx').on(sql`(f_unaccent(lower(${t.nachname})) collate "C")`, t.id),
    index('personen_created_idx').on(t.created, t.id),
    // Typeahead and fulltext: trigram match on the accent-free full name.
    index('personen_name_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.nachname} || ' ' || ${t.vorname})) gin_trgm_ops`,
    ),
    index('personen_email_trgm_idx').using('gin', sql`f_unaccent(lower(${t.email})) gin_trgm_ops`),
  ],
);
