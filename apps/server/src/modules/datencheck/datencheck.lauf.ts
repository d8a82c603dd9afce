import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { datencheckAbfragen, datencheckLaeufe } from '../../db/schema';
import type { Jobs } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { rowsOf, textArray } from './sql';
import { ValidationError } from '../../platform/errors';
import { anzahlSenden, autoErledigen } from './benachrichtigungen';
import { AbfrageFehler, abfrageParsen } from './datencheck.pruefung';
import { alsLeser, leserRolle } from './datencheck.leser';

export const datencheckQueue = 'datencheck-lauf';
export interface DatencheckJob {
  laufId: number;
}
export interface DatencheckContext {
  db: Db;
  jobs: Jobs;
  realtime: Realtime;
  timeoutMs: number;
  /** Most result rows of one run (DATENCHECK_MAX_ZEILEN); more refuse the run. */
  maxZeilen?: number;
}

interface Fund {
  idx: string;
  row: Record<string, unknown>;
  hash: string;
}

export { AbfrageFehler };

/** Most result rows one run may answer unless configured otherwise (DATENCHECK_MAX_ZEILEN). */
export const maxZeilenStandard = 100_000;

const relationenCache = new WeakMap<object, Promise<ReadonlySet<string>>>();
/**
 * The relations the role datencheck_leser may read (whole or some columns), from the database's grants
 * (migration 0028): the parser allows these and nothing else, so grants and parser cannot drift apart.
 */
