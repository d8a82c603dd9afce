import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { datencheckAbfragen, datencheckLaeufe } from '../../db/schema';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { rowsOf, textArray } from './sql';
import { ValidationError } from '../../platform/errors';
import { anzahlSenden, autoErledigen } from './benachrichtigungen';

export const datencheckQueue = 'datencheck-lauf';
export interface DatencheckJob {
  laufId: number;
}
export interface DatencheckContext {
  db: Db;
  jobs: Jobs;
  realtime: Realtime;
  timeoutMs: number;
}

interface Fund {
  idx: string;
  row: Record<string, unknown>;
  hash: string;
}

/** A check's SQL failed: the German reason shown with the failed run (or on the form before saving). */
export class AbfrageFehler extends Error {}


/**
 * Runs a check's SELECT read-only (SET TRANSACTION READ ONLY, statement time-out) and answers its rows by
 * idx. The SQL is wrapped as a subquery of one parameterised statement: a second statement or a
 * data-modifying WITH cannot run, and anything that writes is refused by the read-only transaction.
 * PGlite ignores statement_timeout, so a run that took longer than allowed is refused afterwards too.
 */
export async function abfrageAusfuehren(db: Db, abfrageSql: string, timeoutMs: number, idx?: string, limit?: number): Promise<Fund[]> {
  const started = Date.now();
  try {
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction read only`);
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(timeoutMs)}`));
      const where = idx === undefined ? sql`` : sql` where q.idx::text = ${idx}`;
      const lim = limit === undefined ? sql`` : sql` limit ${limit}`;
      return rowsOf<Fund>(
        await tx.execute(
          sql`select q.idx::text as idx, to_jsonb(q) as row, md5(to_jsonb(q)::text) as hash from (${sql.raw(abfrageSql)}) q${where}${lim}`,
        ),
      );
    });
    if (Date.now() - started > timeoutMs) throw new AbfrageFehler(zeitueberschreitung(timeoutMs));
    return rows;
  } catch (error) {
    if (error instanceof AbfrageFehler) throw error;
    const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    const code = e.code ?? e.cause?.code;
    const message = e.cause?.message ?? e.message ?? String(error);
    if (code === '57014') throw new AbfrageFehler(zeitueberschreitung(timeoutMs));
    if (code === '25006') throw new AbfrageFehler('Die Abfrage versucht zu schreiben und wurde abgebrochen (nur lesende Abfragen sind erlaubt).');
    if (code === '42703' && /idx/.test(message)) throw new AbfrageFehler('Die Abfrage muss eine Spalte idx liefern (den Schlüssel des Datensatzes).');
    throw new AbfrageFehler(`Fehler in der Abfrage: ${message}`);
  }
}

const zeitueberschreitung = (ms: number) => `Zeitüberschreitung: Die Abfrage lief länger als ${Math.round(ms / 100) / 10} s und wurde abgebrochen.`;

/** Before saving a check: its SQL must run read-only within the time-out and answer an idx column. */
export async function abfragePruefen(db: Db, abfrageSql: string, timeoutMs: number): Promise<void> {
  try {
    await abfrageAusfuehren(db, abfrageSql, timeoutMs, undefined, 1);
  } catch (error) {
    if (error instanceof AbfrageFehler) throw new ValidationError({ sql: [error.message] });
    throw error;
  }
}

/** Queues a run of a check (all rows, or one idx for 'Erneut prüfen'); answers the run's id. */
export async function laufStarten(ctx: DatencheckContext, abfrageId: number, creatorId: number | null, idx?: string): Promise<number> {
  const [lauf] = await ctx.db
    .insert(datencheckLaeufe)
    .values({ abfrage_id: abfrageId, idx: idx ?? null, creator_id: creatorId })
    .returning({ id: datencheckLaeufe.id });
  await ctx.jobs.send<DatencheckJob>(datencheckQueue, { laufId: lauf!.id });
  return lauf!.id;
}

/** Runs not finished (waiting or interrupted mid-way): queued again at start. */
export async function offeneLaeufe(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: datencheckLaeufe.id })
    .from(datencheckLaeufe)
    .where(inArray(datencheckLaeufe.status, ['waiting', 'running']));
  return rows.map((r) => r.id);
}

/**
 * One run: read (read-only, time-out), then apply everything in one transaction (results, fixed rows,
 * exceptions flagged, verlauf, notifications done), so a failed or interrupted run changes nothing.
 * Idempotent: a finished run is not run again; an interrupted one starts over.
 */
