import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { fileStorageFor, holdingRemovals } from '../../platform/files';
import { projekte } from '../../db/schema';
import { form } from '../../testing/multipart';
import { until } from '../../testing/until';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { backupDue, backupName, createBackup, listBackups, pruneBackups, reserveBackupName } from './backup';
import type { Manifest } from './manifest';
import { restoreBackup } from './restore';
import { removeServerInfo, writeServerInfo } from './server-info';
import { readTar, TarWriter } from './tar';
import { databaseRows, storedFiles } from '../../testing/snapshot';

// Backups are of the embedded database on disk; on PostgreSQL the database server backs up (README).
const pglite = !process.env.TEST_DATABASE_URL;

let t: TestApp;
let admin: TestUser;
let dataDir: string;
let backupDir: string;
const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% Plan ${n}\n%%EOF\n`);

const trigger = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/sicherungen/lokal', headers: { 'x-sicherung-token': token } });

/** A copy of a backup with its manifest changed (or an entry's bytes), through the archive's own writer. */
async function rewritten(
  file: string,
  change: { manifest?: (m: Manifest) => Manifest; entry?: string },
): Promise<string> {
  const target = path.join(backupDir, `umgeschrieben-${Math.random().toString(36).slice(2)}.tar.gz`);
  const writer = new TarWriter(target);
  for await (const entry of readTar(file)) {
    const chunks: Buffer[] = [];
    for await (const piece of entry.body) chunks.push(piece);
    let bytes = Buffer.concat(chunks);
    if (entry.name === 'manifest.json' && change.manifest)
      bytes = Buffer.from(JSON.stringify(change.manifest(JSON.parse(bytes.toString('utf8')) as Manifest)));
    if (entry.name === change.entry) bytes = Buffer.from(bytes).fill(0x41, 0, 4);
    await writer.add(entry.name, bytes.length, bytes);
  }
  await writer.finish();
  return target;
}

describe.runIf(pglite)('Sicherungen of the embedded database and the files', () => {
  let backup: string;
  let projektId: number;
  let before: Record<string, unknown[]>;
  let filesBefore: Map<string, string>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sicherung-daten-'));
    backupDir = await mkdtemp(path.join(tmpdir(), 'sicherung-ordner-'));
    t = await createTestApp({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, { diskDatabase: true });
    admin = await t.user({ admin: true });
    const [p] = await t.database.db
      .insert(projekte)
      .values({ projektnr: 5150, name: 'Sicherungspark' })
      .returning();
    projektId = p!.id;
    for (const n of [1, 2, 3]) {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/dateien',
        ...form({ resource: 'projekte', resource_id: String(projektId), file: [`Plan ${n}.pdf`, pdf(n)] }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The checks' runs queued at start (background jobs) are done: the database is quiet from here on.
    const busy = () =>
      t.database.query<{ n: number }>(
        `select count(*)::int as n from datencheck_laeufe where status in ('waiting', 'running')`,
      );
    expect(await until(busy, ([r]) => r?.n === 0)).toEqual([{ n: 0 }]);
  });

  afterAll(async () => {
    await t?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    await rm(backupDir, { recursive: true, force: true });
  });

  it('takes a backup through the running server (local trigger with the token of server.json only)', async () => {
    expect((await trigger('falsch')).statusCode).toBe(403);
    const res = await trigger(t.app.sicherungen.token);
    expect(res.statusCode, res.body).toBe(200);
    const datei = res.json().data.datei as string;
    backup = path.join(backupDir, datei);
    before = await databaseRows(t.database);
    filesBefore = await storedFiles(dataDir);
    expect(filesBefore.size).toBe(3);

    const status = await t.as(admin, { method: 'GET', url: '/api/sicherungen' });
    expect(status.json().data).toMatchObject({
      aktiv: true,
      tage: 14,
      letzte: { ok: true, datei },
      dateien: [{ name: datei }],
    });
  });

  it('gives two backups taken in the same second files of their own', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sicherung-sekunde-'));
    const now = new Date(2026, 10, 28, 3, 0, 0);
    const first = await createBackup(t.database, { dataDir, backupDir: dir, now });
    const second = await createBackup(t.database, { dataDir, backupDir: dir, now });
    expect(path.basename(first.file)).toBe(backupName(now));
    expect(path.basename(second.file)).toBe('sicherung-2026-11-28-030000-2.tar.gz');
    // Both kept, the later one listed first (the newest stays on pruning), no temporary file left.
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([
      'sicherung-2026-11-28-030000-2.tar.gz',
      'sicherung-2026-11-28-030000.tar.gz',
    ]);
    expect((await readdir(dir)).sort()).toEqual(
      ['sicherung-2026-11-28-030000-2.tar.gz', 'sicherung-2026-11-28-030000.tar.gz'].sort(),
    );
    await rm(dir, { recursive: true, force: true });
    // Two dumps of the database: ~20 s each on a loaded machine.
  }, 120_000);

  it('refuses a restore while the server runs on the data directory', async () => {
    await writeServerInfo(dataDir, { pid: process.pid, host: '127.0.0.1', port: 1, token: 'x' });
    await expect(restoreBackup(backup, dataDir)).rejects.toThrow(/Der Server läuft noch/);
    await removeServerInfo(dataDir);
  });

  it('brings every record and every file back after the data was changed and wiped', async () => {
    await t.close();
    // Data changed after the backup, then the files folder wiped.
    const changed = await openDatabase({ dataDir });
    await changed.query(`update projekte set name = 'Geändert' where id = $1`, [projektId]);
    await changed.query('delete from dateien');
    await changed.close();
    await rm(path.join(dataDir, 'files'), { recursive: true });

    expect(await restoreBackup(backup, dataDir, { confirm: async () => true })).not.toBeNull();
    const restored = await openDatabase({ dataDir });
    try {
      expect(await databaseRows(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
    // Nothing of the replaced data is left beside it.
    expect((await readdir(dataDir)).filter((n) => n.startsWith('vor-wiederherstellung'))).toEqual([]);
  });

  it('refuses a backup of a newer schema with a German message and leaves the data as it was', async () => {
    const newer = await rewritten(backup, {
      manifest: (m) => ({ ...m, schema: { tag: '9999_zukunft', when: m.schema.when + 1_000_000 } }),
    });
    await expect(restoreBackup(newer, dataDir)).rejects.toThrow(
      /^Diese Sicherung stammt von einer neueren Version der Anwendung \(Datenbankstand 9999_zukunft\)/,
    );
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
  });

  it('refuses a damaged backup before it touches anything, and asks before it replaces', async () => {
    const key = [...filesBefore.keys()][0]!;
    const damaged = await rewritten(backup, { entry: `dateien/${key}` });
    await expect(restoreBackup(damaged, dataDir)).rejects.toThrow(/beschädigt.*weicht ab/);
    expect(await restoreBackup(backup, dataDir, { confirm: async () => false })).toBeNull();
    expect(await storedFiles(dataDir)).toEqual(filesBefore);
  });
});

describe('retention and the nightly hour (clock as a parameter)', () => {
  it('deletes backups older than the days kept, but never the newest', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sicherung-aufbewahrung-'));
    const now = new Date(2026, 10, 28, 3, 0, 0);
    const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60_000);
    for (const d of [0, 1, 13, 14.5, 20]) await writeFile(path.join(dir, backupName(daysAgo(d))), 'x');
    await writeFile(path.join(dir, 'notizen.txt'), 'bleibt');
    const deleted = await pruneBackups(dir, 14, now);
    expect(deleted.sort()).toEqual([backupName(daysAgo(14.5)), backupName(daysAgo(20))].sort());
    expect((await listBackups(dir)).map((b) => b.name)).toEqual(
      [0, 1, 13].map((d) => backupName(daysAgo(d))),
    );
    expect(await readFile(path.join(dir, 'notizen.txt'), 'utf8')).toBe('bleibt');

    // A long standstill: only old backups left; the newest stays.
    const later = new Date(now.getTime() + 60 * 24 * 60 * 60_000);
    await pruneBackups(dir, 14, later);
    expect((await listBackups(dir)).map((b) => b.name)).toEqual([backupName(now)]);
    await rm(dir, { recursive: true, force: true });
  });

  it('reserves a name of its own for each of several backups starting in the same second', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sicherung-reserviert-'));
    const now = new Date(2026, 10, 28, 3, 0, 0);
    const names = await Promise.all([1, 2, 3, 4].map(() => reserveBackupName(dir, now)));
    expect(new Set(names.map((n) => n.file)).size).toBe(4);
    expect(names.map((n) => path.basename(n.file)).sort()).toEqual(
      [1, 2, 3, 4].map((folge) => backupName(now, folge)).sort(),
    );
    await rm(dir, { recursive: true, force: true });
  });

  it('holds file removals while a backup reads the files, and removes them after it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'sicherung-halten-'));
    const storage = fileStorageFor(dir);
    const { key } = await storage.write(Readable.from([Buffer.from('Urkunde')]), 100);
    const file = path.join(dir, 'files', ...key.split('/'));
    await holdingRemovals(path.join(dir, 'files'), async () => {
      await storage.remove(key);
      expect(await readFile(file, 'utf8')).toBe('Urkunde');
    });
    await expect(readFile(file)).rejects.toThrow(/ENOENT/);
    await rm(dir, { recursive: true, force: true });
  });

  it('is due once a day from its hour on', () => {
    const at = (h: number, day = 28) => new Date(2026, 10, day, h, 5);
    const taken = (d: Date) => [{ name: backupName(d), bytes: 1, erstellt: d }];
    expect(backupDue(3, [], at(2))).toBe(false);
    expect(backupDue(3, [], at(3))).toBe(true);
    expect(backupDue(3, taken(at(3, 27)), at(23))).toBe(true);
    expect(backupDue(3, taken(at(3)), at(23))).toBe(false);
    expect(backupDue(-1, [], at(23))).toBe(false);
  });
});

describe.runIf(pglite)('a failed backup', () => {
  let failing: TestApp;
  let dir: string;

  afterAll(async () => {
    await failing?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('is a notification to the admins, done when the next backup succeeds', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'sicherung-fehler-'));
    // The backup folder's place is taken by a file: the backup cannot be written.
    const blocked = path.join(dir, 'sicherungen');
    await writeFile(blocked, 'eine Datei, kein Ordner');
    failing = await createTestApp({ DATA_DIR: dir, BACKUP_DIR: blocked }, { diskDatabase: true });
    const chef = await failing.user({ admin: true });
    const staff = await failing.user({ permissions: ['datencheck.nutzen'] });

    const letzte = await failing.app.sicherungen.run(new Date(2026, 10, 28, 3, 0));
    expect(letzte).toMatchObject({ ok: false, datei: null });
    const anzahl = (u: TestUser) =>
      failing
        .as(u, { method: 'GET', url: '/api/benachrichtigungen/anzahl' })
        .then((r) => r.json().data.ungelesen);
    expect(await anzahl(chef)).toBe(1);
    expect(await anzahl(staff)).toBe(0);
    const list = await failing.as(chef, { method: 'GET', url: '/api/benachrichtigungen' });
    expect(list.json().data).toMatchObject([{ titel: '1 Sicherung fehlgeschlagen' }]);

    const status = await failing.as(chef, { method: 'GET', url: '/api/sicherungen' });
    expect(status.json().data.letzte).toMatchObject({ ok: false, fehler: expect.stringMatching(/EEXIST/) });

    await rm(blocked);
    expect((await failing.app.sicherungen.run()).ok).toBe(true);
    expect(await anzahl(chef)).toBe(0);
  });
});
