import { afterAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../client';
import { runMigrations } from '../migrate';
import { personen, users } from '../schema';
import { seedFirstStart, type FirstStartResult } from './first-start';
import { freshPostgresDatabase } from '../../testing/fresh-database';

const options = { adminEmail: 'admin@example.at', adminPassword: undefined, demoData: true };
const opened: Database[] = [];
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const d of opened) await d.close();
  for (const c of cleanups) await c();
});

/** A start as main.ts does it: migrate, then seed. */
async function start(database: Database): Promise<FirstStartResult> {
  await runMigrations(database);
  return seedFirstStart(database, options);
}

async function expectSeededOnce(database: Database, results: FirstStartResult[]) {
  expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
  expect(results.filter((r) => r.generatedPassword)).toHaveLength(1);
  expect(results.filter((r) => r.demoLoaded)).toHaveLength(1);
  const [admins] = await database.db.select({ n: count() }).from(users).where(eq(users.is_admin, true));
  expect(admins!.n).toBe(1);
  const [people] = await database.db.select({ n: count() }).from(personen);
  expect(people!.n).toBe(250);
}

describe('first start: instances starting together seed once', () => {
  it('PGlite: two concurrent starts create one admin and load the demo data once', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    opened.push(database);
    await expectSeededOnce(database, await Promise.all([start(database), start(database)]));
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: two instances (own pools) on an empty database, one seeds, the other waits, no error',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const fresh = await freshPostgresDatabase(serverUrl);
      cleanups.push(fresh.drop);
      const a = await openDatabase({ url: fresh.url, poolSize: 4 });
      const b = await openDatabase({ url: fresh.url, poolSize: 4 });
      opened.push(a, b);
      await expectSeededOnce(a, await Promise.all([start(a), start(b)]));
    },
    120_000,
  );
});
