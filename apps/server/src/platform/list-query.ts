import { and, asc, count, desc, eq, getTableColumns, is, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { countCap, emptyTerms, parseFilter, wholeNumber, type FilterTerms, type SortDir } from '@app/domain';
import type { Tx } from '../db/client';
import { planMemo } from './plan-memo';
import { shapedFilter, shapedSelects } from './prepared';

/**
 * A column's stored accent- and case-free key (`<column>_key`, schema/base.ts textKey), if its table has
 * one: filters and sorts then compare it instead of calling f_unaccent on every row (issue 29).
 */
const keys = new WeakMap<PgColumn, PgColumn | null>();
export function storedKey(column: PgColumn): PgColumn | undefined {
  let key = keys.get(column);
  if (key === undefined) {
    const name = `${column.name}_key`;
    key = Object.values(getTableColumns(column.table)).find((c) => c.name === name) ?? null;
    keys.set(column, key);
  }
  return key ?? undefined;
}

/** Accent- and case-insensitive "contains" on a column or expression (trigram-indexed where it matters). */
export function containsText(expression: SQL | PgColumn, value: string): SQL {
  const key = is(expression, PgColumn) ? storedKey(expression) : undefined;
  if (key) return containsNormalized(key, value);
  return sql`f_unaccent(lower(${expression})) like f_unaccent(lower(${`%${escapeLike(value)}%`}))`;
}

/** "Contains" on a column that already holds accent- and case-free text (e.g. a generated search column). */
export function containsNormalized(column: PgColumn, value: string): SQL {
  return sql`${column} like f_unaccent(lower(${`%${escapeLike(value)}%`}))`;
}

/**
 * A fulltext word in a generated search column (accent- and case-free words joined by spaces): 1–2
 * characters begin a word ('hu' finds 'Hubergasse', not 'Schuh', as the lists read short terms), longer
 * words are anywhere. Both are read by the column's trigram index: a word start yields the padded trigrams
 * ' hu', where '%hu%' yields none and scans the table.
 */
export function wordInSearchText(column: PgColumn, value: string): SQL {
  if (!isShortTerm(value)) return containsNormalized(column, value);
  const word = escapeLike(value.trim());
  return sql`(${column} like f_unaccent(lower(${`${word}%`})) or ${column} like f_unaccent(lower(${`% ${word}%`})))`;
}

/**
 * Terms shorter than this cannot be served by a trigram index (DESIGN §12): the lists read them as a
 * word prefix instead ('hu' finds 'Huber', not 'Schuh'), on a C-collated btree index (issue 11).
 */
export const shortTerm = 3;

/** True when `value` (trimmed) is a short term, read as a prefix (see shortTerm). */
export function isShortTerm(value: string): boolean {
  return value.trim().length < shortTerm;
}

/**
 * The second half of a typeahead whose first half came in name order from a prefix index: while there is
 * room and some word is long enough for the trigram indexes, `contains` (given the ids already found, to
 * leave out) fills it; those come unordered from the index and are sorted by `compare`.
 */
export async function fillTypeahead<T extends { id: number }>(
  first: T[],
  words: string[],
  limit: number,
  contains: (found: number[], room: number) => Promise<T[]>,
  compare: (a: T, b: T) => number,
): Promise<T[]> {
  if (first.length >= limit || words.every(isShortTerm)) return first;
  const more = await contains(
    first.map((r) => r.id),
    limit - first.length,
  );
  return [...first, ...more.sort(compare)];
}

/** "Starts with" on a sort key (sortKey(column) or another C-collated, accent- and case-free expression). */
export function startsWith(key: SQL, value: string): SQL {
  return sql`${key} like f_unaccent(lower(${`${escapeLike(value.trim())}%`}))`;
}

/**
 * A text column's filter: 1–2 characters begin the text (its sortKey index), longer terms are anywhere in
 * it (the trigram index of its stored key, or of f_unaccent(lower(column))), each one condition the planner
 * estimates alone.
 */
export function containsOrPrefix(column: PgColumn, value: string): SQL {
  return isShortTerm(value) ? startsWith(sortKey(column), value) : containsText(column, value);
}

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The condition of a filter value that cannot match (not a number where one is expected, an unknown status). */
export const never: SQL = sql`false`;

/** A filter of a whole number (an id, a number, a status): any other value matches nothing. */
export function numberFilter(build: (n: number) => SQL): (value: string) => SQL {
  return (value) => {
    const n = wholeNumber(value);
    return n === null ? never : build(n);
  };
}

/** The words of a fulltext filter's value (at most `most`): split at whitespace. */
export function filterWords(value: string, most = Infinity): string[] {
  return value.split(/\s+/).filter(Boolean).slice(0, most);
}

/** A fulltext filter: every word of the value (at most `most`) must match `word`. */
export function everyWord(word: (w: string) => SQL, most = Infinity): (value: string) => SQL {
  return (value) => and(...filterWords(value, most).map(word)) ?? sql`true`;
}

/** A yes/no filter: 'true' or '1' is yes, anything else no. */
export function flagFilter(column: PgColumn): (value: string) => SQL {
  return (value) => eq(column, value.trim() === 'true' || value.trim() === '1');
}

/** The status filter of a list: one of the area's status values, or nothing. */
export function statusFilter(column: PgColumn, values: readonly (number | string)[]): (value: string) => SQL {
  return (value) => {
    const n = wholeNumber(value);
    const known = values.find((s) => (typeof s === 'number' ? s === n : s === value));
    return known === undefined ? never : eq(column, known);
  };
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
export function whereFromTerms(
  terms: FilterTerms,
  builders: Record<string, (value: string) => SQL>,
): SQL | undefined {
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
 * independent of the database's collation: the column's stored key where it has one, else the same
 * expression computed per row; index it as that.
 */
export function sortKey(column: PgColumn): SQL {
  const key = storedKey(column);
  return key ? sql`(${key} collate "C")` : sql`(f_unaccent(lower(${column})) collate "C")`;
}

/** Stable ordering: the sort column, then id, so pages never repeat or skip rows. */
export function orderBy(column: PgColumn | SQL, id: PgColumn, dir: SortDir): SQL[] {
  const direction = dir === 'desc' ? desc : asc;
  return [direction(column), direction(id)];
}

/**
 * A LIMIT written into the statement's text, not sent as a parameter (issue 11). A named statement is
 * planned for all values once it has run five times (its generic plan); with the LIMIT unknown the planner
 * then sorts every match instead of walking an index for the first rows (Kaufobjekte status + price,
 * page 1 of 100,000: 2.2 ms instead of 0.9). Page sizes are few, so the texts stay few.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error(`LIMIT ${n}`); // validated page sizes and constants only
  if (n < 0) n = 0;
  // Drizzle writes a limit that is an SQL chunk as it is (pg-core dialect, buildSelectQuery).
  return sql.raw(String(n)) as unknown as number;
}

/** A further table a list query reads (a filter's or a sort's); a filter's is inner joined. */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  /** For a page's sort: inner joined, else left joined. */
  inner?: boolean;
}

/**
 * The ids of one list page (issue 11): filter, order, OFFSET and LIMIT on the list's own table (and the
 * tables its sort needs), so the joins that only add display columns run for the page's rows, not for the
 * rows a deep page skips. The area selects from it, joins, and orders again (50 rows). `from` replaces the
 * table by its matches (`matchesOnly`).
 */
export function pageIds(
  tx: Tx,
  table: PgTable & { id: PgColumn },
  page: {
    where: SQL | undefined;
    order: SQL[];
    limit: number;
    offset: number | Placeholder;
    joins?: readonly ListJoin[];
    from?: SQL;
  },
) {
  let query = tx
    .select({ page_id: sql<number>`${table.id}`.as('page_id') })
    .from(page.from ?? table)
    .$dynamic();
  for (const join of page.joins ?? [])
    query = join.inner ? query.innerJoin(join.table, join.on) : query.leftJoin(join.table, join.on);
  return query
    .where(page.from ? undefined : page.where)
    .orderBy(...page.order)
    .limit(literalLimit(page.limit))
    .offset(page.offset)
    .as('page');
}

/**
 * A filter matching at most this many rows sorts its matches instead of walking the sort's index (issue
 * 29): a rare word's matches clustered at the far end of the name order made the planner walk and test
 * 225,000 names for a page of 50 (Projekte 'wag': 375 ms); sorting 2,000 matches costs a few ms.
 */
export const fewMatches = 2000;

/**
 * Whether a filter matched few rows when last asked (issue 29): paging or sorting one filter, or its page
 * after its count, asks it once instead of counting again every time.
 */
const fewDecisions = planMemo<boolean>();

function decisionKey(tx: Tx, table: PgTable, where: SQL, join: ListJoin | undefined): string {
  const filter = shapedFilter(tx, where);
  return `${countShape(table, join, 0)}\u0000${filter.key}\u0000${JSON.stringify(filter.values, bigints)}`;
}

const bigints = (_key: string, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value);

/** The shape of a count statement besides its filter: the table, the filter's join, where it stops. */
function countShape(table: PgTable, join: ListJoin | undefined, most: number): string {
  return `${objectId(table)}|${join ? objectId(join) : ''}|${most}`;
}

const objectIds = new WeakMap<object, number>();
let objectsNumbered = 0;
/** A number per object (a join, a list's extra columns): shapes built from fixed definitions compare by it. */
export function objectId(object: object): number {
  let id = objectIds.get(object);
  if (id === undefined) {
    id = ++objectsNumbered;
    objectIds.set(object, id);
  }
  return id;
}

/**
 * A faster count of a list's filter where it has one (word-lists.ts wordListCount): how many rows it matches
 * up to `most`, or undefined to let the filter count.
 */
export type Counter = (most: number) => Promise<number | undefined>;

/** Whether `where` matches at most fewMatches rows (counting stops after one more, or as decided lately). */
export async function matchesFew(
  tx: Tx,
  table: PgTable,
  where: SQL,
  join?: ListJoin,
  counter?: Counter,
): Promise<boolean> {
  return fewDecisions.get(
    decisionKey(tx, table, where, join),
    async () => (await matchingUpTo(tx, table, where, join, fewMatches + 1, counter)) <= fewMatches,
  );
}

const counts = shapedSelects();

/** How many rows `where` matches, counting no further than `most`. */
async function matchingUpTo(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  join: ListJoin | undefined,
  most: number,
  counter?: Counter,
): Promise<number> {
  const fast = await counter?.(most);
  if (fast !== undefined) return fast;
  const [row] = await counts(tx, countShape(table, join, most), where, (filter) => {
    let query = tx
      .select({ one: sql`1` })
      .from(table)
      .$dynamic();
    if (join) query = query.innerJoin(join.table, join.on);
    const matching = query.where(filter).limit(literalLimit(most)).as('matching');
    return tx.select({ n: count() }).from(matching);
  });
  return row?.n ?? 0;
}

/**
 * The rows `where` matches, as a subquery named like the table: the list's columns and sort keys read it
 * as the table itself, and no index can order it, so the planner filters first and sorts the matches
 * (the OFFSET 0 keeps the filter from being pulled up into the outer query).
 */
export function matchesOnly(table: PgTable, where: SQL, join?: ListJoin): SQL {
  return sql`(select ${table}.* from ${table}${join ? sql` inner join ${join.table} on ${join.on}` : sql``}
    where ${where} offset 0) as ${table}`;
}

/**
 * The part of a list a call answers alone (issue 11): a page without its count (`count=0`: the web asks
 * `GET <api>/count` for it separately, once per filter, so the page never waits for the count and paging
 * or sorting does not count again), or the count without its page (that count route). Neither: both.
 * Passed in the list's params, not kept in an AsyncLocalStorage: using one switches on Node's promise
 * hooks for every promise of the process (a tenth of a microsecond each, 30–60 µs a request).
 */
export type ListPart = 'page' | 'count';

/** The rows of a list page; none when only the count is asked for. */
export function pageRows<T>(part: ListPart | undefined, read: () => Promise<T[]>): Promise<T[]> {
  return part === 'count' ? Promise.resolve([]) : read();
}

/**
 * Counts the rows a list filter matches, stopping at countCap (see packages/domain list.ts); nothing when
 * only the page is asked for (`part`). `join` adds the table a filter reads besides the list's own (e.g. the
 * project for a fulltext over its address).
 */
export async function countUpTo(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  { join, counter, part }: { join?: ListJoin; counter?: Counter; part?: ListPart } = {},
): Promise<{ total: number; capped: boolean }> {
  if (part === 'page') return { total: 0, capped: false };
  const n = await matchingUpTo(tx, table, where, join, countCap + 1, where && counter);
  if (where) fewDecisions.set(decisionKey(tx, table, where, join), n <= fewMatches);
  return n > countCap ? { total: countCap, capped: true } : { total: n, capped: false };
}
