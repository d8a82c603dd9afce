import { executionAsyncId } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, RootHandleInTransactionError, type Database } from './client';
import { freshPostgresDatabase } from '../testing/fresh-database';
import { until } from '../testing/until';

/**
 * The no-hang guard (issue 23): a call on the root handle from inside an open transaction's callback is
 * refused at once on both engines. Without the guard, on PGlite (one connection) the root call waits for
 * the transaction and the transaction for the call: these tests would time out instead.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let database: Database;
let dropDatabase = async () => {};
const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];

beforeAll(async () => {
  const fresh = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  const url = fresh?.url;
  if (fresh) dropDatabase = fresh.drop;
  database = await openDatabase({
    url,
    dataDir: 'memory://',
    poolSize: 2,
    slowMs: 300,
    warn: (details, message) => warnings.push({ details, message }),
  });
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

/** Rejects when `promise` has not settled after `ms`: a hang shows as a failure, not as a stuck run. */
function within<T>(promise: Promise<T>, ms = 2_000): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: hung`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('no root handle inside a transaction', () => {
  it('refuses a drizzle root query inside db.transaction at once, naming where the transaction was opened', async () => {
    const attempt = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // eslint-disable-next-line local/no-root-db-in-transaction -- the mistake under test
      await database.db.execute(sql`select 2`);
    });
    const error = guardError(await within(attempt).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(RootHandleInTransactionError);
    expect(String((error as Error).message)).toMatch(/use the transaction \(tx\)/);
    expect(String((error as Error).message)).toContain('client.test.ts');
  });

  it('refuses database.query, the pool / PGlite instance and a second root transaction inside a transaction', async () => {
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['database.query', () => database.query('select 1')],
      ['nested root transaction', () => database.db.transaction(async () => {})],
      database.pool
        ? ['pool.query', () => database.pool!.query('select 1')]
        : ['pglite.query', () => database.pglite!.query('select 1')],
      database.pool
        ? ['pool.connect', () => database.pool!.connect()]
        : ['pglite.exec', () => database.pglite!.exec('select 1')],
    ];
    for (const [what, call] of calls) {
      const attempt = database.db.transaction(async () => {
        await call();
      });
      expect(guardError(await within(attempt).catch((e: unknown) => e)), what).toBeInstanceOf(
        RootHandleInTransactionError,
      );
    }
  });

  it('lets the transaction, savepoints and root calls after it work; late timers created inside are not refused', async () => {
    let late: Promise<unknown> | undefined;
    const result = await within(
      database.db.transaction(async (tx) => {
        const inner = await tx.transaction(async (sp) => rowsOf(await sp.execute(sql`select 41 + 1 as n`)));
        // Runs after the transaction ended: allowed (the rule cannot tell, the run-time guard can).
        late = new Promise((resolve, reject) =>
          // eslint-disable-next-line local/no-root-db-in-transaction
          setTimeout(() => database.query('select 1').then(resolve, reject), 50),
        );
        return inner;
      }),
    );
    expect(result).toEqual([{ n: 42 }]);
    await expect(within(late!)).resolves.toEqual([{ '?column?': 1 }]);
    await expect(within(database.query<{ n: number }>('select 7 as n'))).resolves.toEqual([{ n: 7 }]);
  });

  it('keeps transactions apart: a root call in a parallel context is not refused', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`select 1`);
      await held;
    });
    // On pg another pool client answers; on PGlite the call waits for the transaction, which then ends.
    const outside = database.query('select 1');
    release();
    await within(tx);
    await expect(within(outside)).resolves.toHaveLength(1);
  });

  it('tracks async contexts only while a transaction is open: reads after it pay nothing for the guard', async () => {
    // The id of the context a promise continues in: 0 while Node's promise hooks are off.
    const promiseContext = async () => {
      await null;
      return executionAsyncId();
    };
    let releaseFirst!: () => void;
    let releaseSecond!: () => void;
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => (releaseFirst = r));
    });
    const second = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise<void>((r) => (releaseSecond = r));
      // The first transaction has ended meanwhile; this one is still open and still guarded.
      // eslint-disable-next-line local/no-root-db-in-transaction -- the mistake under test
      return database.query('select 1').catch((e: unknown) => e);
    });
    await until(async () => releaseFirst, Boolean, 2_000, 5);
    expect(await promiseContext()).not.toBe(0);
    releaseFirst();
    await within(first);
    await until(async () => releaseSecond, Boolean, 2_000, 5);
    releaseSecond();
    expect(guardError(await within(second))).toBeInstanceOf(RootHandleInTransactionError);
    expect(await promiseContext()).toBe(0);
  });

  it('reports a call waiting longer than the limit with what holds the connection', async () => {
    warnings.length = 0;
    // The transaction holds the connection (PGlite's only one) while it waits for something else.
    const slow = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((r) => setTimeout(r, 700));
    });
    const waiting = database.query('select 1');
    await within(Promise.all([slow, waiting]));
    const report = warnings.find((w) => /waiting longer than 300 ms/.test(w.message));
    expect(report).toBeDefined();
    // What holds it: the transaction, with the place it was opened.
    expect(JSON.stringify(report!.details)).toContain('client.test.ts');
    expect(JSON.stringify(report!.details)).toContain('transaction');
  });
});

/** drizzle wraps a failed query's error (DrizzleQueryError): the guard's error is its cause. */
function guardError(error: unknown): unknown {
  let e = error;
  while (e instanceof Error && !(e instanceof RootHandleInTransactionError) && e.cause) e = e.cause;
  return e;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

describe.runIf(serverUrl)('PostgreSQL connections', () => {
  it('never JIT-compile a statement, however costly the planner thinks it', async () => {
    // A ten-million-row estimate: past jit_above_cost, PostgreSQL's default would compile it.
    const costly =
      'explain (format json) select count(*) from generate_series(1, 10000) a, generate_series(1, 1000) b where a + b > 0';
    const client = await database.pool!.connect();
    try {
      for (const plan of [await database.query(costly), (await client.query(costly)).rows])
        expect(JSON.stringify(plan)).not.toContain('JIT');
    } finally {
      client.release();
    }
  });
});
