import type pg from 'pg';
import type { Database } from './client';

// PGlite is one connection in one process: its advisory locks are re-entrant, so calls queue here instead.
const pgliteQueues = new WeakMap<object, Promise<unknown>>();

/**
 * Runs `fn` while holding a PostgreSQL advisory lock: instances starting together on one database do
 * it one after another (migrations, first-start seeding). `fn` gets the locked connection on PostgreSQL.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  fn: (client: pg.PoolClient | null) => Promise<T>,
): Promise<T> {
  if (!database.pool) {
    const owner = database.pglite ?? database;
    const previous = pgliteQueues.get(owner) ?? Promise.resolve();
    const run = previous.catch(() => {}).then(() => fn(null));
    pgliteQueues.set(owner, run);
    return run;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await fn(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    client.release();
  }
}
