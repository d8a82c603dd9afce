import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { freshPostgresDatabase } from './fresh-database';

/**
 * The migrated template every server test file starts from (issue 26): migrating once per run instead of
 * once per file keeps start-up hooks short when the machine is loaded. On PGlite a dumped data directory
 * (a file, loaded into each file's in-memory database); on PostgreSQL a database the file's own database
 * is created from (`create database … template …`).
 */
export type MigratedTemplate =
  { engine: 'pglite'; dumpFile: string } | { engine: 'pg'; serverUrl: string; database: string };

/** Migrates the template; `remove` deletes it again after the run. */
export async function createMigratedTemplate(
  serverUrl: string | undefined,
): Promise<{ template: MigratedTemplate; remove(): Promise<void> }> {
  if (serverUrl) {
    const fresh = await freshPostgresDatabase(serverUrl, 'tpl_');
    const database = await openDatabase({ url: fresh.url, poolSize: 1 });
    try {
      await runMigrations(database);
    } finally {
      await database.close(); // a template may have no open connection while it is copied
    }
    const name = new URL(fresh.url).pathname.slice(1);
    return { template: { engine: 'pg', serverUrl, database: name }, remove: fresh.drop };
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  let dump: Blob;
  try {
    await runMigrations(database);
    // Uncompressed: loading it in every file is then a copy, not a decompression.
    dump = await database.pglite!.dumpDataDir('none');
  } finally {
    await database.close();
  }
  const dumpFile = path.join(tmpdir(), `immo-test-template-${randomBytes(6).toString('hex')}.tar`);
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { template: { engine: 'pglite', dumpFile }, remove: () => rm(dumpFile, { force: true }) };
}

/**
 * A migrated database of its own for one test file: a copy of the template when there is one, otherwise
 * (a test run without the global setup) a fresh database migrated here. `drop` removes a PostgreSQL copy.
 */
export async function openTestDatabase(
  template: MigratedTemplate | undefined,
  serverUrl: string | undefined,
  /** PGlite on disk in this directory (backup tests) instead of in memory. */
  dataDir = 'memory://',
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (serverUrl) {
    const fromTemplate =
      template?.engine === 'pg' && template.serverUrl === serverUrl ? template.database : undefined;
    const fresh = await freshPostgresDatabase(serverUrl, 't_', fromTemplate);
    const database = await openDatabase({ url: fresh.url, poolSize: 4 });
    if (!fromTemplate) await runMigrations(database);
    return { database, drop: fresh.drop };
  }
  if (template?.engine === 'pglite') {
    const loadDataDir = new Blob([await readFile(template.dumpFile)]);
    return { database: await openDatabase({ dataDir, loadDataDir }), drop: async () => {} };
  }
  const database = await openDatabase({ dataDir });
  await runMigrations(database);
  return { database, drop: async () => {} };
}
