import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchIndex, textC } from './base';

/**
 * The word lists of a table's fulltext filter (issue 29, platform/word-lists.ts): every word of a row's
 * `suche` (split at spaces) with its name key (`sort_key`), and the distinct words. Kept by statement
 * triggers on the table (migration 0043's volltext_* functions, named with these tables).
 */
export function volltextTables(table: string, idColumn: string) {
  const entries = pgTable(
    `${table}_volltext`,
    {
      wort: text('wort').notNull(),
      sort_key: textC('sort_key').notNull(),
      // No foreign key: the rows follow their record by trigger alone (a delete too), so the Papierkorb,
      // which keeps the rows a delete cascades to, never sees them (its restore re-creates them).
      id: integer(idColumn).notNull(),
    },
    (t) => [
      uniqueIndex(`${table}_volltext_wort_idx`).on(t.wort, t.sort_key, t.id),
      index(`${table}_volltext_${idColumn.replace(/_id$/, '')}_idx`).on(t.id),
    ],
  );
  /** The distinct words (never removed: a stale word only costs a look-up that finds nothing). */
  const vocabulary = pgTable(`${table}_volltext_woerter`, { wort: text('wort').primaryKey() }, (t) => [
    searchIndex(`${table}_volltext_woerter_trgm_idx`, sql`${t.wort} gin_trgm_ops`),
  ]);
  return { entries, vocabulary };
}
