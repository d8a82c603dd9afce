// npm run bench [-- --scale N --targets pglite,pg]: seeds each database to N persons and measures the
// typeahead and list endpoints over real HTTP: latency p50/p95 of sequential requests, then requests/s
// with 8 concurrent clients. PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test,
// using a database bench_backoffice created there). PGlite: data/bench-pglite. `--only <part>` measures one
// part (tzabfrage, import, monitor, datencheck, overhead, frames, firstrow, searches, projektsuche, bundle, mixed,
// start); README 'Seed data and benchmarks'.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { ensureFirstAdmin } from '../src/db/seed/admin';
import { benchTzabfrage, type TzBenchResult } from './tzabfrage';
import {
  seedFirmen,
  seedKaufobjekte,
  seedPersonen,
  seedProjekte,
  seedProjektFirmen,
} from '../src/db/seed/scale';
import { benchProjektsuche } from './projektsuche';
import { benchLiveDelay } from './live';
import { benchImport, printImport } from './import';
import { ocrEngine } from '../src/modules/urkundenabfragen/urkunde-lesen';
import { loginShellFiles, printLoginShell, printServerStart, serverStartPackages } from './bundle';
import { benchOverhead, printOverhead, type OverheadRow } from './overhead';
import {
  benchDatencheckFrames,
  benchFrames,
  benchInfiniteFrames,
  printFrames,
  type FramesResult,
} from './frames';
import { benchFirstRow, printFirstRow, type FirstRowResult } from './first-row';
import { largeTzBatch } from './tzabfrage';
import { benchMonitor, seedMonitor, type MonitorBenchRow } from './monitor';
import { benchDatencheck, dropOpenRowsCheck, openRowsCheck, type DatencheckBenchRow } from './datencheck';
import { percentile } from './percentile';
import { benchMixed, mixedIds, printMixed } from './mixed';
import { benchSearches, printSearches } from './searches';
import { datencheckRunsDone, startServerProcess } from './server-process';
import { benchStart, printStart } from './start';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    targets: { type: 'string', default: 'pglite,pg' },
    requests: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '5' },
    projekte: { type: 'string', default: '100000' },
    firmen: { type: 'string', default: '100000' },
    kaufobjekte: { type: 'string', default: '1000000' },
    /**
     * Tzabfrage: TZ numbers in the benchmarked batch (0: skip); `--only tzabfrage` skips the rest,
     * `--only overhead` measures only the hot endpoints against their SQL and the bare HTTP floor (issue 11).
     */
    tz: { type: 'string', default: '5000' },
    /** Frontend monitor: usage events seeded (`--only monitor` measures only ingest and the monitor). */
    events: { type: 'string', default: '10000000' },
    /** Datencheck: open rows of the results-page measurement and of the frames bench's check (0: skip both). */
    'datencheck-offen': { type: 'string', default: '100000' },
    only: { type: 'string' },
    /** Deed import (`--only import`): text-layer deeds and scanned deeds read and checked against the simulator. */
    deeds: { type: 'string', default: '40' },
    scans: { type: 'string', default: '3' },
    /** `--page-only false`: list pages with their count, as before issue 11 (for before/after figures). */
    'page-only': { type: 'string', default: 'true' },
    /** `--only frames`: rows of the Tzabfrage batch loaded into the browser's infinite list and scrolled (0: skip). */
    'tz-rows': { type: 'string', default: '100000' },
    /** `--only mixed`: clients of the mixed load and how long it runs (issue 29: 20 clients, 60 s). */
    clients: { type: 'string', default: '20' },
    'mixed-seconds': { type: 'string', default: '60' },
    /**
     * `--only mixed`: `process` runs the built server (`npm run build`) in a process of its own as in
     * production; `inprocess` serves from the bench's own process (its clients share the event loop).
     */
    server: { type: 'string', default: 'process' },
    /** `--only start`: starts on an empty data folder, then restarts on the last one (issue 29, goal 5). */
    starts: { type: 'string', default: '2' },
    restarts: { type: 'string', default: '5' },
  },
});
const scale = Number(values.scale);
const requests = Number(values.requests);
const seconds = Number(values.seconds);

