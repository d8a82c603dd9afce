import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedFirstStart, type FirstStartResult } from './db/seed/first-start';

export interface Started {
  app: FastifyInstance;
  database: Database;
  seeded: FirstStartResult;
}

/**
 * One instance's start up to listening (main.ts, and the test that starts several at once): database,
 * migrations, first admin and demo data (instances starting together take turns; one seeds), the app
 * ready (its job queues created, periodic tasks running).
 */
export async function startInstance(config: Config, options: { poolSize?: number } = {}): Promise<Started> {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: options.poolSize,
  });
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    const seeded = await seedFirstStart(database, {
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      demoData: config.DEMO_DATA,
    });
    app = await buildApp({ config, database });
    await app.ready();
    return { app, database, seeded };
  } catch (error) {
    // A start that failed half-way stops what it started (timers, job workers) before the pool closes.
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
