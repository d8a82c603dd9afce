import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { and, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { heuteWien, monitoringLaeufeBehalten, type MonitoringLauf, type MonitoringStand } from '@app/domain';
import type { Db } from '../../db/client';
import { dateien, kunden, monitoringLaeufe } from '../../db/schema';
import {
  BlockedTargetError,
  checkTargetUrl,
  guardedLookup,
  type AddressPolicy,
} from '../../platform/address-guard';
import type { Actor } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { HttpError, NotFoundError } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { Jobs } from '../../platform/jobs';
import { xlsxMime } from '../../platform/xlsx';
import { exportZeilen, sidefileCsv, sidefileXlsx, type ExportZeile } from './monitoring.export';

export const monitoringQueue = 'monitoring-lauf';
export interface MonitoringJob {
  laufId: number;
}

export interface MonitoringContext {
  db: Db;
  jobs: Jobs;
  storage: FileStorage;
  policy: AddressPolicy;
  /** Waits before the 2nd, 3rd … delivery attempt (back-off). */
  wartezeitenMs: readonly number[];
  timeoutMs: number;
}
export const standardWartezeitenMs = [2_000, 10_000, 30_000];

const laufSelection = {
  id: monitoringLaeufe.id,
  art: monitoringLaeufe.art,
  status: monitoringLaeufe.status,
  gestartet: monitoringLaeufe.gestartet,
  beendet: monitoringLaeufe.beendet,
  dauer_ms: monitoringLaeufe.dauer_ms,
  objekte: monitoringLaeufe.objekte,
  xlsx_datei_id: monitoringLaeufe.xlsx_datei_id,
  csv_datei_id: monitoringLaeufe.csv_datei_id,
  url: monitoringLaeufe.url,
  http_status: monitoringLaeufe.http_status,
  versuche: monitoringLaeufe.versuche,
  meldung: monitoringLaeufe.meldung,
};

export async function monitoringStand(db: Db, kundeId: number): Promise<MonitoringStand> {
  const [kunde] = await db
    .select({ naechster_lauf: kunden.naechster_lauf })
    .from(kunden)
    .where(eq(kunden.id, kundeId));
  if (!kunde) throw new NotFoundError();
  const laeufe: MonitoringLauf[] = await db
    .select(laufSelection)
    .from(monitoringLaeufe)
    .where(eq(monitoringLaeufe.kunde_id, kundeId))
    .orderBy(desc(monitoringLaeufe.id))
    .limit(monitoringLaeufeBehalten);
  return { naechster_lauf: kunde.naechster_lauf, laeufe };
}

/** Queues a run now (run button); the schedule is not moved. */
export async function laufStarten(
  ctx: MonitoringContext,
  actor: Actor | null,
  kundeId: number,
): Promise<number> {
  const id = await ctx.db.transaction(async (tx) => {
    const [kunde] = await tx.select().from(kunden).where(eq(kunden.id, kundeId)).for('update');
    if (!kunde) throw new NotFoundError();
    if (kunde.monitoring_art === null)
      throw new HttpError(409, 'Für diesen Kunden ist kein Monitoring eingerichtet.');
    const [lauf] = await tx
      .insert(monitoringLaeufe)
      .values({
        kunde_id: kundeId,
        art: kunde.monitoring_art,
        url: kunde.monitoring_art === 1 ? kunde.monitoring_url : null,
        ausgeloest_von: actor?.userId ?? null,
      })
      .returning({ id: monitoringLaeufe.id });
    if (actor)
      await writeAudit(tx, actor, 'monitoring_laeufe', lauf!.id, 'create', {
        kunde_id: { old: null, new: kundeId },
      });
    return lauf!.id;
  });
  await ctx.jobs.send<MonitoringJob>(monitoringQueue, { laufId: id });
  return id;
}

/**
 * The schedule: every Kunde whose next run is due gets a run, and its next run moves on by the interval.
 * The UPDATE claims the due Kunden, so with several instances each due run starts once.
 */
export async function faelligeStarten(ctx: MonitoringContext): Promise<number> {
  const due = await ctx.db
    .update(kunden)
    .set({ naechster_lauf: sql`now() + make_interval(days => ${kunden.intervall_tage})` })
    .where(and(lte(kunden.naechster_lauf, sql`now()`), sql`${kunden.monitoring_art} is not null`))
    .returning({ id: kunden.id });
  for (const k of due) await laufStarten(ctx, null, k.id);
  return due.length;
}

/** Runs unfinished after a restart. */
export async function offeneLaeufe(db: Db): Promise<MonitoringJob[]> {
  const open = await db
    .select({ id: monitoringLaeufe.id })
    .from(monitoringLaeufe)
    .where(inArray(monitoringLaeufe.status, ['waiting', 'running']));
  return open.map((r) => ({ laufId: r.id }));
}

async function speichern(
  ctx: MonitoringContext,
  bytes: Uint8Array,
  laufId: number,
  name: string,
  mime: string,
): Promise<{ id: number; key: string }> {
  const stored = await ctx.storage.write(Readable.from([Buffer.from(bytes)]), 200 * 1024 * 1024);
  const [row] = await ctx.db
    .insert(dateien)
    .values({
      resource: 'monitoring_laeufe',
      resource_id: laufId,
      name,
      mime,
      size: stored.size,
      storage_key: stored.key,
    })
    .returning({ id: dateien.id });
  return { id: row!.id, key: stored.key };
}

/** POSTs the JSON to the URL (SSRF guard of downloads); answers the HTTP status or throws on no answer. */
function post(url: string, body: string, policy: AddressPolicy, timeoutMs: number): Promise<number> {
  const target = new URL(url);
  checkTargetUrl(target, policy);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(target, {
      method: 'POST',
      lookup: guardedLookup(policy),
      agent: false,
      timeout: timeoutMs,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Immobilien-Backoffice/1.0',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy(new Error('Zeitüberschreitung')));
    req.on('error', reject);
    req.end(body);
  });
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Delivers to the Schnittstelle: retried with back-off on no answer or a 5xx/429 answer; 4xx other than
 * 429 is final (the receiver refuses the data). Every attempt counts; the last status is logged.
 */
async function liefern(
  ctx: MonitoringContext,
  laufId: number,
  url: string,
  zeilen: ExportZeile[],
  kunde: { id: number; name: string },
  signal: AbortSignal,
) {
  const body = JSON.stringify({
    kunde: { id: kunde.id, name: kunde.name },
    erstellt: new Date().toISOString(),
    kaufobjekte: zeilen,
  });
  let status: number | null;
  let meldung: string | null;
  let versuche = 0;
  for (;;) {
    versuche += 1;
    let gesperrt = false;
    try {
      status = await post(url, body, ctx.policy, ctx.timeoutMs);
      meldung = status >= 200 && status < 300 ? null : `Antwort HTTP ${status}`;
    } catch (error) {
      status = null;
      // A target the guard refuses stays refused: no retry.
      gesperrt = error instanceof BlockedTargetError || error instanceof TypeError;
      meldung = `${gesperrt ? 'Ziel nicht erlaubt' : 'Keine Antwort'}: ${error instanceof Error ? error.message : String(error)}`;
    }
    await ctx.db
      .update(monitoringLaeufe)
      .set({ versuche, http_status: status, meldung })
      .where(eq(monitoringLaeufe.id, laufId));
    const nochmal = !gesperrt && (status === null || status >= 500 || status === 429);
    if (!meldung || !nochmal || versuche > ctx.wartezeitenMs.length || signal.aborted) break;
    await wait(ctx.wartezeitenMs[versuche - 1]!, signal);
  }
  return { ok: !meldung, status, meldung, versuche };
}

/** One run (job handler): export the data, then store the Sidefile or deliver it; idempotent per run. */
export async function laufAusfuehren(
  ctx: MonitoringContext,
  laufId: number,
  signal: AbortSignal,
): Promise<void> {
  const [lauf] = await ctx.db.select().from(monitoringLaeufe).where(eq(monitoringLaeufe.id, laufId));
  if (!lauf || lauf.status === 'ok' || lauf.status === 'error') return;
  const [kunde] = await ctx.db.select().from(kunden).where(eq(kunden.id, lauf.kunde_id));
  if (!kunde) return;
  const start = Date.now();
  await ctx.db.update(monitoringLaeufe).set({ status: 'running' }).where(eq(monitoringLaeufe.id, laufId));
  const ende = (werte: Partial<typeof monitoringLaeufe.$inferInsert>) =>
    ctx.db
      .update(monitoringLaeufe)
      .set({ ...werte, beendet: new Date().toISOString(), dauer_ms: Date.now() - start })
      .where(eq(monitoringLaeufe.id, laufId));
  try {
    const zeilen = await exportZeilen(ctx.db, kunde.id, kunde.intervall_tage);
    if (lauf.art === 0) {
      const tag = heuteWien();
      const basis = `Sidefile-${kunde.name.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60)}-${tag}`;
      const xlsx = await speichern(ctx, sidefileXlsx(zeilen), laufId, `${basis}.xlsx`, xlsxMime);
      const csv = await speichern(
        ctx,
        new TextEncoder().encode(sidefileCsv(zeilen)),
        laufId,
        `${basis}.csv`,
        'text/csv; charset=utf-8',
      );
      await ende({ status: 'ok', objekte: zeilen.length, xlsx_datei_id: xlsx.id, csv_datei_id: csv.id });
    } else {
      const result = await liefern(ctx, laufId, lauf.url ?? '', zeilen, kunde, signal);
      await ende({ status: result.ok ? 'ok' : 'error', objekte: zeilen.length });
    }
  } catch (error) {
    await ende({ status: 'error', meldung: error instanceof Error ? error.message : String(error) });
  }
  await aufraeumen(ctx, kunde.id);
}

/** Keeps the last runs (and their files) of a Kunde. */
async function aufraeumen(ctx: MonitoringContext, kundeId: number): Promise<void> {
  const keep = await ctx.db
    .select({ id: monitoringLaeufe.id })
    .from(monitoringLaeufe)
    .where(eq(monitoringLaeufe.kunde_id, kundeId))
    .orderBy(desc(monitoringLaeufe.id))
    .limit(monitoringLaeufeBehalten);
  const alt = await ctx.db
    .select({ id: monitoringLaeufe.id })
    .from(monitoringLaeufe)
    .where(
      and(
        eq(monitoringLaeufe.kunde_id, kundeId),
        notInArray(
          monitoringLaeufe.id,
          keep.map((k) => k.id),
        ),
      ),
    );
  if (!alt.length) return;
  const ids = alt.map((a) => a.id);
  const files = await ctx.db
    .delete(dateien)
    .where(and(eq(dateien.resource, 'monitoring_laeufe'), inArray(dateien.resource_id, ids)))
    .returning({ key: dateien.storage_key });
  await ctx.db.delete(monitoringLaeufe).where(inArray(monitoringLaeufe.id, ids));
  for (const f of files) await ctx.storage.remove(f.key);
}

/** A Sidefile's bytes for download. */
export async function sidefileDatei(ctx: MonitoringContext, dateiId: number) {
  const [datei] = await ctx.db
    .select()
    .from(dateien)
    .where(and(eq(dateien.id, dateiId), eq(dateien.resource, 'monitoring_laeufe')));
  if (!datei) throw new NotFoundError();
  return { datei, ...(await ctx.storage.read(datei.storage_key)) };
}
