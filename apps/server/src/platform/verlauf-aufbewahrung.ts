import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { runNamed } from './prepared';

/** Rows one statement deletes: short statements, so requests in between are served (PGlite has one connection). */
export const aufbewahrungBatch = 5_000;
/** Batches one run deletes at most; what is left goes at the next run. */
const maxBatches = 200;

/**
 * Deletes the audit rows older than `jahre` years (issue 28: the history's growth is bounded), oldest first,
 * `batch` rows a statement. The oldest rows are read by the primary key (ids grow with time), so a run with
 * nothing to delete costs one index probe. Returns the rows deleted.
 */
export async function verlaufAufbewahren(db: Db, jahre: number, batch = aufbewahrungBatch): Promise<number> {
  if (jahre <= 0) return 0;
  let deleted = 0;
  for (let i = 0; i < maxBatches; i++) {
    const [row] = await runNamed<{ n: number }>(
      db,
      sql`with oldest as (
        select id, at from audit_log order by id limit ${batch}
      ), gone as (
        delete from audit_log a using oldest o
        where a.id = o.id and o.at < now() - make_interval(years => ${jahre}::int) returning 1
      ) select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    deleted += n;
    if (n < batch) break;
    await yieldToRequests();
  }
  return deleted;
}

/** The periodic task's turn: the first of each (server) day purges, the others do nothing. */
export function taeglicheAufbewahrung(db: Db, jahre: number): () => Promise<number> {
  let lastDay = '';
  return async () => {
    const today = new Date().toDateString();
    if (jahre <= 0 || today === lastDay) return 0;
    const deleted = await verlaufAufbewahren(db, jahre);
    lastDay = today;
    return deleted;
  };
}
