import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Raw SQL with $1 parameters, for infrastructure (socket adapter, jobs, benchmarks). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  pool?: pg.Pool;
  pglite?: PGlite;
  close(): Promise<void>;
}

// numeric and bigint columns arrive as strings: exact money, never floats (DESIGN §5).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on('error', () => {}); // idle client errors surface on the next query instead of crashing
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'pg',
      db,
      pool,
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const dir = options.dataDir ?? 'memory://';
  let dataDir = dir;
  if (!dir.startsWith('memory://')) {
    dataDir = path.resolve(dir, 'pgdata');
    await mkdir(dataDir, { recursive: true });
  }
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite,
    query: async <T>(text: string, params?: unknown[]) =>
      (await pglite.query<T>(text, params as unknown[])).rows,
    close: () => pglite.close(),
  };
}
