import { createHash } from 'node:crypto';
import * as drizzle from 'drizzle-orm';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { plannedPerValue } from '../db/plan-per-value';
import { rowMapper, type SelectedField } from './row-mapper';
import { shapeOf, shapeValues, type LeafText, type Shape } from './statement-shape';

/**
 * Raw statements on the hot paths (issue 11): built into SQL text once, sent as a named statement, so
 * PostgreSQL parses and plans it once per connection and Drizzle's query building and row mapping are
 * skipped. The name is derived from the text, so one text is always one statement. On PGlite (one
 * in-process connection) the statement goes through the same Drizzle session, unnamed.
 */
interface Prepared<R> {
  execute(placeholders?: Record<string, unknown>): Promise<R>;
  joinsNotNullableMap?: unknown;
  fields?: SelectedField[];
  customResultMapper?: (rows: unknown[][]) => unknown;
}
interface Internals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: unknown[] | undefined,
      name: string | undefined,
      arrayMode: boolean,
      customResultMapper?: (rows: unknown[][]) => unknown,
    ): Prepared<{ rows: unknown[] }>;
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}
/** What runSelect needs of a Drizzle select builder (the fields its _prepare hands to the session). */
interface SelectInternals extends Internals {
  getSQL(): SQL;
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap: Record<string, boolean> | undefined;
}
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): SelectedField[];
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

/** Runs `query` on `tx` (the database or a transaction) as a named statement; answers the raw rows. */
export async function runNamed<T>(tx: Tx, query: SQL): Promise<T[]> {
  const { session, dialect } = tx as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, nameFor(built.sql), false).execute();
  return result.rows as T[];
}

/**
 * A Drizzle select built per request (its filters vary) but sent as a named statement, rows mapped as
 * `await query` maps them (row-mapper.ts): PostgreSQL parses it once per connection and shape of filter.
 */
export async function runSelect<T>(query: PromiseLike<T[]>): Promise<T[]> {
  const q = query as unknown as SelectInternals;
  const built = q.dialect.sqlToQuery(q.getSQL());
  const fields = orderSelectedFields(q.config.fields);
  const prepared = q.session.prepareQuery(
    built,
    fields,
    nameFor(built.sql),
    true,
    rowMapper(fields, q.joinsNotNullableMap),
  );
  return (await prepared.execute()) as unknown as T[];
}

const leafTexts = new WeakMap<object, string>();

/** What Drizzle writes for a leaf of a statement (a table, a column), written once per object. */
function leafText(tx: Tx): LeafText {
  const { dialect } = tx as unknown as Internals;
  return (chunk) => {
    let text = leafTexts.get(chunk);
    if (text === undefined) {
      text = dialect.sqlToQuery(sql`${chunk}`).sql;
      leafTexts.set(chunk, text);
    }
    return text;
  };
}

/** A filter (a WHERE fragment) with its shape: the key of its text and its values (statement-shape.ts). */
export interface ShapedFilter extends Shape {
  fragment: SQL;
}

const filters = new WeakMap<SQL, ShapedFilter>();

/** The shape of `fragment`, walked once per fragment (a request's page, count and decision share it). */
export function shapedFilter(tx: Tx, fragment: SQL): ShapedFilter {
  let filter = filters.get(fragment);
  if (!filter) {
    filter = { fragment, ...shapeOf(fragment, leafText(tx)) };
    filters.set(fragment, filter);
  }
  return filter;
}

interface ShapedStatement {
  built: { sql: string; params: unknown[] };
  fields: SelectedField[];
  rows: (rows: unknown[][]) => unknown;
  name: string | undefined;
}

/**
 * Selects built once per shape (issue 29, goal 2): Drizzle built a list statement's text again on every
 * request (17 % of a Kaufobjekte page's CPU on PostgreSQL). `run` gets the shape of everything the caller
 * varies besides the filter (sort, direction, page size, plan), the filter and a `build` that makes the
 * select from the filter; the first call of a shape builds it with the filter's values as placeholders,
 * later calls only fill them (and `values`, the caller's own placeholders such as the offset). Rows are
 * mapped as `await query` maps them (row-mapper.ts). At most `kept` shapes per set (a stream of odd filter
 * combinations cannot grow it without bound).
 */
export function shapedSelects(kept = 500) {
  const statements = new Map<string, ShapedStatement>();
  return async function run<T>(
    tx: Tx,
    shape: string,
    where: SQL | undefined,
    build: (where: SQL | undefined) => PromiseLike<T[]>,
    values: Record<string, unknown> = {},
  ): Promise<T[]> {
    const filter = where && shapedFilter(tx, where);
    const key = filter ? `${shape}\u0000${filter.key}` : shape;
    let statement = statements.get(key);
    if (!statement) {
      const template = where && shapeOf(where, leafText(tx), true).template;
      const q = build(template) as unknown as SelectInternals;
      const built = q.dialect.sqlToQuery(q.getSQL());
      const fields = orderSelectedFields(q.config.fields);
      statement = {
        built,
        fields,
        rows: rowMapper(fields, q.joinsNotNullableMap),
        name: nameFor(built.sql),
      };
      if (statements.size >= kept) statements.clear();
      statements.set(key, statement);
    }
    const { session } = tx as unknown as Internals;
    const prepared = session.prepareQuery(
      statement.built,
      statement.fields,
      statement.name,
      true,
      statement.rows,
    );
    const filled = filter ? { ...values, ...shapeValues(filter.values) } : values;
    return (await prepared.execute(filled)) as unknown as T[];
  };
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
 * transaction) it runs on, rows mapped as Drizzle maps them (row-mapper.ts): for the fixed statements
 * of hot reads (a record by id, a typeahead).
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
      if (prepared.fields)
        prepared.customResultMapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap as never);
      byDb.set(db, prepared);
    }
    return prepared.execute(values);
  };
}
