import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  messages,
  tzabfrageEvents,
  tzabfrageTopic,
  tzBereich,
  tzText,
  type TzabfrageCreate,
  type TzabfrageState,
  type TzabfrageVorschau,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { NotFoundError, ValidationError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { GrundbuchError, jahrPeriode, looksLikePdf, type GrundbuchProvider } from '../../platform/providers/grundbuch';
import * as repo from './tzabfrage.repository';

export const tzabfrageQueue = 'grundbuch-tzabfrage';
export interface TzabfrageJob {
  tzabfrageId: number;
}

export interface TzabfrageContext {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  realtime: Pick<Realtime, 'emit'>;
  provider: GrundbuchProvider;
  storage: FileStorage;
}

/** A deed is at most this large (the register's PDFs are a few hundred KB). */
const maxUrkundeBytes = 50 * 1024 * 1024;

export async function getState(ctx: Pick<TzabfrageContext, 'db' | 'provider'>, id: number): Promise<TzabfrageState> {
  const batch = await repo.findBatch(ctx.db, id);
  if (!batch) throw new NotFoundError();
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
    listed = new Set(list.filter((e) => e.jahr === input.jahr && e.status === 'eingetragen').map((e) => e.tz));
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
    vorschau: { gesamt: input.tz.length, neu: neu.length, vorhanden, luecken, bereich: tzBereich(input.tz, input.jahr) },
    neu,
  };
}

/** Starts a batch of the new TZ numbers (as the preview counted them), run as a job. */
export async function startBatch(ctx: TzabfrageContext, actor: Actor, input: TzabfrageCreate): Promise<{ id: number }> {
  const { neu } = await vorschau(ctx, input);
  if (!neu.length) throw ValidationError.field('tz', messages.tzKeineNeuen);
  const id = await ctx.db.transaction((tx) =>
    repo.insertBatch(tx, actor, { gericht: input.gericht, jahr: input.jahr, bereich: tzBereich(input.tz, input.jahr), tz: neu }),
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

/** Cancels a batch: its waiting rows end as errors 'Abgebrochen.'; a running job finds nothing left. */
export async function cancelBatch(ctx: TzabfrageContext, actor: Actor, id: number): Promise<TzabfrageState> {
  const batch = await repo.findBatch(ctx.db, id);
  if (!batch) throw new NotFoundError();
  if (batch.status === 'waiting' || batch.status === 'running') {
    await ctx.db.transaction(async (tx) => {
      await repo.failWaitingRows(tx, id, messages.tzAbgebrochen);
      await repo.setBatchStatus(tx, id, 'cancelled', actor);
      await repo.recount(tx, id);
    });
  }
  return emitState(ctx, id);
}

/** 'Fehlgeschlagene erneut': only the failed rows wait again; answers how many. */
export async function retryFailed(ctx: TzabfrageContext, actor: Actor, id: number): Promise<{ count: number }> {
  const batch = await repo.findBatch(ctx.db, id);
  if (!batch) throw new NotFoundError();
  const count = await ctx.db.transaction(async (tx) => {
    const n = await repo.resetFailedRows(tx, id);
    if (n) {
      await repo.setBatchStatus(tx, id, 'waiting', actor);
      await repo.recount(tx, id);
    }
    return n;
  });
  if (!count) throw ValidationError.field('tzabfrage', messages.tzKeineFehlgeschlagenen);
  await emitState(ctx, id);
  await ctx.jobs.send<TzabfrageJob>(tzabfrageQueue, { tzabfrageId: id });
  return { count };
}

type Outcome = { status: 'ok'; urkundeId: number } | { status: 'error'; message: string };

/**
 * Fetches and stores one deed, once per court, year and TZ: a deed stored already (by an earlier batch or
 * a run that died after storing it) is not fetched again.
 */
async function fetchUrkunde(
  ctx: TzabfrageContext,
  actor: Actor,
  batch: { gericht: string; jahr: number },
  tz: number,
  signal: AbortSignal,
): Promise<Outcome | null> {
  const existing = await repo.findUrkunde(ctx.db, batch.gericht, batch.jahr, tz);
  if (existing) return { status: 'ok', urkundeId: existing.id };
  let urkunde;
  try {
    urkunde = await ctx.provider.urkunde(batch.gericht, tz, batch.jahr);
  } catch (e) {
    if (signal.aborted) return null;
    return { status: 'error', message: e instanceof GrundbuchError ? e.message : messages.grundbuchDienstFehler(e instanceof Error ? e.message : String(e)) };
  }
  if (signal.aborted) return null;
  if (!looksLikePdf(urkunde.bytes)) return { status: 'error', message: messages.grundbuchUrkundeBeschaedigt(tzText(tz, batch.jahr)) };
  const sha256 = createHash('sha256').update(urkunde.bytes).digest('hex');
  const stored = await ctx.storage.write(Readable.from([Buffer.from(urkunde.bytes)]), maxUrkundeBytes);
  const id = await ctx.db
    .transaction((tx) =>
      repo.insertUrkunde(tx, actor, { gericht: batch.gericht, jahr: batch.jahr, tz, art: urkunde.art, sha256, name: urkunde.name, size: stored.size, storage_key: stored.key }),
    )
    .catch(async (e: unknown) => {
      await ctx.storage.remove(stored.key);
      throw e;
    });
  if (id === null) {
    // Another run stored this TZ meanwhile: keep theirs, drop our copy.
    await ctx.storage.remove(stored.key);
    const theirs = await repo.findUrkunde(ctx.db, batch.gericht, batch.jahr, tz);
    return theirs ? { status: 'ok', urkundeId: theirs.id } : { status: 'error', message: messages.unbekannterFehler };
  }
  return { status: 'ok', urkundeId: id };
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
    const outcome = await fetchUrkunde(ctx, actor, batch, row.tz, signal);
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