export function leserRelationen(db: Db): Promise<ReadonlySet<string>> {
  let found = relationenCache.get(db);
  if (!found) {
    found = db
      .execute(
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
              and (has_table_privilege(${leserRolle}, c.oid, 'SELECT') or has_any_column_privilege(${leserRolle}, c.oid, 'SELECT'))`,
      )
      .then((result) => new Set(rowsOf<{ name: string }>(result).map((r) => r.name)));
    found.catch(() => relationenCache.delete(db));
    relationenCache.set(db, found);
  }
  return found;
}

/** The check's SQL once the parser accepted it (issue 24): the text that is wrapped and run. */
async function geprueft(db: Db, abfrageSql: string): Promise<string> {
  const text = abfrageSql.trim().replace(/;\s*$/, '');
  await abfrageParsen(text, await leserRelationen(db));
  return text;
}

/**
 * The check's SELECT wrapped as a subquery of one statement answering idx, the row as JSON and its hash.
 * The text passed the parser as exactly one SELECT; the line breaks keep a trailing line comment inside.
 */
const umschlossen = (text: string, rest: string) =>
  `select q.idx::text as idx, to_jsonb(q) as row, md5(to_jsonb(q)::text) as hash from (\n${text}\n) q${rest}`;

/**
 * Runs a check's SELECT and answers its rows by idx (all, or the one idx). The SQL is parsed first and
 * refused unless it is one SELECT over the tables, functions and types allowed (datencheck.pruefung.ts);
 * then it runs as the role datencheck_leser, read-only, with the time-out, on a connection whose state
 * ends with it (datencheck.leser.ts). More than `maxZeilen` rows refuse the run: cut results would close
 * the rows beyond the cut as fixed. PGlite ignores statement_timeout, so a run that took longer than
 * allowed is refused afterwards too.
 */
export async function abfrageAusfuehren(
  db: Db,
  abfrageSql: string,
  timeoutMs: number,
  idx?: string,
  maxZeilen = maxZeilenStandard,
): Promise<Fund[]> {
  const text = await geprueft(db, abfrageSql);
  const started = Date.now();
  const grenze = Math.max(1, Math.floor(maxZeilen));
  const rows = await lesen(
    () =>
      alsLeser<Fund>(
        db,
        idx === undefined
          ? umschlossen(text, ` limit ${grenze + 1}`)
          : umschlossen(text, ` where q.idx::text = $1 limit ${grenze + 1}`),
        idx === undefined ? [] : [idx],
        timeoutMs,
      ),
    timeoutMs,
  );
  if (Date.now() - started > timeoutMs) throw new AbfrageFehler(zeitueberschreitung(timeoutMs));
  if (rows.length > grenze)
    throw new AbfrageFehler(
      `Zu viele Ergebnisse: Die Abfrage liefert mehr als ${grenze.toLocaleString('de-DE')} Zeilen (Grenze DATENCHECK_MAX_ZEILEN). Bitte die Abfrage enger fassen.`,
    );
  return rows;
}

/** Runs `read` and turns the database's errors into the German reasons of a failed check. */
async function lesen<T>(read: () => Promise<T>, timeoutMs: number): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AbfrageFehler) throw error;
    const e = error as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    const code = e.code ?? e.cause?.code;
    const message = e.cause?.message ?? e.message ?? String(error);
    if (code === '57014' || code === '55P03') throw new AbfrageFehler(zeitueberschreitung(timeoutMs));
    if (code === '25006')
      throw new AbfrageFehler(
        'Die Abfrage versucht zu schreiben und wurde abgebrochen (nur lesende Abfragen sind erlaubt).',
      );
    if (code === '42501')
      throw new AbfrageFehler(
        `Keine Berechtigung: Eine Prüfung darf nur die freigegebenen Fachtabellen und Spalten lesen (${message}).`,
      );
    if (code === '42703' && /idx/.test(message))
      throw new AbfrageFehler('Die Abfrage muss eine Spalte idx liefern (den Schlüssel des Datensatzes).');
    throw new AbfrageFehler(`Fehler in der Abfrage: ${message}`);
  }
}

const zeitueberschreitung = (ms: number) =>
  `Zeitüberschreitung: Die Abfrage lief länger als ${Math.round(ms / 100) / 10} s und wurde abgebrochen.`;

/**
 * Before saving a check: its SQL must pass the parser and be planned as the role datencheck_leser with an
 * idx column (EXPLAIN: checked against the grants, tables and columns, but not run, so saving is quick and
 * on PGlite holds the one connection only for planning).
 */
export async function abfragePruefen(db: Db, abfrageSql: string, timeoutMs: number): Promise<void> {
  try {
    const text = await geprueft(db, abfrageSql);
    await lesen(() => alsLeser(db, `explain ${umschlossen(text, ' limit 1')}`, [], timeoutMs), timeoutMs);
  } catch (error) {
    if (error instanceof AbfrageFehler) throw new ValidationError({ sql: [error.message] });
    throw error;
  }
}

/** Queues a run of a check (all rows, or one idx for 'Erneut prüfen'); answers the run's id. */
export async function laufStarten(
  ctx: DatencheckContext,
  abfrageId: number,
  creatorId: number | null,
  idx?: string,
): Promise<number> {
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
export async function laufAusfuehren(
  ctx: DatencheckContext,
  laufId: number,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = ctx;
  const [lauf] = await db.select().from(datencheckLaeufe).where(eq(datencheckLaeufe.id, laufId));
  if (!lauf || lauf.status === 'done' || lauf.status === 'failed') return;
  const [abfrage] = await db
    .select()
    .from(datencheckAbfragen)
    .where(eq(datencheckAbfragen.id, lauf.abfrage_id));
  if (!abfrage) return;
  await db.update(datencheckLaeufe).set({ status: 'running' }).where(eq(datencheckLaeufe.id, laufId));

  let funde: Fund[];
  try {
    funde = await abfrageAusfuehren(db, abfrage.sql, ctx.timeoutMs, lauf.idx ?? undefined, ctx.maxZeilen);
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
        .set({
          status: 'failed',
          fehler: 'Überholt: Ein späterer Lauf hat seine Ergebnisse schon übernommen.',
          finished: sql`now()`,
        })
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
    await db.execute(
      sql`select count(*)::int as n from datencheck_laeufe where idx is null and created >= ${since.toISOString()}::timestamptz`,
    ),
  );
  return (row?.n ?? 0) === 0;
}

/** Queues a full run of every active check ('Jetzt prüfen' for all, and the nightly run). */
export async function alleStarten(ctx: DatencheckContext, creatorId: number | null): Promise<number[]> {
  const aktive = await ctx.db
    .select({ id: datencheckAbfragen.id })
    .from(datencheckAbfragen)
    .where(eq(datencheckAbfragen.aktiv, true));
  const ids: number[] = [];
  for (const a of aktive) ids.push(await laufStarten(ctx, a.id, creatorId));
  return ids;
}

/** The first start's runs: rows only (resume queues them with the job system starting). */
export async function erstlauf(db: Db): Promise<void> {
  await db.execute(
    sql`insert into datencheck_laeufe (abfrage_id) select id from datencheck_abfragen where aktiv order by id`,
  );
}
