import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The built server (`apps/server/dist/main.js`) in a process of its own, as it runs in production
 * (issue 29): a load generator in the server's own process shares its event loop, so every client's
 * request building and answer parsing would be measured as the server's time. The bench process keeps
 * only the clients. PGlite: the bench must have closed its own handle on `dataDir` first.
 */
export interface ServerProcess {
  base: string;
  stop(): Promise<void>;
}

const main = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../dist/main.js');

export async function startServerProcess(
  target: { url: string } | { dataDir: string },
  port = 3291,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('url' in target
        ? { DATABASE_URL: target.url }
        : { DATA_DIR: path.resolve(target.dataDir), DATABASE_URL: '' }),
      ADMIN_EMAIL: 'bench@example.at',
      ADMIN_PASSWORD: 'Bench-Passwort-2026',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      LOGIN_RATE_LIMIT: '1000',
      DATENCHECK_NACHTLAUF_STUNDE: '-1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Bench-Server beendet mit ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 300_000) throw new Error('Bench-Server nach 300 s nicht bereit');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until the Datencheck runs the server queued at its start are done (a database whose checks never
 * ran runs them at its first start; on PGlite a run holds the one connection): asked over the API, since
 * the bench has let go of an embedded database.
 */
export async function datencheckRunsDone(base: string, cookie: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${base}/api/datencheck/abfragen`, { headers: { cookie } });
    const { data } = (await res.json()) as { data: Array<{ letzter_lauf: { status: string } | null }> };
    if (!data.some((a) => ['waiting', 'running'].includes(a.letzter_lauf?.status ?? ''))) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const waited = Date.now() - started;
  if (waited > 1000)
    console.log(`  (${(waited / 1000).toFixed(0)} s auf die Datencheck-Läufe des Starts gewartet)`);
}
