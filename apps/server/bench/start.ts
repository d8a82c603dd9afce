import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { percentile } from './percentile';

/**
 * `--only start` (issue 29, goal 5): the built server (`apps/server/dist/main.js`) started on an empty
 * data folder (migrations, first admin, demo data) and restarted on it, timed to its first healthy
 * answer. Beside the wall time it reads the process's own CPU time (/proc): a start whose CPU time stays
 * while its wall time grows waited for the cores, not for work of its own.
 */
export interface StartRun {
  kind: 'Erststart' | 'Neustart';
  wallMs: number;
  cpuMs: number;
  load: number;
}

const main = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist/main.js');
const ticksPerSecond = 100;

/** utime + stime of `pid` and of its waited-for children, in ms (Linux: USER_HZ is 100). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command: state is field 0, utime 11, stime 12, cutime 13, cstime 14.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
  return (ticks / ticksPerSecond) * 1000;
}

async function healthy(port: number, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > 180_000) throw new Error('Server nach 180 s nicht bereit');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function once(kind: StartRun['kind'], dataDir: string, port: number): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'bench-start@example.at',
      ADMIN_PASSWORD: 'Bench-Start-2026',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const wallMs = await healthy(port, child, started);
    return { kind, wallMs, cpuMs: cpuMs(child.pid!), load: loadavg()[0]! };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** `firsts` starts on empty folders and `restarts` on the last one, one after the other. */
export async function benchStart(firsts: number, restarts: number, port = 3290): Promise<StartRun[]> {
  const runs: StartRun[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < firsts; i++) {
      dirs.push(mkdtempSync(path.join(tmpdir(), 'bench-start-')));
      runs.push(await once('Erststart', dirs.at(-1)!, port));
    }
    for (let i = 0; i < restarts; i++) runs.push(await once('Neustart', dirs.at(-1)!, port));
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  return runs;
}

const budgets = { Erststart: 20_000, Neustart: 3_000 } as const;

export function printStart(runs: StartRun[]): boolean {
  console.log(`\nStart des gebauten Servers (PGlite, ${cpus().length} Kerne)`);
  console.log(`${'Art'.padEnd(10)} ${'Wand ms'.padStart(9)} ${'CPU ms'.padStart(9)} ${'Last'.padStart(6)}`);
  for (const r of runs)
    console.log(
      `${r.kind.padEnd(10)} ${r.wallMs.toFixed(0).padStart(9)} ${r.cpuMs.toFixed(0).padStart(9)} ${r.load.toFixed(1).padStart(6)}`,
    );
  let ok = true;
  for (const kind of ['Erststart', 'Neustart'] as const) {
    const walls = runs.filter((r) => r.kind === kind).map((r) => r.wallMs);
    if (!walls.length) continue;
    const median = percentile(
      walls.sort((a, b) => a - b),
      0.5,
    );
    const met = median <= budgets[kind];
    ok &&= met;
    console.log(
      `  ${kind}: Median ${median.toFixed(0)} ms, Budget ${budgets[kind]} ms: ${met ? 'eingehalten' : 'NICHT eingehalten'}`,
    );
  }
  return ok;
}
