import {
  messages,
  tzabfrageEvents,
  tzabfrageTopic,
  tzBereich,
  type TzabfrageCreate,
  type TzabfrageState,
  type TzabfrageVorschau,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { orNotFound, ValidationError } from '../../platform/errors';
import { holeUrkunde, type GrundbuchJobContext } from '../../platform/grundbuch-urkunden';
import { GrundbuchError, jahrPeriode } from '../../platform/providers/grundbuch';
import * as repo from './tzabfrage.repository';

export const tzabfrageQueue = 'grundbuch-tzabfrage';
export interface TzabfrageJob {
  tzabfrageId: number;
}

export type TzabfrageContext = GrundbuchJobContext;

export async function getState(
  ctx: Pick<TzabfrageContext, 'db' | 'provider'>,
  id: number,
): Promise<TzabfrageState> {
  const batch = orNotFound(await repo.findBatch(ctx.db, id));
  return { ...batch, quelle: ctx.provider.kind };
}

/**
 * What a batch would do: the TZ numbers in the court's deed list for the year that are not stored yet
 * (`neu`, they become rows), those stored already and the gaps (not listed or withdrawn) are skipped.
 */
export async function vorschau(
  ctx: Pick<TzabfrageContext, 'db' | 'provider'>,
  input: TzabfrageCreate,
): Promise<{ vorschau: TzabfrageVorschau; neu: number[] }> {
  const { von, bis } = jahrPeriode(input.jahr);
  let listed: Set<number>;
  try {
    const list = await ctx.provider.urkundenliste(input.gericht, von, bis);
    listed = new Set(
      list.filter((e) => e.jahr === input.jahr && e.status === 'eingetragen').map((e) => e.tz),
    );
  } catch (e) {
    if (e instanceof GrundbuchError) throw ValidationError.field('gericht', e.message);
    throw e;
  }
  const stored = await repo.storedTz(ctx.db, input.gericht, input.jahr);
  const neu: number[] = [];
  let vorhanden = 0;
  let luecken = 0;
  for (const tz of input.tz) {
    if (stored.has(tz)) vorhanden++;
    else if (!listed.has(tz)) luecken++;
    else neu.push(tz);
  }
  return {
    vorschau: {
      gesamt: input.tz.length,
      neu: neu.length,
      vorhanden,
      luecken,
      bereich: tzBereich(input.tz, input.jahr),
    },
    neu,
  };
}

/** Starts a batch of the new TZ numbers (as the preview counted them), run as a job. */
export async function startBatch(
  ctx: TzabfrageContext,
  actor: Actor,
  input: TzabfrageCreate,
): Promise<{ id: number }> {
  const { neu } = await vorschau(ctx, input);
  if (!neu.length) throw ValidationError.field('tz', messages.tzKeineNeuen);
  const id = await ctx.db.transaction((tx) =>
    repo.insertBatch(tx, actor, {
      gericht: input.gericht,
      jahr: input.jahr,
      bereich: tzBereich(input.tz, input.jahr),
      tz: neu,
    }),
  );
  await ctx.jobs.send<TzabfrageJob>(tzabfrageQueue, { tzabfrageId: id });
  return { id };
}

async function emitState(ctx: TzabfrageContext, id: number): Promise<TzabfrageState> {
  const state = await getState(ctx, id);
  ctx.realtime.emit(tzabfrageTopic(id), tzabfrageEvents.state, state);
  ctx.realtime.emit(tzabfrageTopic(id), tzabfrageEvents.updateStats, state.stats);
  return state;
}

/** Cancels a batch: its waiting rows are cancelled (not failed); a running job finds nothing left. */
export async function cancelBatch(ctx: TzabfrageContext, actor: Actor, id: number): Promise<TzabfrageState> {
  const batch = orNotFound(await repo.findBatch(ctx.db, id));
  if (batch.status === 'waiting' || batch.status === 'running') {
    await ctx.db.transaction(async (tx) => {
      await repo.cancelWaitingRows(tx, id);
      await repo.setBatchStatus(tx, id, 'cancelled', actor);
      await repo.recount(tx, id);
    });
  }
  return emitState(ctx, id);
}

/**
 * 'Fehlgeschlagene erneut' (from 'error') and 'Abgebrochene fortsetzen' (from 'cancelled'): only those
 * rows wait again and the batch runs; answers how many.
 */
export async function requeueRows(
  ctx: TzabfrageContext,
  actor: Actor,
  id: number,
  from: 'error' | 'cancelled',
): Promise<{ count: number }> {
  orNotFound(await repo.findBatch(ctx.db, id));
  const count = await ctx.db.transaction(async (tx) => {
    const n = await repo.resetRows(tx, id, from);
    if (n) {
      await repo.setBatchStatus(tx, id, 'waiting', actor);
      await repo.recount(tx, id);
    }
    return n;
  });
  if (!count)
    throw ValidationError.field(
      'tzabfrage',
      from === 'error' ? messages.tzKeineFehlgeschlagenen : messages.tzKeineAbgebrochenen,
    );
  await emitState(ctx, id);
  await ctx.jobs.send<TzabfrageJob>(tzabfrageQueue, { tzabfrageId: id });
  return { count };
}

/**
 * The job: works through the batch's waiting rows in TZ order, each finished once by whichever run gets
 * there first (idempotent; a run that died is simply run again), reporting every row on the batch's topic.
 */
export async function processBatch(ctx: TzabfrageContext, id: number, signal: AbortSignal): Promise<void> {
  const batch = await repo.findBatch(ctx.db, id);
  if (!batch || batch.status === 'cancelled' || batch.status === 'done') return;
  const topic = tzabfrageTopic(id);
  const actor = await repo.creatorOf(ctx.db, id);
  if (batch.status === 'waiting') {
    await repo.setBatchStatus(ctx.db, id, 'running');
    await emitState(ctx, id);
  }
  for (;;) {
    if (signal.aborted) return; // the rest is resumed at the next start
    const row = await repo.nextWaitingRow(ctx.db, id);
    if (!row) break;
    const outcome = await holeUrkunde(
      ctx,
      actor,
      { gericht: batch.gericht, jahr: batch.jahr, tz: row.tz },
      signal,
    );
    if (!outcome) return;
    const stats = await ctx.db.transaction((tx) =>
      repo.finishRow(
        tx,
        id,
        row.id,
        outcome.status === 'ok'
          ? { status: 'ok', message: null, urkunde_id: outcome.urkundeId }
          : { status: 'error', message: outcome.message, urkunde_id: null },
      ),
    );
    if (!stats) continue;
    ctx.realtime.emit(topic, tzabfrageEvents.updateRow, await repo.findRow(ctx.db, row.id));
    ctx.realtime.emit(topic, tzabfrageEvents.updateStats, stats);
  }
  const now = await repo.findBatch(ctx.db, id);
  if (now?.status === 'running' && !(await repo.nextWaitingRow(ctx.db, id))) {
    await repo.setBatchStatus(ctx.db, id, 'done');
    await emitState(ctx, id);
  }
}

export const unfinishedBatches = (db: Db) => repo.unfinishedBatchIds(db);