const pgliteDir = process.env.BENCH_DATA_DIR ?? '../../data/bench-pglite';

function targetUrl(): string {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const url = new URL(server);
  url.pathname = `/${process.env.BENCH_DATABASE_NAME ?? 'bench_backoffice'}`;
  return url.toString();
}

async function openTarget(target: string): Promise<Database> {
  if (target === 'pglite') return openDatabase({ dataDir: pgliteDir });
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  // BENCH_DATABASE_NAME: a database of one's own when several people bench on one server.
  const name = process.env.BENCH_DATABASE_NAME ?? 'bench_backoffice';
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
  return openDatabase({ url: targetUrl(), poolSize: 10 });
}

/** The application on a free port over `database`, and the bench user logged in to it. */
async function serve(database: Database) {
  await ensureFirstAdmin(database.db, 'bench@example.at', 'Bench-Passwort-2026');
  // No nightly Datencheck run in the middle of a measurement.
  const env = {
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    DATENCHECK_NACHTLAUF_STUNDE: '-1',
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
  };
  const app = await buildApp({ config: loadConfig(env), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const session = await login(base);
  await backgroundJobsDone(database);
  return { app, base, ...session };
}

/** The bench user's session on the server at `base`. */
async function login(base: string) {
  const answer = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.at', password: 'Bench-Passwort-2026' }),
  });
  const cookie = answer.headers.get('set-cookie')!.split(';')[0]!;
  const { socketToken, csrfToken } = (
    (await answer.json()) as { data: { socketToken: string; csrfToken: string } }
  ).data;
  return { cookie, csrfToken, socketToken };
}

/**
 * Waits until the Datencheck runs a first start queues are done: on PGlite (one connection) a run over a
 * million Kaufobjekte holds every request for up to 40 s, which would be measured as the endpoints' time.
 */
async function backgroundJobsDone(database: Database): Promise<void> {
  const started = Date.now();
  for (;;) {
    const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
      "select count(*)::int as n from datencheck_laeufe where status in ('waiting', 'running')",
    );
    if (n === 0) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const waited = Date.now() - started;
  if (waited > 1000)
    console.log(`  (waited ${(waited / 1000).toFixed(0)} s for the first start's Datencheck runs)`);
}

const firmenTerms = [
  'hu',
  'mül',
  'gruber bau',
  'wag',
  'stei',
  'ma',
  'immo',
  'hof',
  'lei',
  'koch',
  '500123',
  'schm',
];
const searchTerms = [
  'hu',
  'mül',
  'gruber',
  'wag',
  'stei',
  'ma',
  'berg',
  'hof',
  'lei',
  'koch',
  'anna',
  'schm',
];

interface Row {
  target: string;
  endpoint: string;
  p50: number;
  p95: number;
  rps: number;
}

async function measure(
  target: string,
  name: string,
  base: string,
  cookie: string,
  urls: string[],
): Promise<Row> {
  const get = async (u: string) => {
    const res = await fetch(base + u, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${u}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  // List pages are asked as the web asks them: without their count (it follows apart, `GET <api>/count`).
  if (values['page-only'] !== 'false') urls = urls.map((u) => (u.includes('per_page=') ? `${u}&count=0` : u));
  for (const u of urls.slice(0, 10)) await get(u); // warm-up
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await get(urls[i % urls.length]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      for (let i = w; Date.now() < until; i += 8) {
        await get(urls[i % urls.length]!);
        done++;
      }
    }),
  );
  return {
    target,
    endpoint: name,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    rps: done / seconds,
  };
}

// The login page's JavaScript is read from the built web app, no database: `--only bundle`; exits 1 over
// budget, or when the built server loads at its start a package it needs only later.
if (values.only === 'bundle') {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = process.env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const shell = printLoginShell(loginShellFiles(dist));
  const start = printServerStart(serverStartPackages(path.resolve(here, '../dist')));
  process.exit(shell && start ? 0 : 1);
}

