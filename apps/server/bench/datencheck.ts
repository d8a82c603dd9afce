// The Datencheck part of `npm run bench` (issue 12): full runs of seeded checks over all Kaufobjekte (read
// read-only with the time-out, then applied in one transaction), and the results page's data query with
// N open rows (a page of 500, a deep page, a fulltext filter, the checks with counts and verlauf; p50/p95).
import type { Database } from '../src/db/client';
import type { Jobs } from '../src/platform/jobs';
import type { Realtime } from '../src/platform/realtime';
import { laufAusfuehren, type DatencheckContext } from '../src/modules/datencheck/datencheck.lauf';
import { listAbfragen, listErgebnisse } from '../src/modules/datencheck/datencheck.repository';
import { percentile } from './percentile';

export interface DatencheckBenchRow {
  target: string;
  what: string;
  /** A run's time, or the median of the repeated reads. */
  ms: number;
  /** Repeated reads only: the 95th percentile. */
  p95?: number;
  rows: number;
}

/** Repetitions of each results-page / checks-list read (after one warm-up). */
const repeats = 20;

const time = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
};

async function run(ctx: DatencheckContext, database: Database, abfrageId: number): Promise<number> {
  const [{ id }] = (await database.query<{ id: number }>(
    'insert into datencheck_laeufe (abfrage_id) values ($1) returning id',
    [abfrageId],
  )) as [{ id: number }];
  await laufAusfuehren(ctx, id);
  const [lauf] = await database.query<{ status: string; fehler: string | null; offen: number }>(
    'select status, fehler, offen from datencheck_laeufe where id = $1',
    [id],
  );
  if (lauf?.status !== 'done') throw new Error(`Lauf ${lauf?.status}: ${lauf?.fehler}`);
  return lauf.offen;
}

/** No jobs or sockets here: the runs are called directly (no recipients, so nothing is pushed). */
function benchContext(database: Database): DatencheckContext {
  return {
    db: database.db,
    jobs: null as unknown as Jobs,
    realtime: { emitToUser() {} } as unknown as Realtime,
    timeoutMs: 30 * 60_000,
  };
}

/**
 * A check named `name` with exactly `openRows` open rows (Kaufobjekte by id), made anew and run once; the
 * results page's measurements and the frames bench (its results list in Chromium) use it. Answers its id,
 * the open rows and the run's milliseconds; `dropOpenRowsCheck` removes it again.
 */
export async function openRowsCheck(database: Database, openRows: number, name = 'Bench: offene Zeilen') {
  await dropOpenRowsCheck(database, name);
  const [{ id }] = (await database.query<{ id: number }>(
    `insert into datencheck_abfragen (name, beschreibung, sql, themen, abfrageart_id, link)
     values ($1, 'Benchmark', 'select k.id as idx, k.top_nr, k.nettopreis, k.nutzflaeche from kaufobjekte k order by k.id limit ${Math.floor(openRows)}',
       array['kaufobjekte'], 2, '/kaufobjekte/{idx}') returning id`,
    [name],
  )) as [{ id: number }];
  const [offen, ms] = await time(() => run(benchContext(database), database, id));
  return { id, offen, ms };
}

export async function dropOpenRowsCheck(database: Database, name = 'Bench: offene Zeilen'): Promise<void> {
  await database.query('delete from datencheck_abfragen where name = $1', [name]);
}

export async function benchDatencheck(
  target: string,
  database: Database,
  openRows = 100_000,
): Promise<DatencheckBenchRow[]> {
  const ctx = benchContext(database);
  const [{ n: kaufobjekte }] = (await database.query<{ n: number }>(
    'select count(*)::int as n from kaufobjekte',
  )) as [{ n: number }];
  const out: DatencheckBenchRow[] = [];
  // The scale seed has no buyers: 19 of 20 Kaufobjekte get the seeded 'Privat' firm, so the check finds 5 %.
  const [{ n: kaeufer }] = (await database.query<{ n: number }>(
    'select count(*)::int as n from kaufobjekt_kaeufer',
  )) as [{ n: number }];
  if (kaeufer < kaufobjekte / 2)
    await database.query(`insert into kaufobjekt_kaeufer (kaufobjekt_id, firma_id)
      select k.id, (select id from firmen where name = 'Privat' order by id limit 1) from kaufobjekte k
      where k.id % 20 <> 0 and not exists (select 1 from kaufobjekt_kaeufer x where x.kaufobjekt_id = k.id)`);
  // (doppelte TopNr finds nearly every seeded row: the scale seed repeats 300 TopNr per project.)
  const checks = await database.query<{ id: number; name: string }>(
    "select id, name from datencheck_abfragen where name in ('Kaufobjekte ohne Käufer', 'Kaufpreis pro m² außerhalb des Üblichen') order by id",
  );
  for (const c of checks) {
    const [offen, ms] = await time(() => run(ctx, database, c.id));
    out.push({
      target,
      what: `Lauf '${c.name}' über ${kaufobjekte.toLocaleString('de-AT')} Kaufobjekte (erster)`,
      ms,
      rows: offen,
    });
    const [again, ms2] = await time(() => run(ctx, database, c.id));
    out.push({ target, what: `Lauf '${c.name}' (zweiter, nichts neu)`, ms: ms2, rows: again });
  }

  // A check with exactly `openRows` open rows for the results page.
  const { id: benchId, offen, ms: runMs } = await openRowsCheck(database, openRows);
  out.push({
    target,
    what: `Lauf mit ${offen.toLocaleString('de-AT')} offenen Zeilen (alle neu)`,
    ms: runMs,
    rows: offen,
  });
  const page = (p: number, perPage: number, terms = {}) =>
    listErgebnisse(database.db, benchId, { terms, sort: 'seit', dir: 'desc', page: p, perPage });
  for (const [what, fn] of [
    ['Ergebnisse Seite 1 (500 Zeilen)', () => page(1, 500).then((r) => r.rows.length)],
    ['Ergebnisse Seite 1 (1.000 Zeilen)', () => page(1, 1000).then((r) => r.rows.length)],
    ['Ergebnisse Seite 150 (500 Zeilen)', () => page(150, 500).then((r) => r.rows.length)],
    [
      'Ergebnisse Volltext "1/1" (500 Zeilen)',
      () => page(1, 500, { fulltext: ['1/1'] }).then((r) => r.rows.length),
    ],
    ['Abfragen mit Zählern und Verlauf', () => listAbfragen(database.db, {}).then((r) => r.length)],
    [
      'Abfragen, Zähler mit Volltext "1/1"',
      () => listAbfragen(database.db, { fulltext: ['1/1'] }).then((r) => r.length),
    ],
  ] as [string, () => Promise<number>][]) {
    await fn(); // warm-up
    const times: number[] = [];
    let rows = 0;
    for (let i = 0; i < repeats; i++) {
      const [r, ms] = await time(fn);
      times.push(ms);
      rows = r;
    }
    times.sort((a, b) => a - b);
    out.push({ target, what, ms: percentile(times, 0.5), p95: percentile(times, 0.95), rows });
  }
  await dropOpenRowsCheck(database);
  return out;
}
