import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { openDatabase } from '../../db/client';
import { loadDemoData } from '../../db/seed/demo';
import { form } from '../../testing/multipart';
import { databaseRows, storedFiles } from '../../testing/snapshot';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { until } from '../../testing/until';
import { restoreBackup } from './restore';

/**
 * The restore drill (issue 28, run in CI with the server tests): demo data plus changes, a backup taken
 * through the running server while requests read and upload, the data wiped, the backup restored —
 * every record and every file is back and equal.
 */
describe.runIf(!process.env.TEST_DATABASE_URL)('restore drill', () => {
  let t: TestApp;
  let dataDir: string;
  let backupDir: string;

  afterAll(async () => {
    await t?.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
    await rm(backupDir, { recursive: true, force: true });
  });

  it('demo data plus changes, backup under load, wipe, restore: everything back and equal', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'drill-daten-'));
    backupDir = await mkdtemp(path.join(tmpdir(), 'drill-sicherungen-'));
    t = await createTestApp({ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, { diskDatabase: true });
    const admin = await t.user({ admin: true });
    expect(await loadDemoData(t.database.db)).toBe(true);

    // Changes through the API: a project, files on it, one of them deleted again.
    const projekt = await t.as(admin, {
      method: 'POST',
      url: '/api/projekte',
      payload: { projektnr: 77_001, name: 'Probe der Wiederherstellung' },
    });
    expect(projekt.statusCode, projekt.body).toBe(200);
    const projektId = projekt.json().data.id as number;
    let n = 0;
    const upload = () => {
      n += 1;
      return t.as(admin, {
        method: 'POST',
        url: '/api/dateien',
        ...form({
          resource: 'projekte',
          resource_id: String(projektId),
          file: [`Plan ${n}.pdf`, Buffer.from(`%PDF-1.4\n% Drill ${n} ${'x'.repeat(n * 997)}\n%%EOF\n`)],
        }),
      });
    };
    for (let i = 0; i < 4; i++) expect((await upload()).statusCode).toBe(200);
    const [first] = await t.database.query<{ id: number }>('select min(id) as id from dateien');
    const removed = await t.as(admin, { method: 'DELETE', url: `/api/dateien/${first!.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    const busy = () =>
      t.database.query<{ n: number }>(
        `select count(*)::int as n from datencheck_laeufe where status in ('waiting', 'running')`,
      );
    expect(await until(busy, ([r]) => r?.n === 0)).toEqual([{ n: 0 }]);

    const before = await databaseRows(t.database);
    const filesBefore = await storedFiles(dataDir);
    expect(before.personen!.length).toBeGreaterThan(10);
    // Four: the deleted file's bytes stay while it is in the Papierkorb.
    expect(filesBefore.size).toBe(4);

    // The backup while requests run: reads of lists, and uploads.
    const [backup, ...requests] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/sicherungen/lokal',
        headers: { 'x-sicherung-token': t.app.sicherungen.token },
      }),
      ...Array.from({ length: 6 }, (_, i) =>
        i % 2 ? upload() : t.as(admin, { method: 'GET', url: '/api/personen?per_page=100' }),
      ),
    ]);
    expect(backup!.statusCode, backup!.body).toBe(200);
    for (const r of requests) expect(r.statusCode, r.body).toBe(200);
    const after = await databaseRows(t.database);
    const filesAfter = await storedFiles(dataDir);
    await t.close();

    // Wiped, then restored.
    await rm(path.join(dataDir, 'pgdata'), { recursive: true });
    await rm(path.join(dataDir, 'files'), { recursive: true });
    await restoreBackup(path.join(backupDir, backup!.json().data.datei as string), dataDir);
    const database = await openDatabase({ dataDir });
    const restored = await databaseRows(database);
    await database.close();
    const filesRestored = await storedFiles(dataDir);

    // Every table as before the backup; where the requests during it wrote, each row as before or after.
    expect(Object.keys(restored)).toEqual(Object.keys(before));
    for (const [table, rows] of Object.entries(restored)) {
      if (isDeepStrictEqual(before[table], after[table])) {
        expect(rows, table).toEqual(before[table]);
        continue;
      }
      const known = [...before[table]!, ...after[table]!];
      for (const row of rows)
        expect(
          known.some((k) => isDeepStrictEqual(k, row)),
          table,
        ).toBe(true);
      for (const row of before[table]!) {
        const id = (row as { id?: unknown }).id;
        if (id !== undefined)
          expect(
            rows.some((r) => (r as { id?: unknown }).id === id),
            table,
          ).toBe(true);
      }
    }
    // Every file as it was, and each file a restored Datei names is there with its bytes.
    for (const [key, hash] of filesBefore) expect(filesRestored.get(key), key).toBe(hash);
    for (const row of restored.dateien as Array<{ storage_key: string }>)
      expect(filesRestored.get(row.storage_key), row.storage_key).toBe(filesAfter.get(row.storage_key));
  }, 120_000);
});
