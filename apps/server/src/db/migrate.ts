import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';
import { withAdvisoryLock } from './lock';
import { followPermissionTemplates, queryOn } from './permission-templates';

/** In the bundle (dist/main.js) the build copies migrations next to it; in source they sit beside this file. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number: instances starting together on one PostgreSQL migrate one after another.
const migrationLock = 727_001;

export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  await withAdvisoryLock(database, migrationLock, async (client) => {
    if (client) await migratePg(drizzlePg(client), { migrationsFolder: folder });
    else await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    // Only after all migrations: tests of an older schema migrate from a shorter folder.
    if (folder !== migrationsFolder) return;
    await followPermissionTemplates(queryOn(client ?? database.pglite!));
  });
}
