import { sql, type SQL } from 'drizzle-orm';
import { customType, index, integer, serial, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * timestamptz read as an ISO 8601 string ('2026-11-21T09:30:00.000Z') whichever driver delivers it
 * (pg: Date; PGlite and string mode: '2026-11-21 09:30:00+00').
 */
export const timestamptz = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: isoTimestamp,
  toDriver: (value) => value,
});

/** A UTC timestamp as PostgreSQL writes it: '2026-11-21 09:30:00.123456+00' (no fraction when zero). */
const utcText = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * The ISO 8601 string of a timestamptz as a driver delivers it (Drizzle hands text over on both engines).
 * A UTC text (PGlite's, and PostgreSQL's where its TimeZone is UTC) is rewritten without a Date: every
 * row's `created` and `updated` were a tenth of a list page's row mapping (issue 29); milliseconds as
 * toISOString gives them (microseconds cut off).
 */
export function isoTimestamp(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  const utc = utcText.exec(value);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();
}

/** Text compared byte by byte (collation "C"): a copy of a list's sort key, ordered as the list orders it. */
export const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** Base columns of DESIGN §5; spread into every domain table. */
export const baseColumns = {
  id: serial('id').primaryKey(),
  created: timestamptz('created')
    .notNull()
    .default(sql`now()`),
  updated: timestamptz('updated')
    .notNull()
    .default(sql`now()`),
  creator_id: integer('creator_id'),
  editor_id: integer('editor_id'),
  version: integer('version').notNull().default(1),
};

/** When and by whom a link row (a buyer, a seller, a broker, an assignment) was added; it is never edited. */
export const addedColumns = () => ({
  created: timestamptz('created')
    .notNull()
    .default(sql`now()`),
  creator_id: integer('creator_id'),
});

/**
 * A GIN index of a search (trigram or full text) without the pending list: with `fastupdate` new rows
 * wait in an unsorted list every search reads through until a vacuum merges them (up to 4 MB: 44,000
 * pending firms made a Projektsuche 40 ms instead of 8). Writes pay the merge at once instead.
 */
export const searchIndex = (name: string, expression: SQL) =>
  index(name).using('gin', expression).with({ fastupdate: false });

/**
 * When, by whom (and for whom, while acting as another user) which record was acted on: the audit log's
 * and the Papierkorb's shared stamp.
 */
export const actedOnColumns = () => ({
  at: timestamptz('at')
    .notNull()
    .default(sql`now()`),
  user_id: integer('user_id'),
  original_user_id: integer('original_user_id'),
  table_name: text('table_name').notNull(),
  record_id: integer('record_id').notNull(),
});

/**
 * A text column's stored key (issue 29): the column accent- and case-free, computed once per save. List
 * filters and sorts of a column that has one compare it (list-query.ts finds it as `<column>_key`)
 * instead of calling f_unaccent on every row they pass: a page walking the name order for a rare word
 * tests each index entry without touching the row, and counting a name prefix reads only the index.
 */
export const textKey = (column: string) =>
  text(`${column}_key`).generatedAlwaysAs(sql`f_unaccent(lower(${sql.identifier(column)}))`);

/** A key's order (C collation, with id: one index serves LIKE 'ab%' and ORDER BY) and its trigrams. */
export const textKeyIndexes = (table: string, key: AnyPgColumn, id: AnyPgColumn) => [
  index(`${table}_${key.name}_idx`).on(sql`(${key} collate "C")`, id),
  searchIndex(`${table}_${key.name}_trgm_idx`, sql`${key} gin_trgm_ops`),
];
