import { AsyncLocalStorage } from 'node:async_hooks';
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
import { useLeanArrayRows } from './pg-array-rows';
import { useNamedStatements } from './pglite-statements';

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
  /** PGlite on disk: its data directory (`<DATA_DIR>/pgdata`); unset in memory and on PostgreSQL. */
  dataDir?: string;
  close(): Promise<void>;
}

// numeric and bigint columns arrive as strings: exact money, never floats (DESIGN §5).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
useLeanArrayRows();

export interface DatabaseOptions {
  /** postgres:// URL; without it PGlite is used. */
  url?: string;
  /** PGlite data directory; 'memory://' for a throw-away database. */
  dataDir?: string;
  /** PGlite only: starts from this dumped data directory (`pglite.dumpDataDir()`), e.g. a migrated template. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** Where a database call waiting longer than `slowMs` is reported (default: console.warn). */
  warn?: (details: Record<string, unknown>, message: string) => void;
  /** A call waiting this long is reported with what holds the connection (default 10 s). */
  slowMs?: number;
}

/**
 * A transaction opened through `db.transaction`: `open` while its callback runs. Kept in the async context
 * of the callback; it is a mutable object so that timers and promises created inside the transaction that
 * run after it ended find it closed and may use the root handle again.
 */
interface OpenTransaction {
  open: boolean;
  /** Where it was opened (its stack is read only when reported). */
  origin: Error;
  since: number;
}

/**
 * The transaction the current async context runs in, if any. Enabled only while a transaction is open:
 * an enabled AsyncLocalStorage switches on Node's promise hooks for every promise of the process (a tenth
 * of a microsecond each, 30–60 µs a request), and reads, the most requests, open none.
 */
const transactionContext = new AsyncLocalStorage<OpenTransaction>();
let openTransactions = 0;

export class RootHandleInTransactionError extends Error {
  constructor(what: string, transaction: OpenTransaction) {
    super(
      `${what} on the root database handle while a transaction is open in the same async context: ` +
        'use the transaction (tx) instead. On PGlite (one connection) this call would wait for the ' +
        'transaction, and the transaction for it, forever. The transaction was opened at:\n' +
        (transaction.origin.stack ?? '').split('\n').slice(1).join('\n'),
    );
    this.name = 'RootHandleInTransactionError';
  }
}

/** Throws when called (synchronously) from inside an open transaction's callback: the no-hang guard. */
export function assertNotInTransaction(what: string): void {
  const open = transactionContext.getStore();
  if (open?.open) throw new RootHandleInTransactionError(what, open);
}

/** Who currently uses the connection(s): open transactions and running root calls, for the slow-call report. */
interface Holder {
  what: string;
  since: number;
  origin?: Error;
  sql?: string;
}

class Watch {
  private readonly holders = new Set<Holder>();
  constructor(
    private readonly warn: (details: Record<string, unknown>, message: string) => void,
    private readonly slowMs: number,
  ) {}

  /** Runs `call`, known as a holder; reports it when it has not finished after `slowMs`. */
  async track<T>(holder: Holder, call: () => Promise<T>): Promise<T> {
    this.holders.add(holder);
    const timer = setTimeout(() => this.report(holder), this.slowMs);
    timer.unref();
    try {
      return await call();
    } finally {
      clearTimeout(timer);
      this.holders.delete(holder);
    }
  }

  private report(waiting: Holder): void {
    const now = Date.now();
    const describe = (h: Holder) => ({
      what: h.what,
      ms: now - h.since,
      ...(h.sql ? { sql: h.sql.slice(0, 300) } : {}),
      ...(h.origin ? { stack: (h.origin.stack ?? '').split('\n').slice(1, 12).join('\n') } : {}),
    });
    const holding = [...this.holders].filter((h) => h !== waiting).sort((a, b) => a.since - b.since);
    this.warn(
      { waiting: describe(waiting), holding: holding.slice(0, 10).map(describe) },
      `database call waiting longer than ${this.slowMs} ms`,
    );
  }
}

const defaultWarn = (details: Record<string, unknown>, message: string) =>
  console.warn(message, JSON.stringify(details));