export async function laufAusfuehren(ctx: DatencheckContext, laufId: number, signal?: AbortSignal): Promise<void> {
  const { db } = ctx;
  const [lauf] = await db.select().from(datencheckLaeufe).where(eq(datencheckLaeufe.id, laufId));
  if (!lauf || lauf.status === 'done' || lauf.status === 'failed') return;
  const [abfrage] = await db.select().from(datencheckAbfragen).where(eq(datencheckAbfragen.id, lauf.abfrage_id));
  if (!abfrage) return;
  await db.update(datencheckLaeufe).set({ status: 'running' }).where(eq(datencheckLaeufe.id, laufId));

  let funde: Fund[];
  try {
    funde = await abfrageAusfuehren(db, abfrage.sql, ctx.timeoutMs, lauf.idx ?? undefined);
  } catch (error) {
    if (!(error instanceof AbfrageFehler)) throw error;
    await db
      .update(datencheckLaeufe)
      .set({ status: 'failed', fehler: error.message, finished: sql`now()` })
      .where(eq(datencheckLaeufe.id, laufId));
    return;
  }
  // Stopping (shutdown, or killed in a test): nothing was written; resume runs it again.
  if (signal?.aborted) return;

  const empfaenger = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from datencheck_abfragen where id = ${abfrage.id} for update`);
    // Two runs of one check read side by side: the older read must not undo what a newer run applied.
    const [newer] = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from datencheck_laeufe where abfrage_id = ${abfrage.id} and id > ${laufId} and status = 'done' and idx is null limit 1`,
      ),
    );
    if (newer) {
      await tx
        .update(datencheckLaeufe)
        .set({ status: 'failed', fehler: 'Überholt: Ein späterer Lauf hat seine Ergebnisse schon übernommen.', finished: sql`now()` })
        .where(eq(datencheckLaeufe.id, laufId));
      return [];
    }
    const counts = await ergebnisseAnwenden(tx, abfrage.id, funde, lauf.idx);
    // The results pages' plans rest on the table's statistics: after a run that opened or closed many rows
    // they are gathered before the run shows as done, not whenever autovacuum gets to it (with a million new
    // open rows still counted as none, page 1 sorted them all, 2.5 s, instead of reading 500 in index order).
    if (counts.neu + counts.behoben >= statistikAb) await tx.execute(sql`analyze datencheck_ergebnisse`);
    await tx
      .update(datencheckLaeufe)
      .set({ status: 'done', finished: sql`now()`, ...counts })
      .where(and(eq(datencheckLaeufe.id, laufId)));
    return autoErledigen(tx, abfrage.id);
  });
  await anzahlSenden(ctx, empfaenger);
}

const chunk = 5000;
/** Rows opened or closed by one run from which it gathers the results' statistics (see laufAusfuehren). */
export const statistikAb = 10_000;

/**
 * The run's findings against the stored ones: upsert what was found (not excused), close what is no longer
 * found (all of the check's open rows, or the one idx), flag exceptions whose row changed. Answers verlauf.
 */
async function ergebnisseAnwenden(tx: Tx, abfrageId: number, funde: Fund[], idx: string | null) {
  // One finding per idx (a SELECT may repeat a key).
  const byIdx = new Map<string, Fund>();
  for (const f of funde) if (f.idx !== null && !byIdx.has(f.idx)) byIdx.set(f.idx, f);
  const all = [...byIdx.values()];

  const ausnahmen = rowsOf<{ idx: string; hash: string | null }>(
    await tx.execute(
      sql`select idx, hash from datencheck_ausnahmen where abfrage_id = ${abfrageId} and (bis is null or bis >= current_date)`,
    ),
  );
  const excused = new Map(ausnahmen.map((a) => [a.idx, a.hash]));
  const changed = all.filter((f) => excused.has(f.idx) && excused.get(f.idx) !== f.hash).map((f) => f.idx);
  if (changed.length)
    await tx.execute(
      sql`update datencheck_ausnahmen set geaendert = true where abfrage_id = ${abfrageId} and idx = any(${textArray(changed)}) and not geaendert`,
    );
  const offen = all.filter((f) => !excused.has(f.idx));

  const vorher = new Set(
    rowsOf<{ idx: string }>(
      await tx.execute(
        idx === null
          ? sql`select idx from datencheck_ergebnisse where abfrage_id = ${abfrageId} and offen`
          : sql`select idx from datencheck_ergebnisse where abfrage_id = ${abfrageId} and offen and idx = ${idx}`,
      ),
    ).map((r) => r.idx),
  );
  for (let i = 0; i < offen.length; i += chunk) {
    const part = offen.slice(i, i + chunk).map((f) => ({ idx: f.idx, row: f.row, hash: f.hash }));
    await tx.execute(sql`
      insert into datencheck_ergebnisse (abfrage_id, idx, row, hash)
      select ${abfrageId}, r.idx, r.row, r.hash from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as r(idx text, row jsonb, hash text)
      on conflict (abfrage_id, idx) do update set row = excluded.row, hash = excluded.hash, offen = true, behoben_am = null,
        seit = case when datencheck_ergebnisse.offen then datencheck_ergebnisse.seit else now() end`);
  }
  const found = offen.map((f) => f.idx);
  const gone = [...vorher].filter((i) => !byIdx.has(i));
  if (gone.length)
    await tx.execute(
      sql`update datencheck_ergebnisse set offen = false, behoben_am = now() where abfrage_id = ${abfrageId} and idx = any(${textArray(gone)})`,
    );
  const neu = found.filter((i) => !vorher.has(i)).length;
  return { ergebnisse: all.length, neu, behoben: gone.length, offen: found.length };
}

/** Whether a nightly run is due: no full run of any check since today's run hour. */
export async function nachtlaufFaellig(db: Db, stunde: number, now = new Date()): Promise<boolean> {
  if (stunde < 0 || now.getHours() < stunde) return false;
  const since = new Date(now);
  since.setHours(stunde, 0, 0, 0);
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from datencheck_laeufe where idx is null and created >= ${since.toISOString()}::timestamptz`),
  );
  return (row?.n ?? 0) === 0;
}

/** Queues a full run of every active check ('Jetzt prüfen' for all, and the nightly run). */
export async function alleStarten(ctx: DatencheckContext, creatorId: number | null): Promise<number[]> {
  const aktive = await ctx.db.select({ id: datencheckAbfragen.id }).from(datencheckAbfragen).where(eq(datencheckAbfragen.aktiv, true));
  const ids: number[] = [];
  for (const a of aktive) ids.push(await laufStarten(ctx, a.id, creatorId));
  return ids;
}

/** The first start's runs: rows only (resume queues them with the job system starting). */
export async function erstlauf(db: Db): Promise<void> {
  await db.execute(sql`insert into datencheck_laeufe (abfrage_id) select id from datencheck_abfragen where aktiv order by id`);
}
