import { and, asc, count, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  tzabfrageStatuses,
  tzRowStatuses,
  type KeysetPage,
  type Tzabfrage,
  type TzabfrageStatus,
  type TzRow,
  type TzRowStatus,
  type TzStats,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { grundbuchUrkunden, tzabfrageRows, tzabfragen } from '../../db/schema';
import { creator } from '../../platform/area-repository';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { findJobRecord, jobCounts, jobHead } from '../../platform/job-records';

/** A batch's cancelled rows, counted apart from failures (from the rows' status index). */
function cancelledCount() {
  return sql<number>`(select count(*)::int from ${tzabfrageRows} where ${tzabfrageRows.tzabfrage_id} = ${tzabfragen.id} and ${tzabfrageRows.status} = 'cancelled')`;
}

const batchSelection = {
  id: tzabfragen.id,
  gericht: tzabfragen.gericht,
  jahr: tzabfragen.jahr,
  bereich: tzabfragen.bereich,
  status: tzabfragen.status,
  created: tzabfragen.created,
  updated: tzabfragen.updated,
  creator_name: creator.name,
  all: tzabfragen.stat_all,
  done: tzabfragen.stat_done,
  ok: tzabfragen.stat_ok,
  error: tzabfragen.stat_error,
  cancelled: cancelledCount(),
};
type BatchRecord = { [K in keyof typeof batchSelection]: unknown };

function toBatch(r: BatchRecord): Tzabfrage {
  return {
    ...jobHead<TzabfrageStatus>(r),
    gericht: r.gericht as string,
    jahr: r.jahr as number,
    bereich: r.bereich as string,
    stats: jobCounts(r, 'all', 'done', 'ok', 'error', 'cancelled'),
  };
}

export async function findBatch(tx: Tx, id: number): Promise<Tzabfrage | undefined> {
  const row = await findJobRecord(tx, tzabfragen, batchSelection, id);
  return row ? toBatch(row) : undefined;
}

async function facets<S extends string>(
  statuses: readonly S[],
  query: PromiseLike<Array<{ status: string; n: number }>>,
) {
  const counts = await query;
  return Object.fromEntries(statuses.map((s) => [s, counts.find((c) => c.status === s)?.n ?? 0])) as Record<
    S,
    number
  >;
}

/** Newest first, keyset by id (`after`: the last id seen), with the count per status. */
export async function listBatches(
  tx: Tx,
  params: { after?: number; limit: number; status?: TzabfrageStatus },
): Promise<KeysetPage<Tzabfrage, TzabfrageStatus>> {
  const rows = await tx
    .select(batchSelection)
    .from(tzabfragen)
    .leftJoin(creator, eq(creator.id, tzabfragen.creator_id))
    .where(
      and(
        params.after ? lt(tzabfragen.id, params.after) : undefined,
        params.status ? eq(tzabfragen.status, params.status) : undefined,
      ),
    )
    .orderBy(desc(tzabfragen.id))
    .limit(params.limit + 1);
  const more = rows.length > params.limit;
  const data = rows.slice(0, params.limit).map(toBatch);
  return {
    data,
    next: more ? data[data.length - 1]!.id : null,
    facets: await facets(
      tzabfrageStatuses,
      tx.select({ status: tzabfragen.status, n: count() }).from(tzabfragen).groupBy(tzabfragen.status),
    ),
  };
}

const rowSelection = {
  id: tzabfrageRows.id,
  tzabfrage_id: tzabfrageRows.tzabfrage_id,
  tz: tzabfrageRows.tz,
  jahr: tzabfragen.jahr,
  status: tzabfrageRows.status,
  message: tzabfrageRows.message,
  urkunde_id: tzabfrageRows.urkunde_id,
  art: grundbuchUrkunden.art,
  updated: tzabfrageRows.updated,
};
const toRow = <R extends { status: string }>(r: R): TzRow =>
  ({ ...r, status: r.status as TzRowStatus }) as unknown as TzRow;

/** A batch's rows in TZ order (insert order), keyset by id, with the count per status. */
export async function listRows(
  tx: Tx,
  batchId: number,
  params: { after?: number; limit: number; status?: TzRowStatus },
): Promise<KeysetPage<TzRow, TzRowStatus>> {
  const rows = await tx
    .select(rowSelection)
    .from(tzabfrageRows)
    .innerJoin(tzabfragen, eq(tzabfragen.id, tzabfrageRows.tzabfrage_id))
    .leftJoin(grundbuchUrkunden, eq(grundbuchUrkunden.id, tzabfrageRows.urkunde_id))
    .where(
      and(
        eq(tzabfrageRows.tzabfrage_id, batchId),
        params.after ? gt(tzabfrageRows.id, params.after) : undefined,
        params.status ? eq(tzabfrageRows.status, params.status) : undefined,
      ),
    )
    .orderBy(asc(tzabfrageRows.id))
    .limit(params.limit + 1);
  const more = rows.length > params.limit;
  const data = rows.slice(0, params.limit).map(toRow);
  const counts = tx
    .select({ status: tzabfrageRows.status, n: count() })
    .from(tzabfrageRows)
    .where(eq(tzabfrageRows.tzabfrage_id, batchId))
    .groupBy(tzabfrageRows.status);
  return { data, next: more ? data[data.length - 1]!.id : null, facets: await facets(tzRowStatuses, counts) };
}

export async function findRow(tx: Tx, rowId: number): Promise<TzRow | undefined> {
  const [row] = await tx
    .select(rowSelection)
    .from(tzabfrageRows)
    .innerJoin(tzabfragen, eq(tzabfragen.id, tzabfrageRows.tzabfrage_id))
    .leftJoin(grundbuchUrkunden, eq(grundbuchUrkunden.id, tzabfrageRows.urkunde_id))
    .where(eq(tzabfrageRows.id, rowId));
  return row ? toRow(row) : undefined;
}

/** The TZ numbers of a court and year whose deed is stored already. */
export async function storedTz(tx: Tx, gericht: string, jahr: number): Promise<Set<number>> {
  const rows = await tx
    .select({ tz: grundbuchUrkunden.tz })
    .from(grundbuchUrkunden)
    .where(and(eq(grundbuchUrkunden.gericht, gericht), eq(grundbuchUrkunden.jahr, jahr)));
  // A deed a user dropped into an import has no TZ: it is none of the register's.
  return new Set(rows.flatMap((r) => (r.tz === null ? [] : [r.tz])));
}

export async function insertBatch(
  tx: Tx,
  actor: Actor,
  values: { gericht: string; jahr: number; bereich: string; tz: number[] },
): Promise<number> {
  const [row] = await tx
    .insert(tzabfragen)
    .values({
      gericht: values.gericht,
      jahr: values.jahr,
      bereich: values.bereich,
      stat_all: values.tz.length,
      creator_id: actor.userId,
      editor_id: actor.userId,
    })
    .returning();
  await writeAudit(tx, actor, 'tzabfragen', row!.id, 'create', {
    ...diffRows(null, row!),
    tz: { old: null, new: values.bereich },
  });
  for (let i = 0; i < values.tz.length; i += 1000) {
    await tx
      .insert(tzabfrageRows)
      .values(values.tz.slice(i, i + 1000).map((tz) => ({ tzabfrage_id: row!.id, tz })));
  }
  return row!.id;
}

export async function setBatchStatus(
  tx: Tx,
  id: number,
  status: TzabfrageStatus,
  actor?: Actor,
): Promise<void> {
  const [before] = await tx
    .select({ status: tzabfragen.status })
    .from(tzabfragen)
    .where(eq(tzabfragen.id, id));
  await tx
    .update(tzabfragen)
    .set({
      status,
      updated: sql`now()`,
      ...(actor ? { editor_id: actor.userId, version: sql`${tzabfragen.version} + 1` } : {}),
    })
    .where(eq(tzabfragen.id, id));
  if (actor && before && before.status !== status)
    await writeAudit(tx, actor, 'tzabfragen', id, 'update', { status: { old: before.status, new: status } });
}

export function nextWaitingRow(tx: Tx, batchId: number) {
  return firstRow(
    tx
      .select({ id: tzabfrageRows.id, tz: tzabfrageRows.tz })
      .from(tzabfrageRows)
      .where(and(eq(tzabfrageRows.tzabfrage_id, batchId), eq(tzabfrageRows.status, 'waiting')))
      .orderBy(asc(tzabfrageRows.id))
      .limit(1),
  );
}

/**
 * Finishes a waiting row and counts it into the batch's stats in one statement pair; null when another
 * run finished it first (jobs are idempotent). Answers the new stats.
 */
export async function finishRow(
  tx: Tx,
  batchId: number,
  rowId: number,
  values: { status: 'ok' | 'error'; message: string | null; urkunde_id: number | null },
): Promise<TzStats | null> {
  const done = await tx
    .update(tzabfrageRows)
    .set({ ...values, updated: sql`now()` })
    .where(and(eq(tzabfrageRows.id, rowId), eq(tzabfrageRows.status, 'waiting')))
    .returning({ id: tzabfrageRows.id });
  if (!done.length) return null;
  const ok = values.status === 'ok' ? 1 : 0;
  const [stats] = await tx
    .update(tzabfragen)
    .set({
      stat_done: sql`${tzabfragen.stat_done} + 1`,
      stat_ok: sql`${tzabfragen.stat_ok} + ${ok}`,
      stat_error: sql`${tzabfragen.stat_error} + ${1 - ok}`,
      updated: sql`now()`,
    })
    .where(eq(tzabfragen.id, batchId))
    .returning({
      all: tzabfragen.stat_all,
      done: tzabfragen.stat_done,
      ok: tzabfragen.stat_ok,
      error: tzabfragen.stat_error,
      cancelled: cancelledCount(),
    });
  return stats ?? null;
}

/** Recounts a batch's stats from its rows (after cancel and retry, which change many rows at once). */
export async function recount(tx: Tx, batchId: number): Promise<TzStats> {
  const counts = await tx
    .select({ status: tzabfrageRows.status, n: count() })
    .from(tzabfrageRows)
    .where(eq(tzabfrageRows.tzabfrage_id, batchId))
    .groupBy(tzabfrageRows.status);
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const stats = {
    all: n('waiting') + n('ok') + n('error') + n('cancelled'),
    done: n('ok') + n('error'),
    ok: n('ok'),
    error: n('error'),
    cancelled: n('cancelled'),
  };
  await tx
    .update(tzabfragen)
    .set({
      stat_all: stats.all,
      stat_done: stats.done,
      stat_ok: stats.ok,
      stat_error: stats.error,
      updated: sql`now()`,
    })
    .where(eq(tzabfragen.id, batchId));
  return stats;
}

/** Cancels every waiting row (a state of its own, not a failure); answers how many. */
export async function cancelWaitingRows(tx: Tx, batchId: number): Promise<number> {
  const rows = await tx
    .update(tzabfrageRows)
    .set({ status: 'cancelled', message: null, updated: sql`now()` })
    .where(and(eq(tzabfrageRows.tzabfrage_id, batchId), eq(tzabfrageRows.status, 'waiting')))
    .returning({ id: tzabfrageRows.id });
  return rows.length;
}

/** Puts the failed (or cancelled) rows back to waiting; answers how many. */
export async function resetRows(tx: Tx, batchId: number, from: 'error' | 'cancelled'): Promise<number> {
  const rows = await tx
    .update(tzabfrageRows)
    .set({ status: 'waiting', message: null, updated: null })
    .where(and(eq(tzabfrageRows.tzabfrage_id, batchId), eq(tzabfrageRows.status, from)))
    .returning({ id: tzabfrageRows.id });
  return rows.length;
}

export async function unfinishedBatchIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: tzabfragen.id })
    .from(tzabfragen)
    .where(sql`${tzabfragen.status} in ('waiting', 'running')`);
  return rows.map((r) => r.id);
}

export async function creatorOf(tx: Tx, batchId: number): Promise<Actor> {
  const [row] = await tx
    .select({ creator_id: tzabfragen.creator_id })
    .from(tzabfragen)
    .where(eq(tzabfragen.id, batchId));
  return { userId: row?.creator_id ?? 0, originalUserId: null };
}
