import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Database } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

/** What one backup holds, its last entry `manifest.json` (README 'Sicherungen'). */
export interface Manifest {
  format: 1;
  anwendung: 'immo-backoffice';
  /** ISO time the database was dumped. */
  erstellt: string;
  /** The database's schema: its last migration (tag and journal time). */
  schema: { tag: string; when: number };
  datenbank: { name: string; bytes: number; sha256: string };
  dateien: Array<{ key: string; bytes: number; sha256: string }>;
  /** Rows per table of the dumped database (schema public). */
  zeilen: Record<string, number>;
}

export interface Migration {
  tag: string;
  when: number;
}

/** The migrations this version of the application knows, oldest first. */
export async function knownMigrations(folder = migrationsFolder): Promise<Migration[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Migration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** A database's last applied migration (drizzle's bookkeeping) and its rows per table. */
export async function describeDatabase(
  database: Database,
  folder = migrationsFolder,
): Promise<{ schema: Migration; zeilen: Record<string, number> }> {
  const [last] = await database.query<{ when: string }>(
    'select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(last?.when ?? 0);
  const tag = (await knownMigrations(folder)).find((m) => m.when === when)?.tag ?? `unbekannt (${when})`;
  const tables = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const zeilen: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await database.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    zeilen[name] = row?.n ?? 0;
  }
  return { schema: { tag, when }, zeilen };
}

/** Opens a dumped data directory in memory and describes it: the dump is proven loadable. */
export async function describeDump(
  dump: Uint8Array,
  folder?: string,
): Promise<{ schema: Migration; zeilen: Record<string, number> }> {
  const database = await openDatabase({ loadDataDir: new Blob([dump]) });
  try {
    return await describeDatabase(database, folder);
  } finally {
    await database.close();
  }
}
