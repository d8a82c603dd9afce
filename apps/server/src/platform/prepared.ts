import { createHash } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { plannedPerValue } from '../db/plan-per-value';

/**
 * Raw statements on the hot paths (issue 11): built into SQL text once, sent as a named statement, so
 * PostgreSQL parses and plans it once per connection and Drizzle's query building and row mapping are
 * skipped. The name is derived from the text, so one text is always one statement. On PGlite (one
 * in-process connection) the statement goes through the same Drizzle session, unnamed.
 */
interface Prepared<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
  joinsNotNullableMap?: unknown;
}
interface Internals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown[] | undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): Prepared<{ rows: unknown[] }>;
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}
/** What runSelect needs of a Drizzle select builder (the fields its _prepare hands to the session). */
interface SelectInternals extends Internals {
  getSQL(): SQL;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: unknown;
}
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): unknown[];
};

export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Every connection keeps the statements it was sent by name, and list filters can be combined in many
 * ways: after this many distinct texts a statement runs unnamed, so a stream of odd filter
 * combinations cannot grow the connections' statement caches without bound.
 */
const namedLimit = 500;
const named = new Set<string>();

function nameFor(text: string): string | undefined {
  // Unnamed, PostgreSQL plans it for the values of each call.
  if (plannedPerValue(text)) return undefined;
  const name = statementName(text);
  if (named.has(name)) return name;
  if (named.size >= namedLimit) return undefined;
  named.add(name);
  return name;
}

/** The text and values `query` is sent as: equal keys, equal statements. */
export function statementKey(tx: Tx, query: SQL): string {
  const built = (tx as unknown as Internals).dialect.sqlToQuery(query);
  return JSON.stringify([built.sql, built.params]);
}

/** Runs `query` on `tx` (the database or a transaction) as a named statement; answers the raw rows. */
export async function runNamed<T>(tx: Tx, query: SQL): Promise<T[]> {
  const { session, dialect } = tx as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, nameFor(built.sql), false).execute();
  return result.rows as T[];
}

/**
 * A Drizzle select built per request (its filters vary) but sent as a named statement, rows mapped by
 * Drizzle as `await query` would: PostgreSQL parses it once per connection and shape of filter.
 */
export async function runSelect<T>(query: PromiseLike<T[]>): Promise<T[]> {
  const q = query as unknown as SelectInternals;
  const built = q.dialect.sqlToQuery(q.getSQL());
  const prepared = q.session.prepareQuery(
    built,
    orderSelectedFields(q.config.fields),
    nameFor(built.sql),
    true,
  );
  prepared.joinsNotNullableMap = q.joinsNotNullableMap;
  return (await prepared.execute()) as unknown as T[];
}

/**
 * A statement with `sql.placeholder(...)` parameters, built once for `db` (not a transaction) and run
 * with the placeholders' values: the cheapest round trip there is.
 */
export function preparedStatement<T, P extends Record<string, unknown>>(
  db: Tx,
  query: SQL,
): (values: P) => Promise<T[]> {
  const { session, dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  return async (values) => (await prepared.execute(values)).rows as T[];
}

/**
 * A Drizzle select with `sql.placeholder(...)` parameters, built and prepared once per database (or
 * transaction) it runs on, rows mapped by Drizzle: for the fixed statements of hot reads (a record by
 * id, a typeahead).
 */
export function preparedSelect<T, P extends Record<string, unknown>>(
  build: (db: Tx) => { prepare(name: string): Prepared<T[]>; toSQL(): { sql: string } },
): (db: Tx, values: P) => Promise<T[]> {
  const byDb = new WeakMap<object, Prepared<T[]>>();
  return (db, values) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      const query = build(db);
      prepared = query.prepare(statementName(query.toSQL().sql));
      byDb.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
