import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/client';
import { holdingRemovals, isStorageKey } from '../../platform/files';
import { describeDump, type Manifest } from './manifest';
import { TarWriter } from './tar';

/**
 * One backup file per run: `sicherung-YYYY-MM-DD-HHMMSS.tar.gz` (server time); a further backup in the
 * same second `…-HHMMSS-2.tar.gz`, `-3` … (`folge`), so none replaces another.
 */
const namePattern = /^sicherung-(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})(\d{2})(?:-(\d+))?\.tar\.gz$/;

const two = (n: number) => String(n).padStart(2, '0');

export function backupName(when: Date, folge = 1): string {
  const day = `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
  const time = `${two(when.getHours())}${two(when.getMinutes())}${two(when.getSeconds())}`;
  return `sicherung-${day}-${time}${folge > 1 ? `-${folge}` : ''}.tar.gz`;
}

/** When the backup of this file name was taken; null for any other file. */
export function backupTime(name: string): Date | null {
  const m = namePattern.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
  return new Date(y!, mo! - 1, d!, h!, mi!, s!);
}

/** The how-many-th backup of its second a file name is (1 without a suffix). */
const folgeOf = (name: string) => Number(namePattern.exec(name)?.[7] ?? 1);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * A backup name of `when` that no backup has or is being written under: its temporary file is created
 * exclusively first (a concurrent backup gets EEXIST and takes the next `folge`), then the final name is
 * checked (a backup finished before is not replaced). Answers the final and the reserved temporary path.
 */
export async function reserveBackupName(
  backupDir: string,
  when: Date,
): Promise<{ file: string; temp: string }> {
  for (let folge = 1; ; folge++) {
    const file = path.resolve(backupDir, backupName(when, folge));
    const temp = `${file}.part`;
    try {
      await (await open(temp, 'wx')).close();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    if (!(await exists(file))) return { file, temp };
    await rm(temp, { force: true });
  }
}

export interface BackupFile {
  name: string;
  bytes: number;
  erstellt: Date;
}

/** The backups in the folder, newest first. */
export async function listBackups(backupDir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await readdir(backupDir);
  } catch {
    return [];
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const erstellt = backupTime(name);
    if (erstellt) found.push({ name, erstellt, bytes: (await stat(path.join(backupDir, name))).size });
  }
  return found.sort(
    (a, b) => b.erstellt.getTime() - a.erstellt.getTime() || folgeOf(b.name) - folgeOf(a.name),
  );
}

/**
 * Deletes backups older than `days` before `now`; the newest backup stays whatever its age (after a long
 * standstill the last good backup is not thrown away). Answers the deleted names.
 */
export async function pruneBackups(backupDir: string, days: number, now = new Date()): Promise<string[]> {
  const limit = now.getTime() - days * 24 * 60 * 60_000;
  const [, ...older] = await listBackups(backupDir);
  const deleted: string[] = [];
  for (const file of older.filter((f) => f.erstellt.getTime() < limit)) {
    await rm(path.join(backupDir, file.name), { force: true });
    deleted.push(file.name);
  }
  return deleted;
}

/** Whether the nightly backup is due: its hour has come today and today has no backup yet. */
export function backupDue(hour: number, backups: readonly BackupFile[], now = new Date()): boolean {
  if (hour < 0 || now.getHours() < hour) return false;
  const today = (d: Date) =>
    d.getFullYear() === now.getFullYear() && d.getMonth() === now.getMonth() && d.getDate() === now.getDate();
  return !backups.some((b) => today(b.erstellt));
}

async function storedKeys(root: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch {
    return [];
  }
  return entries
    .map((e) => e.split(path.sep).join('/'))
    .filter(isStorageKey)
    .sort();
}

async function* hashed(file: string, hash: ReturnType<typeof createHash>): AsyncGenerator<Uint8Array> {
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    yield chunk;
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A consistent backup of the embedded database and the stored files while the server runs: the database
 * is dumped at one moment (`dumpDataDir`), opened in memory to prove it loads and to count its rows; then
 * every stored file is copied, while removals wait (a file the dump names is still there). One .tar.gz in
 * `backupDir`: `datenbank.tar.gz`, `dateien/<key>` …, `manifest.json`. Written under a temporary name.
 */
export async function createBackup(
  database: Database,
  options: { dataDir: string; backupDir: string; now?: Date },
): Promise<{ file: string; manifest: Manifest }> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('Sicherungen gibt es nur für die eingebaute Datenbank (PGlite).');
  const now = options.now ?? new Date();
  await mkdir(options.backupDir, { recursive: true });
  const { file, temp } = await reserveBackupName(options.backupDir, now);
  const root = path.resolve(options.dataDir, 'files');
  return holdingRemovals(root, async () => {
    let dump: Uint8Array;
    let erstellt: string;
    let described: Awaited<ReturnType<typeof describeDump>>;
    try {
      dump = new Uint8Array(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
      erstellt = new Date().toISOString();
      described = await describeDump(dump);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const { schema, zeilen } = described;
    // The reserved (empty) temporary file is ours to write.
    const writer = new TarWriter(temp, 'w');
    try {
      const datenbank = { name: 'datenbank.tar.gz', bytes: dump.length, sha256: sha256(dump) };
      await writer.add(datenbank.name, dump.length, dump);
      const dateien: Manifest['dateien'] = [];
      for (const key of await storedKeys(root)) {
        const full = path.join(root, ...key.split('/'));
        const { size } = await stat(full);
        const hash = createHash('sha256');
        await writer.add(`dateien/${key}`, size, hashed(full, hash));
        dateien.push({ key, bytes: size, sha256: hash.digest('hex') });
      }
      const manifest: Manifest = {
        format: 1,
        anwendung: 'immo-backoffice',
        erstellt,
        schema,
        datenbank,
        dateien,
        zeilen,
      };
      const json = Buffer.from(JSON.stringify(manifest, null, 2));
      await writer.add('manifest.json', json.length, json);
      await writer.finish();
      await rename(temp, file);
      return { file, manifest };
    } catch (error) {
      await writer.abort();
      await rm(temp, { force: true });
      throw error;
    }
  });
}
