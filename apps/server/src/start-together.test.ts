import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startInstance, type Started } from './start';
import { freshPostgresDatabase } from './testing/fresh-database';

/**
 * Issue 23, 'start together, always': instances started at the same moment on an empty PostgreSQL
 * database all come up, with one admin and the demo data once. Each instance runs exactly main.ts's start
 * (startInstance) in this process, with its own pool. Needs PostgreSQL (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const rounds = Number(process.env.START_TOGETHER_ROUNDS ?? 10);
const instances = 3;

describe.skipIf(!serverUrl)('instances started together on an empty database', () => {
  it(
    `${instances} at once, ${rounds} times: all up, one admin, demo data once`,
    { timeout: rounds * 120_000 },
    async () => {
      let demoRows: number | undefined;
      for (let round = 1; round <= rounds; round += 1) {
        const fresh = await freshPostgresDatabase(serverUrl!, 't_start_');
        const config = loadConfig({
          DATABASE_URL: fresh.url,
          LOG_LEVEL: 'silent',
          DEMO_DATA: 'true',
          ADMIN_PASSWORD: 'Start-Gemeinsam-2026',
        });
        const started = Date.now();
        // A start that neither comes up nor fails within 90 s counts as hung (and fails the round).
        const results = await Promise.allSettled(
          Array.from({ length: instances }, () => {
            let timer: NodeJS.Timeout;
            const hung = new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error('instance not up within 90 s: hung')), 90_000);
            });
            return Promise.race([startInstance(config, { poolSize: 4 }), hung]).finally(() =>
              clearTimeout(timer),
            );
          }),
        );
        const up = results
          .filter((r): r is PromiseFulfilledResult<Started> => r.status === 'fulfilled')
          .map((r) => r.value);
        try {
          const failures = results
            .filter((r) => r.status === 'rejected')
            .map((r) => String((r as PromiseRejectedResult).reason));
          expect(failures, `round ${round}`).toEqual([]);
          // Every instance answers.
          for (const { app } of up)
            expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
          const seeded = up.map((s) => s.seeded);
          expect(seeded.filter((s) => s.adminCreated)).toHaveLength(1);
          expect(seeded.filter((s) => s.demoLoaded)).toHaveLength(1);
          const db = up[0]!.database;
          const [{ admins } = { admins: 0 }] = await db.query<{ admins: number }>(
            'select count(*)::int as admins from users where is_admin',
          );
          expect(admins).toBe(1);
          const [{ n } = { n: 0 }] = await db.query<{ n: number }>('select count(*)::int as n from personen');
          expect(n).toBeGreaterThan(0);
          // The demo data once: the same number of rows as every other round.
          demoRows ??= n;
          expect(n).toBe(demoRows);
        } finally {
          for (const { app, database } of up) {
            await app.close();
            await database.close();
          }
          await fresh.drop();
        }
        console.log(`start together: round ${round} of ${rounds} in ${Date.now() - started} ms`);
      }
    },
  );
});
