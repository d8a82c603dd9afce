import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { kaufobjektEditing } from '../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { fileStorageFor } from './files';
import { papierkorbTage } from '@app/domain';
import { papierkorbLeeren } from './papierkorb';

/** Issue 28: a delete goes to the Papierkorb with its cascaded rows; restore puts it back as it was. */
let t: TestApp;
let dataDir: string;
let staff: TestUser;
let reader: TestUser;

type Eintrag = { id: number; record_id: number; label: string; user_name: string | null; zeilen: number };
const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.as(user, { method, url, ...(payload ? { payload } : {}) });
const create = async (url: string, payload: object): Promise<number> => {
  const res = await call(staff, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const bin = async (area: string): Promise<Eintrag[]> => {
  const res = await call(reader, 'GET', `/api/${area}/papierkorb`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Eintrag[] }).data;
};
const kaeuferCount = async (id: number) =>
  (
    (await t.database.db.execute(
      sql`select count(*)::int as n from kaufobjekt_kaeufer where kaufobjekt_id = ${id}`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'papierkorb-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  staff = await t.user({ permissions: kaufobjektEditing, name: 'Maria Huber' });
  reader = await t.user({ permissions: ['transaktionen.lesen', 'projekte.lesen'], name: 'Lena Leser' });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Papierkorb', () => {
  it('keeps a deleted Kaufobjekt with its buyers and restores it equal, as the same id', async () => {
    const projekt = await create('/api/projekte', { projektnr: 93_001, name: 'Korbhof' });
    const firma = await create('/api/firmen', { name: 'Korb Käufer GmbH' });
    const ko = await create('/api/kaufobjekte', { projekt_id: projekt, status: 1, top_nr: '2/7' });
    expect(
      (await call(staff, 'POST', `/api/kaufobjekt/${ko}/kaeufer/add`, { firma_id: firma, person_id: null }))
        .statusCode,
    ).toBe(200);
    const before = (await call(staff, 'GET', `/api/kaufobjekte/${ko}`)).json() as unknown;

    expect((await call(staff, 'DELETE', `/api/kaufobjekte/${ko}`)).statusCode).toBe(200);
    expect((await call(staff, 'GET', `/api/kaufobjekte/${ko}`)).statusCode).toBe(404);
    expect(await kaeuferCount(ko)).toBe(0);
    const [entry] = (await bin('kaufobjekte')).filter((e) => e.record_id === ko);
    expect(entry).toMatchObject({ user_name: 'Maria Huber', zeilen: 2 });

    // Reading the bin is not restoring it.
    expect(
      (await call(reader, 'POST', `/api/kaufobjekte/papierkorb/${entry!.id}/wiederherstellen`)).statusCode,
    ).toBe(403);
    const res = await call(staff, 'POST', `/api/kaufobjekte/papierkorb/${entry!.id}/wiederherstellen`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(staff, 'GET', `/api/kaufobjekte/${ko}`)).json()).toEqual(before);
    expect(await kaeuferCount(ko)).toBe(1);
    expect((await bin('kaufobjekte')).some((e) => e.record_id === ko)).toBe(false);
  });

  it('says which parent is still in the bin, and restores once it is back', async () => {
    const projekt = await create('/api/projekte', { projektnr: 93_002, name: 'Elternhof' });
    const ko = await create('/api/kaufobjekte', { projekt_id: projekt, status: 1, top_nr: '1' });
    expect((await call(staff, 'DELETE', `/api/kaufobjekte/${ko}`)).statusCode).toBe(200);
    expect((await call(staff, 'DELETE', `/api/projekte/${projekt}`)).statusCode).toBe(200);
    const koEntry = (await bin('kaufobjekte')).find((e) => e.record_id === ko)!;
    const refused = await call(staff, 'POST', `/api/kaufobjekte/papierkorb/${koEntry.id}/wiederherstellen`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('„Elternhof“ ist gelöscht') });

    const projektEntry = (await bin('projekte')).find((e) => e.record_id === projekt)!;
    expect(
      (await call(staff, 'POST', `/api/projekte/papierkorb/${projektEntry.id}/wiederherstellen`)).statusCode,
    ).toBe(200);
    expect(
      (await call(staff, 'POST', `/api/kaufobjekte/papierkorb/${koEntry.id}/wiederherstellen`)).statusCode,
    ).toBe(200);
  });

  it('refuses with a German 409 when a new record took the unique value meanwhile', async () => {
    const alt = await create('/api/projekte', { projektnr: 93_003, name: 'Alt' });
    expect((await call(staff, 'DELETE', `/api/projekte/${alt}`)).statusCode).toBe(200);
    await create('/api/projekte', { projektnr: 93_003, name: 'Neu' });
    const entry = (await bin('projekte')).find((e) => e.record_id === alt)!;
    const res = await call(staff, 'POST', `/api/projekte/papierkorb/${entry.id}/wiederherstellen`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('denselben eindeutigen Wert') });
    expect((await call(staff, 'GET', `/api/projekte/${alt}`)).statusCode).toBe(404);
  });

  it('keeps each record of a bulk delete as its own entry, and purges them after the days', async () => {
    const a = await create('/api/projekte', { projektnr: 93_004, name: 'Bulk A' });
    const b = await create('/api/projekte', { projektnr: 93_005, name: 'Bulk B' });
    const res = await call(staff, 'POST', '/api/projekte/bulk-delete', { ids: [a, b] });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (await bin('projekte')).map((e) => e.record_id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));

    expect(
      await papierkorbLeeren(
        t.database.db,
        fileStorageFor(dataDir),
        new Date(Date.now() + (papierkorbTage - 1) * 86_400_000),
      ),
    ).toBe(0);
    expect(
      await papierkorbLeeren(
        t.database.db,
        fileStorageFor(dataDir),
        new Date(Date.now() + (papierkorbTage + 1) * 86_400_000),
      ),
    ).toBeGreaterThan(1);
    expect(await bin('projekte')).toEqual([]);
  });

  it('anonymising a user who deleted something scrubs their name and e-mail from the bin, for good', async () => {
    const klara = await t.user({
      permissions: ['projekte.lesen', 'projekte.bearbeiten'],
      name: 'Klara Körbel',
    });
    const admin = await t.user({ admin: true });
    const projekt = (
      await call(klara, 'POST', '/api/projekte', { projektnr: 93_006, name: 'Anonymhof' })
    ).json() as { data: { id: number } };
    const id = projekt.data.id;
    const notiz = await call(klara, 'POST', `/api/projekte/${id}/erfassungsnotizen`, {
      text: `Plan kommt von KLARA KÖRBEL (${klara.email}); Körbelgasse bleibt.`,
    });
    expect(notiz.statusCode, notiz.body).toBe(200);
    expect((await call(klara, 'DELETE', `/api/projekte/${id}`)).statusCode).toBe(200);
    expect((await bin('projekte')).find((e) => e.record_id === id)).toMatchObject({
      user_name: 'Klara Körbel',
    });

    const res = await call(admin, 'POST', `/api/benutzer/${klara.id}/anonymisieren`, { email: klara.email });
    expect(res.statusCode, res.body).toBe(200);
    expect((await bin('projekte')).find((e) => e.record_id === id)).toMatchObject({
      user_name: `Anonym #${klara.id}`,
    });
    const found = (await t.database.db.execute(
      sql`select rows::text as rows, label from papierkorb
        where rows::text ilike ${'%körbel%'} or rows::text ilike ${`%${klara.email}%`}`,
    )) as unknown as { rows: { rows: string }[] };
    // Only the street name that merely contains the name is left; the person and address are gone.
    expect(found.rows.length).toBe(1);
    expect(found.rows[0]!.rows).toContain(
      `Plan kommt von Anonym #${klara.id} (Anonym #${klara.id}); Körbelgasse bleibt.`,
    );
    expect(found.rows[0]!.rows).not.toMatch(/Klara/i);
  });
});
