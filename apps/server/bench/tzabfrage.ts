// The Tzabfrage part of `npm run bench` (issue 13): one batch of N TZ numbers (court 631, 2018) on the
// simulator without delay, run by the job system as in production; reports rows/s of the whole batch (the
// simulator's PDF generation included: scans dominate) and the keyset row page deep in the batch. The
// time spent inside the simulator's deed calls is summed during the batch (its method wrapped with a clock),
// so the application's share per row can be told apart from it: a real clearing agency costs network time.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { startBatch } from '../src/modules/tzabfrage/tzabfrage.service';
import { createGrundbuchProvider } from '../src/platform/providers/grundbuch';
import { GrundbuchSimulator } from '../src/platform/providers/grundbuch/simulator';
import { fileStorageFor } from '../src/platform/files';

export interface TzBenchResult {
  target: string;
  tz: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rowPageMs: number;
  /** Mean time the simulator takes to make one deed (sampled), and the rest of a row's time. */
  simulatorMsPerRow: number;
  appMsPerRow: number;
}

export async function benchTzabfrage(
  target: string,
  database: Database,
  count: number,
  adminId: number,
): Promise<TzBenchResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-tzabfrage-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    GRUNDBUCH_SIMULATOR_DELAY_MS: '0',
    GRUNDBUCH_SIMULATOR_FAIL: '0',
  });
  // Deeds fetched by an earlier run would be skipped as 'already fetched': start from none.
  await database.query("delete from tzabfragen where gericht = '631' and jahr = 2018");
  await database.query("delete from grundbuch_urkunden where gericht = '631' and jahr = 2018");
  const app = await buildApp({ config, database });
  await app.ready();
  const ctx = {
    db: database.db,
    jobs: app.jobs,
    realtime: app.realtime,
    provider: createGrundbuchProvider(config),
    storage: fileStorageFor(dataDir),
  };
  let simulatorMs = 0;
  const original = GrundbuchSimulator.prototype.urkunde;
  GrundbuchSimulator.prototype.urkunde = async function (this: GrundbuchSimulator, ...args) {
    const t = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      simulatorMs += performance.now() - t;
    }
  };
  const started = performance.now();
  const { id } = await startBatch(
    ctx,
    { userId: adminId, originalUserId: null },
    { gericht: '631', jahr: 2018, tz: Array.from({ length: count }, (_, i) => i + 1) },
  );
  let last = 0;
  for (;;) {
    const [row] = await database.query<{ status: string; done: number; all: number }>(
      'select status, stat_done as done, stat_all as "all" from tzabfragen where id = $1',
      [id],
    );
    if (row && row.done !== last && row.done % 100 < 5)
      process.stdout.write(`\r  ${target}: Tzabfrage ${row.done} / ${row.all}`);
    last = row?.done ?? 0;
    if (row?.status === 'done') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (performance.now() - started) / 1000;
  const [{ rows } = { rows: 0 }] = await database.query<{ rows: number }>(
    'select stat_all as rows from tzabfragen where id = $1',
    [id],
  );
  const [{ mid } = { mid: 0 }] = await database.query<{ mid: number }>(
    'select id as mid from tzabfrage_rows where tzabfrage_id = $1 order by id offset $2 limit 1',
    [id, Math.floor(rows * 0.9)],
  );
  const { listRows } = await import('../src/modules/tzabfrage/tzabfrage.repository');
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await listRows(database.db, id, { after: mid, limit: 50 });
  const rowPageMs = (performance.now() - t0) / 20;
  GrundbuchSimulator.prototype.urkunde = original;
  const simulatorMsPerRow = simulatorMs / rows;
  console.log('');
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  const msPerRow = (seconds * 1000) / rows;
  return {
    target,
    tz: count,
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rowPageMs,
    simulatorMsPerRow,
    appMsPerRow: msPerRow - simulatorMsPerRow,
  };
}

/**
 * A finished batch of `rows` rows for the browser's infinite list (frames bench), made once in SQL and
 * kept: court 001, year 2006, every 33rd TZ an error.
 */
export async function largeTzBatch(database: Database, rows: number): Promise<number> {
  const bereich = `bench ${rows}`;
  const [found] = await database.query<{ id: number }>('select id from tzabfragen where bereich = $1', [
    bereich,
  ]);
  if (found) return found.id;
  const errors = Math.floor(rows / 33);
  const [{ id } = { id: 0 }] = await database.query<{ id: number }>(
    `insert into tzabfragen (gericht, jahr, bereich, status, stat_all, stat_done, stat_ok, stat_error)
     values ('001', 2006, $1, 'done', $2::int, $2::int, $2::int - $3::int, $3::int) returning id`,
    [bereich, rows, errors],
  );
  await database.query(
    `insert into tzabfrage_rows (tzabfrage_id, tz, status, message, updated)
     select $1, g, case when g % 33 = 0 then 'error' else 'ok' end,
            case when g % 33 = 0 then 'Urkunde nicht vorhanden' end, now()
     from generate_series(1, $2::int) g`,
    [id, rows],
  );
  return id;
}
