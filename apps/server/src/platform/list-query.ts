import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { countCap, emptyTerms, parseFilter, type FilterTerms, type SortDir } from '@app/domain';
import type { Tx } from '../db/client';

/** Accent- and case-insensitive "contains" on a column or expression (trigram-indexed where it matters). */
export function containsText(expression: SQL | PgColumn, value: string): SQL {
  return sql`f_unaccent(lower(${expression})) like f_unaccent(lower(${`%${escapeLike(value)}%`}))`;
}

/** "Contains" on a column that already holds accent- and case-free text (e.g. a generated search column). */
export function containsNormalized(column: PgColumn, value: string): SQL {
  return sql`${column} like f_unaccent(lower(${`%${escapeLike(value)}%`}))`;
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Merges the q[] filter strings of a list request into one set of terms. */
export function filterTerms(filters: string[]): FilterTerms {
  const merged = emptyTerms();
  for (const f of filters) {
    for (const [key, values] of Object.entries(parseFilter(f))) (merged[key] ??= []).push(...values);
  }
  return merged;
}

/**
 * Builds WHERE from filter terms: each known key maps to a condition builder; unknown keys are ignored
 * so a bookmarked URL from an older version still opens.
 */
export function whereFromTerms(terms: FilterTerms, builders: Record<string, (value: string) => SQL>): SQL | undefined {
  const conditions: SQL[] = [];
  for (const [key, values] of Object.entries(terms)) {
    // Only the list's own keys: 'constructor' or 'toString' must not reach Object.prototype.
    const build = Object.hasOwn(builders, key) ? builders[key] : undefined;
    if (build) for (const value of values) conditions.push(build(value));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * The order of text columns in lists: accent- and case-free ('Östringer' between 'Ortner' and 'Ott'),
 * independent of the database's collation; index it as the same expression.
 */
export function sortKey(column: PgColumn): SQL {
  return sql`(f_unaccent(lower(${column})) collate "C")`;
}

/** Stable ordering: the sort column, then id, so pages never repeat or skip rows. */
export function orderBy(column: PgColumn | SQL, id: PgColumn, dir: SortDir): SQL[] {
  const direction = dir === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

/**
 * Counts the rows a list filter matches, stopping at countCap (see packages/domain list.ts). `join` adds
 * the table a filter reads besides the list's own (e.g. the project for a fulltext over its address).
 */
export async function countUpTo(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  join?: { table: PgTable; on: SQL },
): Promise<{ total: number; capped: boolean }> {
  let query = tx.select({ one: sql`1` }).from(table).$dynamic();
  if (join) query = query.innerJoin(join.table, join.on);
  const matching = query.where(where).limit(countCap + 1).as('matching');
  const [row] = await tx.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return n > countCap ? { total: countCap, capped: true } : { total: n, capped: false };
}
