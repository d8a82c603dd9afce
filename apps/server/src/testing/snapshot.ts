import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';

/** Every row of every table (schema public), by table, in a stable order: two databases compared whole. */
export async function databaseRows(database: Database): Promise<Record<string, unknown[]>> {
  const tables = await database.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables)
    rows[name] = await database.query(`select * from "${name}" t order by t::text collate "C"`);
  return rows;
}

/** The stored files under `<dataDir>/files`: key → sha256 of the bytes. */
export async function storedFiles(dataDir: string): Promise<Map<string, string>> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map<string, string>();
  for (const entry of entries.filter((e) => e.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, full).split(path.sep).join('/');
    files.set(
      key,
      createHash('sha256')
        .update(await readFile(full))
        .digest('hex'),
    );
  }
  return new Map([...files].sort(([a], [b]) => a.localeCompare(b)));
}
