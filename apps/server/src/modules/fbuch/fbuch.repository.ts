import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  FbuchAenderung,
  FbuchAuszug,
  FbuchAuszugRow,
  FbuchAuszugStatus,
  FbuchRowStatus,
  FbuchStats,
  FirmenbuchExtract,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { fbuchAuszuege, fbuchAuszugRows, firmen } from '../../db/schema';
import { creator } from '../../platform/area-repository';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import {
  addressMoved,
  extractFields,
  geoFields,
  toAenderungen,
  type ExtractGeo,
} from '../../platform/firma-aus-firmenbuch';
import { findJobRecord, jobCounts, jobHead } from '../../platform/job-records';
import { literalLimit } from '../../platform/list-query';

export { addressMoved, createFirmaFromExtract, type ExtractGeo } from '../../platform/firma-aus-firmenbuch';

const firstFnr = sql<
  string | null
>`(select r.fbnr from ${fbuchAuszugRows} r where r.auszug_id = ${fbuchAuszuege.id} order by r.id limit 1)`;

const auszugSelection = {
  id: fbuchAuszuege.id,
  status: fbuchAuszuege.status,
  created: fbuchAuszuege.created,
  updated: fbuchAuszuege.updated,
  creator_name: creator.name,
  fbnr: firstFnr,
  all: fbuchAuszuege.stat_all,
  done: fbuchAuszuege.stat_done,
  success: fbuchAuszuege.stat_success,
  failed: fbuchAuszuege.stat_failed,
};
type AuszugRecord = { [K in keyof typeof auszugSelection]: unknown } & Record<string, unknown>;

function toAuszug(r: AuszugRecord): FbuchAuszug {
  return {
    ...jobHead<FbuchAuszugStatus>(r),
    fbnr: (r.fbnr as string | null) ?? null,
    stats: jobCounts(r, 'all', 'done', 'success', 'failed'),
  };
}

export async function findAuszug(tx: Tx, id: number): Promise<FbuchAuszug | undefined> {
  const row = await findJobRecord(tx, fbuchAuszuege, auszugSelection, id);
  return row ? toAuszug(row) : undefined;
}

export async function listAuszuege(
  tx: Tx,
  params: { dir: 'asc' | 'desc'; page: number; perPage: number },
): Promise<{ rows: FbuchAuszug[]; total: number }> {
  const direction = params.dir === 'desc' ? desc : asc;
  const [rows, [totalRow]] = await Promise.all([
    tx
      .select(auszugSelection)
      .from(fbuchAuszuege)
      .leftJoin(creator, eq(creator.id, fbuchAuszuege.creator_id))
      .orderBy(direction(fbuchAuszuege.created), direction(fbuchAuszuege.id))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    tx.select({ total: count() }).from(fbuchAuszuege),
  ]);
  return { rows: rows.map(toAuszug), total: totalRow?.total ?? 0 };
}

const rowSelection = {
  id: fbuchAuszugRows.id,
  auszug_id: fbuchAuszugRows.auszug_id,
  fbnr: fbuchAuszugRows.fbnr,
  firma_id: fbuchAuszugRows.firma_id,
  firma_name: firmen.name,
  status: fbuchAuszugRows.status,
  message: fbuchAuszugRows.message,
  changes: fbuchAuszugRows.changes,
  updated: fbuchAuszugRows.updated,
};

export async function listRows(tx: Tx, auszugId: number, rowId?: number): Promise<FbuchAuszugRow[]> {
  const rows = await tx
    .select(rowSelection)
    .from(fbuchAuszugRows)
    .leftJoin(firmen, eq(firmen.id, fbuchAuszugRows.firma_id))
    .where(and(eq(fbuchAuszugRows.auszug_id, auszugId), rowId ? eq(fbuchAuszugRows.id, rowId) : undefined))
    .orderBy(fbuchAuszugRows.id);
  return rows.map((r) => ({ ...r, status: r.status as FbuchRowStatus }));
}

export async function findRow(tx: Tx, auszugId: number, rowId: number): Promise<FbuchAuszugRow | undefined> {
  return (await listRows(tx, auszugId, rowId))[0];
}

export interface NewRow {
  fbnr: string;
  firma_id: number | null;
  status: FbuchRowStatus;
  message: string | null;
}

export async function insertAuszug(tx: Tx, actor: Actor): Promise<number> {
  const [row] = await tx
    .insert(fbuchAuszuege)
    .values({ creator_id: actor.userId, editor_id: actor.userId })
    .returning();
  await writeAudit(tx, actor, 'fbuch_auszuege', row!.id, 'create', diffRows(null, row!));
  return row!.id;
}

export async function insertRows(tx: Tx, auszugId: number, rows: NewRow[]): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await tx
    .insert(fbuchAuszugRows)
    .values(
      rows.map((r) => ({ ...r, auszug_id: auszugId, updated: r.status === 'waiting' ? null : sql`now()` })),
    )
    .returning({ id: fbuchAuszugRows.id });
  return inserted.map((r) => r.id);
}