/**
 * The no-hang guard and the slow-call watch on a drizzle root handle: `db.transaction` opens its callback in
 * a transaction context; root calls made while it is open are refused (see `assertNotInTransaction`).
 * Answers the handle as `Db`.
 */
function guardTransactions(handle: unknown, watch: Watch): Db {
  const db = handle as Db;
  const rootTransaction = db.transaction.bind(db);
  db.transaction = ((fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    assertNotInTransaction('db.transaction');
    const state: OpenTransaction = {
      open: false,
      origin: new Error('transaction opened'),
      since: Date.now(),
    };
    const holder: Holder = { what: 'transaction', since: state.since, origin: state.origin };
    return watch.track(holder, async () => {
      openTransactions++;
      try {
        return await transactionContext.run(state, () =>
          (rootTransaction as (f: (tx: unknown) => Promise<unknown>, c?: unknown) => Promise<unknown>)(
            async (tx) => {
              state.open = true;
              try {
                return await fn(tx);
              } finally {
                state.open = false;
              }
            },
            config,
          ).finally(() => {
            state.open = false;
          }),
        );
      } finally {
        // The next run() enables it again; contexts created meanwhile hold no store, as outside any.
        if (--openTransactions === 0) transactionContext.disable();
      }
    });
  }) as Db['transaction'];
  return db;
}

/** Replaces `target[name]` by a guarded, watched version (the root PGlite instance or pg pool). */
function guardMethod<O extends object>(target: O, name: keyof O & string, label: string, watch: Watch): void {
  const original = (target[name] as (...args: unknown[]) => unknown).bind(target);
  (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
    assertNotInTransaction(label);
    // pg's callback forms (pool.connect(cb), pool.query(text, cb)) are passed through unwatched.
    if (typeof args[args.length - 1] === 'function') return original(...args);
    const sql = typeof args[0] === 'string' ? args[0] : undefined;
    return watch.track({ what: label, since: Date.now(), sql }, () => original(...args) as Promise<unknown>);
  };
}

/**
 * The URL with `jit=off` among its connections' settings (beside any it names): where the planner
 * misestimated a list statement past jit_above_cost, PostgreSQL compiled it for 50–90 ms to run it in
 * under one (issue 29).
 */
function withoutJit(url: string): string {
  const parsed = new URL(url);
  const given = parsed.searchParams.get('options');
  parsed.searchParams.set('options', `${given ? `${given} ` : ''}-c jit=off`);
  return parsed.toString();
}

/**
 * Opens the database (PostgreSQL pool or PGlite). Every way to the root connection (drizzle's `db`,
 * `query`, the pool or PGlite instance, and so pg-boss) refuses calls from inside an open `db.transaction`
 * callback, on both engines and in every mode; a call waiting longer than 10 s is logged with what holds
 * the connection.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const watch = new Watch(options.warn ?? defaultWarn, options.slowMs ?? 10_000);
  if (options.url) {
    const pool = new pg.Pool({ connectionString: withoutJit(options.url), max: options.poolSize ?? 10 });
    pool.on('error', () => {}); // idle client errors surface on the next query instead of crashing
    guardMethod(pool, 'query', 'pool.query', watch);
    guardMethod(pool, 'connect', 'pool.connect', watch);
    await pool.query('select 1');
    return {
      kind: 'pg',
      db: guardTransactions(drizzlePg(pool, { schema }), watch),
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
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: options.loadDataDir,
  });
  useNamedStatements(pglite);
  for (const method of ['query', 'exec', 'transaction', 'sql', 'listen', 'unlisten'] as const) {
    guardMethod(pglite, method, `pglite.${method}`, watch);
  }
  return {
    kind: 'pglite',
    db: guardTransactions(drizzlePglite(pglite, { schema }), watch),
    pglite,
    ...(dataDir === dir ? {} : { dataDir }),
    query: async <T>(text: string, params?: unknown[]) =>
      (await pglite.query<T>(text, params as unknown[])).rows,
    close: () => pglite.close(),
  };
}
