import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openDatabase } from '../../db/client';
import { isStorageKey } from '../../platform/files';
import { describeDatabase, knownMigrations, type Manifest } from './manifest';
import { runningServer } from './server-info';
import { readTar } from './tar';

/** A restore that is not done, with the German reason (the data stayed as it was). */
export class RestoreRefusedError extends Error {}

const damaged = (why: string) =>
  new RestoreRefusedError(`Die Sicherung ist beschädigt oder keine Sicherung: ${why}`);

/**
 * Reads the whole backup once and holds every entry against its manifest (size and checksum), before
 * anything is touched. Answers the manifest.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const sums = new Map<string, { bytes: number; sha256: string }>();
  let manifest: Manifest | null = null;
  try {
    for await (const entry of readTar(file)) {
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      for await (const piece of entry.body) {
        hash.update(piece);
        if (entry.name === 'manifest.json') chunks.push(piece);
      }
      if (entry.name === 'manifest.json')
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      else sums.set(entry.name, { bytes: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RestoreRefusedError(`Die Datei ${file} gibt es nicht.`);
    throw damaged((error as Error).message);
  }
  if (manifest?.anwendung !== 'immo-backoffice' || manifest.format !== 1) throw damaged('kein Manifest');
  const expected = [
    [manifest.datenbank.name, manifest.datenbank] as const,
    ...manifest.dateien.map((d) => [`dateien/${d.key}`, d] as const),
  ];
  for (const [name, want] of expected) {
    const got = sums.get(name);
    if (!got || got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw damaged(`${name} fehlt oder weicht ab`);
  }
  return manifest;
}

/** Refuses a backup of a newer schema than this version of the application knows. */
export async function checkSchema(manifest: Manifest, folder?: string): Promise<void> {
  const known = await knownMigrations(folder);
  const newest = known[known.length - 1];
  if (!known.some((m) => m.when === manifest.schema.when) && manifest.schema.when > (newest?.when ?? 0))
    throw new RestoreRefusedError(
      `Diese Sicherung stammt von einer neueren Version der Anwendung (Datenbankstand ${manifest.schema.tag}); ` +
        `diese Version kennt nur bis ${newest?.tag ?? '–'}. Bitte zuerst die Anwendung aktualisieren, dann wiederherstellen.`,
    );
}

/** What a restore replaces in the data directory. */
const replaced = ['pgdata', 'files'];

/**
 * Restores a backup into `dataDir` (PGlite): verified first, refused for a newer schema or while a server
 * runs on the directory. The replaced data is moved aside into `<dataDir>/vor-wiederherstellung-<time>`
 * (same disk, so a mounted volume works) and moved back when anything fails; after the restored database
 * opened with every table's row count as in the manifest, the aside copy is deleted.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  options: {
    folder?: string;
    now?: Date;
    /** Asked after every check, before anything is touched; false: nothing happens (answers null). */
    confirm?: (manifest: Manifest) => Promise<boolean>;
  } = {},
): Promise<Manifest | null> {
  const manifest = await verifyBackup(file);
  await checkSchema(manifest, options.folder);
  const running = await runningServer(dataDir);
  if (running)
    throw new RestoreRefusedError(
      `Der Server läuft noch auf ${path.resolve(dataDir)} (Prozess ${running.pid}). Bitte ihn zuerst beenden, dann wiederherstellen.`,
    );

  if (options.confirm && !(await options.confirm(manifest))) return null;

  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const aside = path.resolve(dataDir, `vor-wiederherstellung-${stamp}`);
  await mkdir(aside, { recursive: true });
  const present = new Set(await readdir(dataDir));
  const moved = replaced.filter((name) => present.has(name));
  for (const name of moved) await rename(path.resolve(dataDir, name), path.join(aside, name));
  try {
    let dump: Buffer | null = null;
    for await (const entry of readTar(file)) {
      if (entry.name === manifest.datenbank.name) {
        const chunks: Buffer[] = [];
        for await (const piece of entry.body) chunks.push(piece);
        dump = Buffer.concat(chunks);
      } else if (entry.name.startsWith('dateien/') && isStorageKey(entry.name.slice('dateien/'.length))) {
        const target = path.resolve(dataDir, 'files', ...entry.name.slice('dateien/'.length).split('/'));
        await mkdir(path.dirname(target), { recursive: true });
        await pipeline(entry.body, createWriteStream(target, { flags: 'wx' }));
      }
    }
    if (!dump) throw damaged('keine Datenbank');
    const database = await openDatabase({ dataDir, loadDataDir: new Blob([dump]) });
    try {
      const { zeilen } = await describeDatabase(database, options.folder);
      if (JSON.stringify(zeilen) !== JSON.stringify(manifest.zeilen))
        throw damaged('die wiederhergestellte Datenbank zählt andere Zeilen als das Manifest');
    } finally {
      await database.close();
    }
  } catch (error) {
    for (const name of replaced) await rm(path.resolve(dataDir, name), { recursive: true, force: true });
    for (const name of moved) await rename(path.join(aside, name), path.resolve(dataDir, name));
    await rm(aside, { recursive: true, force: true });
    throw error;
  }
  await rm(aside, { recursive: true, force: true });
  return manifest;
}