/** Recounts the rows and stores the stats (and `done` once nothing waits); answers the new stats. */
export async function refreshStats(
  tx: Tx,
  auszugId: number,
): Promise<{ stats: FbuchStats; status: FbuchAuszugStatus }> {
  const counts = await tx
    .select({ status: fbuchAuszugRows.status, n: count() })
    .from(fbuchAuszugRows)
    .where(eq(fbuchAuszugRows.auszug_id, auszugId))
    .groupBy(fbuchAuszugRows.status);
  const n = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  const stats = {
    all: n('waiting') + n('success') + n('failed'),
    done: n('success') + n('failed'),
    success: n('success'),
    failed: n('failed'),
  };
  const [current] = await tx
    .select({ status: fbuchAuszuege.status })
    .from(fbuchAuszuege)
    .where(eq(fbuchAuszuege.id, auszugId));
  const status: FbuchAuszugStatus =
    stats.done === stats.all ? 'done' : current?.status === 'waiting' ? 'waiting' : 'running';
  await tx
    .update(fbuchAuszuege)
    .set({
      stat_all: stats.all,
      stat_done: stats.done,
      stat_success: stats.success,
      stat_failed: stats.failed,
      status,
      updated: sql`now()`,
    })
    .where(eq(fbuchAuszuege.id, auszugId));
  return { stats, status };
}

export async function setAuszugStatus(tx: Tx, auszugId: number, status: FbuchAuszugStatus): Promise<void> {
  await tx
    .update(fbuchAuszuege)
    .set({ status, updated: sql`now()` })
    .where(eq(fbuchAuszuege.id, auszugId));
}

export async function nextWaitingRow(tx: Tx, auszugId: number) {
  const [row] = await tx
    .select({ id: fbuchAuszugRows.id, fbnr: fbuchAuszugRows.fbnr, firma_id: fbuchAuszugRows.firma_id })
    .from(fbuchAuszugRows)
    .where(and(eq(fbuchAuszugRows.auszug_id, auszugId), eq(fbuchAuszugRows.status, 'waiting')))
    .orderBy(fbuchAuszugRows.id)
    .limit(1);
  return row;
}

/** Finishes a waiting row; false when another run finished it first (jobs are idempotent). */
export async function finishRow(
  tx: Tx,
  rowId: number,
  values: {
    status: 'success' | 'failed';
    message: string | null;
    firma_id?: number | null;
    changes?: FbuchAenderung[] | null;
  },
): Promise<boolean> {
  const done = await tx
    .update(fbuchAuszugRows)
    .set({ ...values, updated: sql`now()` })
    .where(and(eq(fbuchAuszugRows.id, rowId), eq(fbuchAuszugRows.status, 'waiting')))
    .returning({ id: fbuchAuszugRows.id });
  return done.length > 0;
}

/** Ends every waiting row of a query as failed with `message`; answers the ended rows' ids. */
export async function failWaitingRows(tx: Tx, auszugId: number, message: string): Promise<number[]> {
  const rows = await tx
    .update(fbuchAuszugRows)
    .set({ status: 'failed', message, updated: sql`now()` })
    .where(and(eq(fbuchAuszugRows.auszug_id, auszugId), eq(fbuchAuszugRows.status, 'waiting')))
    .returning({ id: fbuchAuszugRows.id });
  return rows.map((r) => r.id);
}

export async function unfinishedAuszugIds(tx: Tx): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: fbuchAuszugRows.auszug_id })
    .from(fbuchAuszugRows)
    .where(eq(fbuchAuszugRows.status, 'waiting'));
  return rows.map((r) => r.id);
}

export async function firmenByIds(tx: Tx, ids: number[]) {
  return tx
    .select({ id: firmen.id, fbnr: firmen.fbnr, land: firmen.land })
    .from(firmen)
    .where(inArray(firmen.id, ids));
}

export async function firmaByFnr(tx: Tx, fbnr: string) {
  const [row] = await tx.select({ id: firmen.id }).from(firmen).where(eq(firmen.fbnr, fbnr));
  return row;
}

export async function firmaExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: firmen.id }).from(firmen).where(eq(firmen.id, id));
  return !!row;
}

/** The firm's address as geocoding sees it, to know whether an extract moves the firm. */
export function firmaAddress(tx: Tx, firmaId: number) {
  return firstRow(
    tx
      .select({ adresse: firmen.adresse, plz: firmen.plz, ort: firmen.ort })
      .from(firmen)
      .where(eq(firmen.id, firmaId)),
  );
}

/**
 * Updates the firm from the extract, versioned and audited like every edit; a new address gets new
 * coordinates (or none). Answers what changed, or null when the firm is gone.
 */
export async function applyExtractToFirma(
  tx: Tx,
  actor: Actor,
  firmaId: number,
  extract: FirmenbuchExtract,
  geo?: ExtractGeo,
): Promise<FbuchAenderung[] | null> {
  const [before] = await tx.select().from(firmen).where(eq(firmen.id, firmaId)).for('update');
  if (!before) return null;
  const [after] = await tx
    .update(firmen)
    .set({
      ...extractFields(extract),
      ...geoFields(addressMoved(before, extract), geo),
      version: sql`${firmen.version} + 1`,
      updated: sql`now()`,
      editor_id: actor.userId,
    })
    .where(eq(firmen.id, firmaId))
    .returning();
  const changes = diffRows(before, after!);
  if (Object.keys(changes).length) await writeAudit(tx, actor, 'firmen', firmaId, 'update', changes);
  return toAenderungen(changes);
}
