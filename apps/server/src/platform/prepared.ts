import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Raw statements on the hot paths (issue 11): built into SQL text once, sent as a named statement, so
 * PostgreSQL parses and plans it once per connection and Drizzle's query building and row mapping are
 * skipped. The name is derived from the text, so one text is always one statement. On PGlite (one
 * in-process connection) the statement goes through the same Drizzle session, unnamed.
 */
interface Internals {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      arrayMode: boolean,
    ): { execute(placeholders?: Record<string, unknown>): Promise<{ rows: unknown[] }> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

export function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/** Runs `query` on `tx` (the database or a transaction) as a named statement; answers the raw rows. */
export async function runNamed<T>(tx: Tx, query: SQL): Promise<T[]> {
  const { session, dialect } = tx as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const result = await session.prepareQuery(built, undefined, statementName(built.sql), false).execute();
  return result.rows as T[];
}

/**
 * A statement with `sql.placeholder(...)` parameters, built once for `db` (not a transaction) and run
 * with the placeholders' values: the cheapest round trip there is.
 */
export function preparedStatement<T, P extends Record<string, unknown>>(db: Tx, query: SQL): (values: P) => Promise<T[]> {
  const { session, dialect } = db as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  const prepared = session.prepareQuery(built, undefined, statementName(built.sql), false);
  return async (values) => (await prepared.execute(values)).rows as T[];
}