// Start times of the built server on its embedded database: `--only start`; exits 1 over budget.
if (values.only === 'start') {
  process.exit(printStart(await benchStart(Number(values.starts), Number(values.restarts))) ? 0 : 1);
}

// Reading deeds needs no database: `--only import` runs just that.
if (values.only === 'import') {
  const engine = await ocrEngine();
  printImport(await benchImport(Number(values.deeds), Number(values.scans)), engine);
  process.exit(0);
}

const rows: Row[] = [];
const overhead: { target: string; rows: OverheadRow[] }[] = [];
const frames: { target: string; results: FramesResult[]; firstRow: FirstRowResult[] }[] = [];
/** List pages scrolled in Chromium (needs the built web app: `npm run build`, or WEB_DIST). */
const framePaths = [
  '/personen?per_page=200&sort=nachname',
  '/personen?per_page=50&sort=nachname',
  '/kaufobjekte?per_page=200&sort=kaufdatum&dir=desc',
  '/firmen?per_page=200',
  '/projekte?per_page=200',
];
/** Sidebar links whose first row is timed from the click (the list call starts beside the area's code). */
const firstRowLinks = [
  { label: 'Personen', api: '/api/personen' },
  { label: 'Kaufobjekte', api: '/api/kaufobjekte' },
];
const tzResults: TzBenchResult[] = [];
const monitorRows: Array<MonitorBenchRow & { target: string }> = [];
const dcResults: DatencheckBenchRow[] = [];
for (const target of values.targets.split(',')) {
  const database = await openTarget(target);
  await runMigrations(database);
  // The Tzabfrage batch runs in the full bench and with `--only tzabfrage`.
  if (Number(values.tz) > 0 && (!values.only || values.only === 'tzabfrage')) {
    const adminId = await ensureFirstAdmin(database.db, 'bench@example.at', 'Bench-Passwort-2026').then(
      async () =>
        (await database.query<{ id: number }>("select id from users where email = 'bench@example.at'"))[0]!
          .id,
    );
    tzResults.push(await benchTzabfrage(target, database, Number(values.tz), adminId));
  }
  if (values.only === 'tzabfrage') {
    await database.close();
    continue;
  }
  if (values.only === 'monitor') {
    await seedMonitor(database, Number(values.events), (line) => console.log(`  ${target}:${line}`));
    const { app, base, cookie, csrfToken } = await serve(database);
    for (const r of await benchMonitor(database, base, { cookie, csrf: csrfToken }, requests, seconds))
      monitorRows.push({ target, ...r });
    await app.close();
    await database.close();
    continue;
  }
  const started = Date.now();
  const added = await seedPersonen(database, scale, (n) =>
    process.stdout.write(`\r  ${target}: ${n.toLocaleString('de-AT')} Personen`),
  );
  if (added) console.log(` (seeded in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const projekteAdded = await seedProjekte(database, Number(values.projekte), (n) =>
    process.stdout.write(`\r  ${target}: ${n.toLocaleString('de-AT')} Projekte`),
  );
  if (projekteAdded) console.log('');
  const firmenAdded = await seedFirmen(database, Number(values.firmen), (n) =>
    process.stdout.write(`\r  ${target}: ${n.toLocaleString('de-AT')} Firmen`),
  );
  if (firmenAdded) console.log('');
  const linked = await seedProjektFirmen(database);
  if (linked) console.log(`  ${target}: ${linked.toLocaleString('de-AT')} Projektfirmen`);
  const kaufobjekteAdded = await seedKaufobjekte(database, Number(values.kaufobjekte), (n) =>
    process.stdout.write(`\r  ${target}: ${n.toLocaleString('de-AT')} Kaufobjekte`),
  );
  if (kaufobjekteAdded) console.log('');
  // What autovacuum does after a load (visibility map for index-only scans, statistics); the local
  // PostgreSQL of this machine runs with autovacuum off.
  // Every table: the word lists filled by triggers too (without statistics the planner took their
  // 'wag' page for a million rows).
  if (added || projekteAdded || firmenAdded || linked || kaufobjekteAdded)
    await database.query('vacuum (analyze)');
  if (Number(values['datencheck-offen']) > 0 && (!values.only || values.only === 'datencheck'))
    dcResults.push(...(await benchDatencheck(target, database, Number(values['datencheck-offen']))));
  if (values.only === 'datencheck') {
    await database.close();
    continue;
  }
  if (values.only === 'mixed' && values.server === 'process') {
    // The built server in its own process, as in production; the bench keeps only the clients.
    await ensureFirstAdmin(database.db, 'bench@example.at', 'Bench-Passwort-2026');
    await backgroundJobsDone(database);
    const ids = await mixedIds(database);
    await database.close();
    const server = await startServerProcess(target === 'pg' ? { url: targetUrl() } : { dataDir: pgliteDir });
    try {
      const session = await login(server.base);
      await datencheckRunsDone(server.base, session.cookie);
      const clients = Number(values.clients);
      const run = await benchMixed({
        ids,
        base: server.base,
        cookie: session.cookie,
        csrf: session.csrfToken,
        clients,
        seconds: Number(values['mixed-seconds']),
      });
      if (!printMixed(target, scale, clients, run, 'eigener Prozess')) process.exitCode = 1;
    } finally {
      await server.stop();
    }
    continue;
  }
  const { app, base, cookie, csrfToken, socketToken } = await serve(database);
  if (values.only === 'searches') {
    if (!printSearches(target, await benchSearches(base, cookie))) process.exitCode = 1;
    await app.close();
    await database.close();
    continue;
  }
  if (values.only === 'firstrow') {
    frames.push({ target, results: [], firstRow: await benchFirstRow(base, cookie, firstRowLinks) });
    await app.close();
    await database.close();
    continue;
  }
  if (values.only === 'frames') {
    const results = await benchFrames(base, cookie, framePaths);
    const firstRow = await benchFirstRow(base, cookie, firstRowLinks);
    if (Number(values['datencheck-offen']) > 0) {
      const name = 'Bench: Frames';
      const check = await openRowsCheck(database, Number(values['datencheck-offen']), name);
      results.push({
        ...(await benchDatencheckFrames(base, cookie, { id: check.id, name })),
        page: `Datencheck-Ergebnisse (${check.offen.toLocaleString('de-AT')} offen)`,
      });
      await dropOpenRowsCheck(database, name);
    }
    if (Number(values['tz-rows']) > 0) {
      const batch = await largeTzBatch(database, Number(values['tz-rows']));
      const infinite = await benchInfiniteFrames(base, cookie, batch, Number(values['tz-rows']));
      console.log(
        `  ${target}: ${infinite.results[0]?.rows.toLocaleString('de-AT')} Tzabfrage-Zeilen in ${infinite.loadSeconds.toFixed(1)} s geladen`,
      );
      results.push(...infinite.results);
    }
    frames.push({ target, results, firstRow });
    await app.close();
    await database.close();
    continue;
  }
  if (values.only === 'mixed') {
    const clients = Number(values.clients);
    const run = await benchMixed({
      ids: await mixedIds(database),
      base,
      cookie,
      csrf: csrfToken,
      clients,
      seconds: Number(values['mixed-seconds']),
    });
    if (!printMixed(target, scale, clients, run, 'im Bench-Prozess')) process.exitCode = 1;
    await app.close();
    await database.close();
    continue;
  }
  const [{ id: benchUserId } = { id: 0 }] = await database.query<{ id: number }>(
    "select id from users where email = 'bench@example.at'",
  );
  if (values.only !== 'projektsuche')
    overhead.push({
      target,
      rows: await benchOverhead({
        database,
        url: target === 'pg' ? targetUrl() : undefined,
        base,
        cookie,
        csrf: csrfToken,
        requests,
        seconds,
        userId: benchUserId,
        pageOnly: values['page-only'] !== 'false',
      }),
    });
  if (values.only === 'overhead') {
    await app.close();
    await database.close();
    continue;
  }
  for (const t of await benchProjektsuche(database, base, cookie, socketToken, requests))
    rows.push({ target, ...t, rps: NaN });
  if (values.only === 'projektsuche') {
    await app.close();
    await database.close();
    continue;
  }
  if (target === 'pg') {
    // A second instance on the same database (own pool), as behind a load balancer.
    const second = await openTarget(target);
    for (const t of await benchLiveDelay(
      second,
      base,
      { cookie, csrf: csrfToken, socketToken },
      Math.min(requests, 200),
    ))
      rows.push({ target, ...t, rps: NaN });
    await second.close();
  }
  const pages = [1, 2, 5, 20, 100];
  rows.push(
    await measure(
      target,
      'typeahead GET /api/personen?q=',
      base,
      cookie,
      searchTerms.map((q) => `/api/personen?q=${encodeURIComponent(q)}`),
    ),
  );
  rows.push(
    await measure(
      target,
      'list 50 sorted (nachname)',
      base,
      cookie,
      pages.map((p) => `/api/personen?per_page=50&sort=nachname&page=${p}`),
    ),
  );
  rows.push(
    await measure(
      target,
      'list 50 sorted desc + filter',
      base,
      cookie,
      searchTerms.map(
        (q) => `/api/personen?per_page=50&sort=created&dir=desc&q[]=${encodeURIComponent(`nachname:${q}`)}`,
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'typeahead GET /api/firmen?q=',
      base,
      cookie,
      firmenTerms.map((q) => `/api/firmen?q=${encodeURIComponent(q)}`),
    ),
  );
  rows.push(
    await measure(
      target,
      'Projekte list 50 (projektnr)',
      base,
      cookie,
      pages.map((p) => `/api/projekte?per_page=50&page=${p}`),
    ),
  );
  rows.push(
    await measure(
      target,
      'Projekte list 50 name + Bundesland',
      base,
      cookie,
      pages.map(
        (p) => `/api/projekte?per_page=50&sort=name&page=${p}&q[]=${encodeURIComponent('bundesland_id:9')}`,
      ),
    ),
  );
  for (const key of ['name', 'fulltext']) {
    rows.push(
      await measure(
        target,
        `Projekte list 50 + ${key} filter`,
        base,
        cookie,
        searchTerms.map(
          (q) => `/api/projekte?per_page=50&sort=bezirk&q[]=${encodeURIComponent(`${key}:${q}`)}`,
        ),
      ),
    );
  }
  // DESIGN §11: list page (50 rows, sorted, filtered) at 1,000,000 Kaufobjekte, p95 ≤ 50 ms.
  const [{ maxId } = { maxId: 1 }] = await database.query<{ maxId: number }>(
    'select max(id)::int as "maxId" from projekte',
  );
  const q = (filter: string) => `q[]=${encodeURIComponent(filter)}`;
  rows.push(
    await measure(
      target,
      'Kaufobjekte 50 kaufdatum desc',
      base,
      cookie,
      pages.map((p) => `/api/kaufobjekte?per_page=50&sort=kaufdatum&dir=desc&page=${p}`),
    ),
  );
  const preise = [
    [250000, 400000],
    [400000, 600000],
    [600000, 900000],
    [300000, 350000],
    [1000000, 1600000],
  ] as const;
  rows.push(
    await measure(
      target,
      'Kaufobjekte status + Preis, datum',
      base,
      cookie,
      preise.flatMap(([von, bis], i) =>
        [0, 1, 2, 3].map(
          (s) =>
            `/api/kaufobjekte?per_page=50&sort=kaufdatum&dir=desc&page=${1 + (i % 3)}&${q(`status:${s} AND preis_von:${von} AND preis_bis:${bis}`)}`,
        ),
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'Kaufobjekte status + Preis, preis',
      base,
      cookie,
      preise.flatMap(([von, bis]) =>
        [1, 2].map(
          (s) =>
            `/api/kaufobjekte?per_page=50&sort=bruttopreis&dir=asc&${q(`status:${s} AND preis_von:${von} AND preis_bis:${bis}`)}`,
        ),
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'Kaufobjekte per Projekt (top_nr)',
      base,
      cookie,
      Array.from(
        { length: 20 },
        (_, i) => `/api/kaufobjekte?per_page=50&sort=top_nr&${q(`projekt_id:${1 + ((i * 7919) % maxId)}`)}`,
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'Kaufobjekte TopNr + status',
      base,
      cookie,
      ['1/5', '3/17', '2/40', '5/1'].map(
        (t) => `/api/kaufobjekte?per_page=50&sort=kaufdatum&dir=desc&${q(`top_nr:${t} AND status:1`)}`,
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'Personen e-mail filter',
      base,
      cookie,
      ['a', 'hu', 'ma', 'anna', 'huber', 'example'].map(
        (t) => `/api/personen?per_page=50&${q(`email:${t}`)}`,
      ),
    ),
  );
  rows.push(
    await measure(
      target,
      'count of a filter (Personen name)',
      base,
      cookie,
      searchTerms.map((t) => `/api/personen/count?${q(`nachname:${t}`)}`),
    ),
  );
  await app.close();
  await database.close();
}

const fmt = (n: number) => n.toFixed(1).padStart(8);
if (rows.length)
  console.log(
    `\nPersonen: ${scale.toLocaleString('de-AT')} rows, Kaufobjekte: ${Number(values.kaufobjekte).toLocaleString('de-AT')} rows, ${requests} sequential requests, 8 clients × ${seconds} s\n`,
  );
if (rows.length)
  console.log(
    `${'target'.padEnd(8)} ${'endpoint'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(8)}`,
  );
for (const r of rows)
  console.log(`${r.target.padEnd(8)} ${r.endpoint.padEnd(34)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.rps)}`);
for (const o of overhead) printOverhead(o.target, o.rows);
for (const f of frames) {
  if (f.results.length) printFrames(f.target, f.results);
  printFirstRow(f.target, f.firstRow);
}
if (tzResults.length) {
  const head = ['rows', 's', 'rows/s', 'page ms', 'sim ms', 'app ms'].map((h) => h.padStart(8)).join(' ');
  console.log(
    `\n${'target'.padEnd(8)} ${'Tzabfrage (631/2018, simulator)'.padEnd(34)} ${head}   (per row: simulator's deed, the rest)`,
  );
  for (const r of tzResults)
    console.log(
      `${r.target.padEnd(8)} ${`batch of ${r.tz} TZ`.padEnd(34)} ${String(r.rows).padStart(8)} ${fmt(r.seconds)} ${fmt(r.rowsPerSecond)} ${fmt(r.rowPageMs)} ${fmt(r.simulatorMsPerRow)} ${fmt(r.appMsPerRow)}`,
    );
}
if (monitorRows.length) {
  console.log(`\nFrontend-Monitor: ${Number(values.events).toLocaleString('de-AT')} events seeded\n`);
  console.log(
    `${'target'.padEnd(8)} ${'endpoint'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'events/s'.padStart(8)}`,
  );
  for (const r of monitorRows)
    console.log(`${r.target.padEnd(8)} ${r.endpoint.padEnd(34)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.rps)}`);
}
if (dcResults.length) {
  console.log(
    `\n${'target'.padEnd(8)} ${'Datencheck'.padEnd(70)} ${'rows'.padStart(9)} ${'ms (p50)'.padStart(9)} ${'p95'.padStart(9)}`,
  );
  for (const r of dcResults)
    console.log(
      `${r.target.padEnd(8)} ${r.what.padEnd(70)} ${String(r.rows).padStart(9)} ${r.ms.toFixed(1).padStart(9)} ${(r.p95?.toFixed(1) ?? '').padStart(9)}`,
    );
}
