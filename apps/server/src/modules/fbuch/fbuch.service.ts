import { eq } from 'drizzle-orm';
import {
  fbnrAuszugAllowed,
  fbuchAuszugPath,
  fbuchEvents,
  fbuchRedirectPath,
  fbuchTopic,
  messages,
  normalizeFbnr,
  type FbuchAuszug,
  type FbuchAuszugAnswer,
  type FbuchAuszugRow,
  type FbuchAuszugState,
  type FirmenbuchExtract,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { fbuchAuszuege } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { isUniqueViolation, NotFoundError, orNotFound, ValidationError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { geocodeAuszug, holeAuszug, type AuszugOutcome } from '../../platform/firma-aus-firmenbuch';
import type { FirmenbuchProvider } from '../../platform/providers/fbuch';
import type { Geocoder } from '../../platform/providers/geocoding';
import * as repo from './fbuch.repository';

export const fbuchQueue = 'fbuch-auszug';
export interface FbuchJob {
  auszugId: number;
}

export interface FbuchContext {
  db: Db;
  jobs: Jobs;
  realtime: Pick<Realtime, 'emit'>;
  provider: FirmenbuchProvider;
  /** Coordinates for an address an extract brings (DESIGN §8 provider). */
  geocoder: Geocoder;
}

export async function getAuszugState(
  ctx: Pick<FbuchContext, 'db' | 'provider'>,
  id: number,
): Promise<FbuchAuszugState> {
  const auszug = orNotFound(await repo.findAuszug(ctx.db, id));
  return { ...auszug, rows: await repo.listRows(ctx.db, id), quelle: ctx.provider.kind };
}

async function getAuszug(tx: Tx, id: number): Promise<FbuchAuszug> {
  return orNotFound(await repo.findAuszug(tx, id));
}

/**
 * SPEC §7 `POST /api/firmen/fbuchauszug`: a query for one FN, run as a job. The firm is the named one
 * (`firma_id`), else the one holding the FN; with neither the job creates the firm from the extract.
 */
export async function startAuszug(
  ctx: FbuchContext,
  actor: Actor,
  input: { fbnr: string; firma_id?: number | null },
): Promise<FbuchAuszugAnswer> {
  const holder = await repo.firmaByFnr(ctx.db, input.fbnr);
  let firmaId = holder?.id ?? null;
  if (input.firma_id) {
    if (!(await repo.firmaExists(ctx.db, input.firma_id))) throw new NotFoundError();
    if (holder && holder.id !== input.firma_id) throw ValidationError.field('fbnr', messages.fbnrVorhanden);
    firmaId = input.firma_id;
  }
  const id = await ctx.db.transaction(async (tx) => {
    const auszugId = await repo.insertAuszug(tx, actor);
    await repo.insertRows(tx, auszugId, [
      { fbnr: input.fbnr, firma_id: firmaId, status: 'waiting', message: null },
    ]);
    await repo.refreshStats(tx, auszugId);
    return auszugId;
  });
  await ctx.jobs.send<FbuchJob>(fbuchQueue, { auszugId: id });
  return ['ok', firmaId ? fbuchRedirectPath(firmaId) : fbuchAuszugPath(id), id];
}

/** A query for many firms (the firm list's selection); firms without a valid Austrian FN fail at once. */
export async function startBatch(
  ctx: FbuchContext,
  actor: Actor,
  firmaIds: number[],
): Promise<{ id: number }> {
  const found = await repo.firmenByIds(ctx.db, firmaIds);
  const byId = new Map(found.map((f) => [f.id, f]));
  const firms = [...new Set(firmaIds)].flatMap((id) => byId.get(id) ?? []);
  if (!firms.length) throw ValidationError.field('firma_ids', messages.keineAuswahl);
  const rows: repo.NewRow[] = firms.map((f) => {
    const fbnr = normalizeFbnr(f.fbnr);
    return fbnrAuszugAllowed(fbnr, f.land)
      ? { fbnr, firma_id: f.id, status: 'waiting', message: null }
      : { fbnr, firma_id: f.id, status: 'failed', message: messages.fbuchKeineFnr };
  });
  const id = await ctx.db.transaction(async (tx) => {
    const auszugId = await repo.insertAuszug(tx, actor);
    await repo.insertRows(tx, auszugId, rows);
    await repo.refreshStats(tx, auszugId);
    return auszugId;
  });
  if (rows.some((r) => r.status === 'waiting')) await ctx.jobs.send<FbuchJob>(fbuchQueue, { auszugId: id });
  return { id };
}

/** One more FN for an existing query; the page hears `add_row` and `update_stats`. */
export async function addRow(ctx: FbuchContext, auszugId: number, fbnr: string): Promise<FbuchAuszugRow> {
  await getAuszug(ctx.db, auszugId);
  const holder = await repo.firmaByFnr(ctx.db, fbnr);
  const { rowId, stats, status } = await ctx.db.transaction(async (tx) => {
    const [id] = await repo.insertRows(tx, auszugId, [
      { fbnr, firma_id: holder?.id ?? null, status: 'waiting', message: null },
    ]);
    await repo.setAuszugStatus(tx, auszugId, 'running');
    return { rowId: id!, ...(await repo.refreshStats(tx, auszugId)) };
  });
  const row = (await repo.findRow(ctx.db, auszugId, rowId))!;
  const topic = fbuchTopic(auszugId);
  ctx.realtime.emit(topic, fbuchEvents.addRow, row);
  ctx.realtime.emit(topic, fbuchEvents.updateStats, stats);
  ctx.realtime.emit(topic, fbuchEvents.state, { ...(await getAuszug(ctx.db, auszugId)), status });
  await ctx.jobs.send<FbuchJob>(fbuchQueue, { auszugId });
  return row;
}

/** Cancels a query (DESIGN §8): its waiting rows fail with 'Abgebrochen.'; a running job finds nothing left. */
export async function cancelAuszug(ctx: FbuchContext, auszugId: number): Promise<FbuchAuszugState> {
  await getAuszug(ctx.db, auszugId);
  const { ids, stats } = await ctx.db.transaction(async (tx) => {
    const ended = await repo.failWaitingRows(tx, auszugId, messages.fbuchAbgebrochen);
    return { ids: ended, ...(await repo.refreshStats(tx, auszugId)) };
  });
  const state = await getAuszugState(ctx, auszugId);
  const topic = fbuchTopic(auszugId);
  for (const row of state.rows.filter((r) => ids.includes(r.id)))
    ctx.realtime.emit(topic, fbuchEvents.updateRow, row);
  ctx.realtime.emit(topic, fbuchEvents.updateStats, stats);
  const { rows: _rows, quelle: _quelle, ...auszug } = state;
  ctx.realtime.emit(topic, fbuchEvents.state, auszug);
  return state;
}

async function actorOf(tx: Tx, auszugId: number): Promise<Actor> {
  const [row] = await tx
    .select({ creator_id: fbuchAuszuege.creator_id })
    .from(fbuchAuszuege)
    .where(eq(fbuchAuszuege.id, auszugId));
  return { userId: row?.creator_id ?? 0, originalUserId: null };
}

type Outcome = AuszugOutcome & { geo?: repo.ExtractGeo };

/**
 * An extract that moves the firm (or creates it) needs coordinates for the new address: asked before the
 * transaction, so no row stays locked while the service answers. A failing service leaves none (null).
 */
async function geocodeIfMoved(
  ctx: FbuchContext,
  row: { fbnr: string; firma_id: number | null },
  extract: FirmenbuchExtract,
): Promise<repo.ExtractGeo> {
  const firmaId = row.firma_id ?? (await repo.firmaByFnr(ctx.db, row.fbnr))?.id;
  const before = firmaId ? await repo.firmaAddress(ctx.db, firmaId) : undefined;
  if (!repo.addressMoved(before, extract)) return undefined;
  return geocodeAuszug(ctx.geocoder, extract);
}

/** Applies one row's outcome in one transaction: row, firm (update or create, audited) and stats. */
async function applyOutcome(
  db: Db,
  actor: Actor,
  auszugId: number,
  row: { id: number; fbnr: string; firma_id: number | null },
  outcome: Outcome,
) {
  return db.transaction(async (tx) => {
    if (outcome.status === 'failed') {
      if (!(await repo.finishRow(tx, row.id, { status: 'failed', message: outcome.message }))) return null;
      return repo.refreshStats(tx, auszugId);
    }
    const holder = await repo.firmaByFnr(tx, row.fbnr);
    let firmaId = row.firma_id ?? holder?.id ?? null;
    if (holder && firmaId !== holder.id) {
      if (!(await repo.finishRow(tx, row.id, { status: 'failed', message: messages.fbnrVorhanden })))
        return null;
      return repo.refreshStats(tx, auszugId);
    }
    let changes = firmaId
      ? await repo.applyExtractToFirma(tx, actor, firmaId, outcome.extract, outcome.geo)
      : null;
    if (!changes) {
      const created = await repo.createFirmaFromExtract(tx, actor, outcome.extract, outcome.geo);
      firmaId = created.id;
      changes = created.changes;
    }
    if (
      !(await repo.finishRow(tx, row.id, { status: 'success', message: null, firma_id: firmaId, changes }))
    ) {
      throw new AlreadyDone(); // another run finished this row: undo our firm change
    }
    return repo.refreshStats(tx, auszugId);
  });
}
class AlreadyDone extends Error {}

/**
 * The job: works through the query's waiting rows (idempotent: a row is finished once, by whichever run
 * gets there first), reporting each step on the query's topic.
 */
export async function processAuszug(ctx: FbuchContext, auszugId: number, signal: AbortSignal): Promise<void> {
  const topic = fbuchTopic(auszugId);
  const auszug = await repo.findAuszug(ctx.db, auszugId);
  if (!auszug) return; // deleted meanwhile
  const actor = await actorOf(ctx.db, auszugId);
  if (auszug.status === 'waiting') {
    await repo.setAuszugStatus(ctx.db, auszugId, 'running');
    ctx.realtime.emit(topic, fbuchEvents.state, { ...auszug, status: 'running' });
  }
  for (;;) {
    if (signal.aborted) return; // the rest is resumed at the next start
    const row = await repo.nextWaitingRow(ctx.db, auszugId);
    if (!row) break;
    const fetched = await holeAuszug(ctx.provider, row.fbnr);
    const outcome: Outcome =
      fetched.status === 'success'
        ? { ...fetched, geo: await geocodeIfMoved(ctx, row, fetched.extract) }
        : fetched;
    let result: Awaited<ReturnType<typeof applyOutcome>>;
    try {
      result = await applyOutcome(ctx.db, actor, auszugId, row, outcome);
    } catch (e) {
      if (e instanceof AlreadyDone) continue;
      if (!isUniqueViolation(e)) throw e;
      // Someone registered the FN meanwhile (unique fbnr): this row fails, the firm stays as it is.
      result = await applyOutcome(ctx.db, actor, auszugId, row, {
        status: 'failed',
        message: messages.fbnrVorhanden,
      });
    }
    if (!result) continue;
    ctx.realtime.emit(topic, fbuchEvents.updateRow, await repo.findRow(ctx.db, auszugId, row.id));
    ctx.realtime.emit(topic, fbuchEvents.updateStats, result.stats);
  }
  const final = await repo.refreshStats(ctx.db, auszugId);
  if (final.status === 'done') ctx.realtime.emit(topic, fbuchEvents.state, await getAuszug(ctx.db, auszugId));
}

export const unfinishedAuszuege = (db: Db) => repo.unfinishedAuszugIds(db);
