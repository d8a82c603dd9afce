import type pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client';

/** The database role a check's SQL runs as (migration 0028): NOLOGIN, SELECT on the domain tables only. */
export const leserRolle = 'datencheck_leser';

/**
 * Runs one statement of a check as the role datencheck_leser, in a read-only transaction with the time-out,
 * so that nothing of it reaches another request:
 * - PostgreSQL: on a connection of its own from the pool, which is closed afterwards (not returned): no
 *   setting, lock, temporary object or LISTEN of the check survives it.
 * - PGlite (one connection, shared by every request): the transaction is rolled back (a set_config, even a
 *   session-wide one, goes with it) and session advisory locks are released (the application takes none
 *   there: its PGlite locks are per transaction or in-process queues). PGlite cannot cancel a statement, so
 *   the time-out is checked afterwards by the caller; while the statement runs every other query waits.
 * The parser (datencheck.pruefung.ts) refuses anything that would try in the first place.
 */
export async function alsLeser<T>(db: Db, text: string, params: unknown[], timeoutMs: number): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  const ms = Math.max(1, Math.round(timeoutMs));
  const pglite = client as PGlite;
  if (typeof pglite.exec !== 'function' || typeof pglite.transaction !== 'function') {
    const c = await (client as pg.Pool).connect();
    try {
      await c.query('begin transaction read only');
      await c.query(`set local statement_timeout = ${ms}`);
      await c.query(`set local lock_timeout = ${ms}`);
      await c.query(`set local role ${leserRolle}`);
      // the extended protocol runs exactly one statement, whatever the text (PGlite's query() does too)
      const result = await c.query({ text, values: params, queryMode: 'extended' } as pg.QueryConfig);
      await c.query('rollback');
      return result.rows as T[];
    } finally {
      c.release(true);
    }
  }
  return pglite.transaction(async (tx) => {
    await tx.exec('set transaction read only');
    await tx.exec(`set local statement_timeout = ${ms}`);
    await tx.exec(`set local role ${leserRolle}`);
    await tx.exec('savepoint datencheck');
    let rows: T[] = [];
    let failure: unknown;
    try {
      rows = (await tx.query<T>(text, params)).rows;
    } catch (error) {
      failure = error;
      await tx.exec('rollback to savepoint datencheck');
    }
    await tx.exec('select pg_advisory_unlock_all()');
    await tx.rollback();
    if (failure !== undefined) throw failure;
    return rows;
  });
}
