import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { form } from '../testing/multipart';
import { kaufobjektEditing } from '../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { fileStorageFor } from './files';
import { papierkorbTage } from '@app/domain';
import { papierkorbLeeren } from './papierkorb';

/** Issue 28: a removed assignment and a deleted file go to the bin of their record's area, bytes kept. */
let t: TestApp;
let dataDir: string;
let staff: TestUser;

type Eintrag = { id: number; record_id: number; datensatz_id: number; label: string; zeilen: number };
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.as(staff, { method, url, ...(payload ? { payload } : {}) });
const create = async (url: string, payload: object): Promise<number> => {
  const res = await call('POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const bin = async (area: string): Promise<Eintrag[]> => {
  const res = await call('GET', `/api/${area}/papierkorb`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Eintrag[] }).data;
};
const restore = (area: string, entry: Eintrag) =>
  call('POST', `/api/${area}/papierkorb/${entry.id}/wiederherstellen`);
const addKaeufer = async (ko: number, person: number): Promise<number> => {
  const res = await call('POST', `/api/kaufobjekt/${ko}/kaeufer/add`, { firma_id: null, person_id: person });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const removeKaeufer = async (id: number) =>
  expect((await call('DELETE', `/api/kaufobjekt/kaeufer/${id}/delete`)).statusCode).toBe(200);
const storedFiles = async () =>
  (await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);
// A real PDF's structure (the smallest valid one), with a marker so its bytes are this test's own.
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n% Papierkorb-Test\n%%EOF\n',
);
const upload = async (projekt: number, name: string): Promise<number> => {
  const res = await t.as(staff, {
    method: 'POST',
    url: '/api/dateien',
    ...form({ resource: 'projekte', resource_id: String(projekt), file: [name, pdf] }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { tpl: { id: number } }).tpl.id;
};
const download = (id: number) => call('GET', `/api/dateien/${id}/download`);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'papierkorb-zuordnungen-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  staff = await t.user({ permissions: [...kaufobjektEditing, 'personen.lesen', 'personen.bearbeiten'] });
});
afterAll(async () => {
  await t?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('Papierkorb: assignments', () => {
  it("lists a removed buyer in the Kaufobjekt's bin by its parent and restores it as it was", async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_001, name: 'Zuordnungshof' });
    const maria = await create('/api/personen', { vorname: 'Maria', nachname: 'Neuhauser' });
    const ko = await create('/api/kaufobjekte', { projekt_id: projekt, status: 1, top_nr: '7' });
    const kaeufer = await addKaeufer(ko, maria);
    const before = (await call('GET', `/api/kaufobjekte/${ko}`)).json() as unknown;

    await removeKaeufer(kaeufer);
    const after = (await call('GET', `/api/kaufobjekte/${ko}`)).json() as { data: { kaeufer: unknown[] } };
    expect(after.data.kaeufer).toEqual([]);
    const entry = (await bin('kaufobjekte')).find((e) => e.record_id === kaeufer)!;
    expect(entry).toMatchObject({ label: 'Käufer Maria Neuhauser von Kaufobjekt Top 7', datensatz_id: ko });

    const res = await restore('kaufobjekte', entry);
    expect(res.statusCode, res.body).toBe(200);
    // The same buyer row (id, share, creator) and the Kaufobjekt's version untouched.
    expect((await call('GET', `/api/kaufobjekte/${ko}`)).json()).toEqual(before);
    expect((await bin('kaufobjekte')).some((e) => e.id === entry.id)).toBe(false);
    expect((await restore('kaufobjekte', entry)).statusCode).toBe(404);
    // Audited: the restore shows on the Kaufobjekt's Verlauf.
    const audit = (await t.database.db.execute(
      sql`select action, grund from audit_log where table_name = 'kaufobjekt_kaeufer' and record_id = ${kaeufer} order by id`,
    )) as unknown as { rows: { action: string; grund: string | null }[] };
    expect(audit.rows).toEqual([
      { action: 'create', grund: null },
      { action: 'delete', grund: null },
      { action: 'create', grund: 'papierkorb' },
    ]);
  });

  it('refuses with 409 when the same buyer was added again, and never adds a second one', async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_002, name: 'Doppelhof' });
    const person = await create('/api/personen', { vorname: 'Jonas', nachname: 'Doppler' });
    const ko = await create('/api/kaufobjekte', { projekt_id: projekt, status: 1, top_nr: '3' });
    await removeKaeufer(await addKaeufer(ko, person));
    await addKaeufer(ko, person);
    const entry = (await bin('kaufobjekte')).find((e) => e.datensatz_id === ko)!;
    const res = await restore('kaufobjekte', entry);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: expect.stringContaining('dieselbe Zuordnung besteht') });
    const count = (await t.database.db.execute(
      sql`select count(*)::int as n from kaufobjekt_kaeufer where kaufobjekt_id = ${ko}`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]!.n).toBe(1);
  });

  it('answers 422 when the Kaufobjekt or the buyer person is gone, naming it', async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_003, name: 'Waisenhof' });
    const person = await create('/api/personen', { vorname: 'Eva', nachname: 'Weise' });
    const ko = await create('/api/kaufobjekte', { projekt_id: projekt, status: 1, top_nr: '9' });
    await removeKaeufer(await addKaeufer(ko, person));
    const entry = (await bin('kaufobjekte')).find((e) => e.datensatz_id === ko)!;

    expect((await call('DELETE', `/api/kaufobjekte/${ko}`)).statusCode).toBe(200);
    const noParent = await restore('kaufobjekte', entry);
    expect(noParent.statusCode).toBe(422);
    expect(noParent.json()).toMatchObject({
      message: expect.stringContaining('ist gelöscht (im Papierkorb)'),
    });
    const koEntry = (await bin('kaufobjekte')).find((e) => e.record_id === ko && e.datensatz_id === ko)!;
    expect((await restore('kaufobjekte', koEntry)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/personen/${person}`)).statusCode).toBe(200);
    const noPerson = await restore('kaufobjekte', entry);
    expect(noPerson.statusCode).toBe(422);
    expect(noPerson.json()).toMatchObject({ message: expect.stringContaining('„Weise“ ist gelöscht') });
  });

  it("keeps a removed seller in the Ankauf's bin, not another area's", async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_004, name: 'Verkaufshof' });
    const firma = await create('/api/firmen', { name: 'Verkauf Korb GmbH' });
    const ankauf = await create('/api/ankaeufe', { projekt_id: projekt });
    const res = await call('POST', `/api/ankauf/${ankauf}/verkaeufer/add`, { firma_id: firma });
    expect(res.statusCode, res.body).toBe(200);
    const seller = (res.json() as { data: { id: number } }).data.id;
    expect((await call('DELETE', `/api/ankauf/verkaeufer/${seller}/delete`)).statusCode).toBe(200);
    const entry = (await bin('ankaeufe')).find((e) => e.record_id === seller)!;
    expect(entry).toMatchObject({ label: 'Verkäufer Verkauf Korb GmbH von Ankauf 94004 Verkaufshof' });
    expect((await bin('kaufobjekte')).some((e) => e.id === entry.id)).toBe(false);
    expect((await restore('ankaeufe', entry)).statusCode).toBe(200);
  });
});

describe('Papierkorb: files keep their bytes until the purge', () => {
  it('a deleted project file: bytes stay, restore downloads equal, purge after 31 days removes them', async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_010, name: 'Dateihof' });
    const datei = await upload(projekt, 'Einreichplan.pdf');
    const files = await storedFiles();
    expect(files).toHaveLength(1);

    expect((await call('DELETE', `/api/dateien/${datei}`)).statusCode).toBe(200);
    expect((await download(datei)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(files);
    const entry = (await bin('projekte')).find((e) => e.record_id === datei)!;
    expect(entry).toMatchObject({
      label: 'Datei Einreichplan.pdf von Projekt 94010 Dateihof',
      datensatz_id: projekt,
    });
    expect((await restore('projekte', entry)).statusCode).toBe(200);
    const back = await download(datei);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);

    expect((await call('DELETE', `/api/dateien/${datei}`)).statusCode).toBe(200);
    const storage = fileStorageFor(dataDir);
    const day = 86_400_000;
    await papierkorbLeeren(t.database.db, storage, new Date(Date.now() + (papierkorbTage - 1) * day));
    expect(await storedFiles()).toEqual(files);
    await papierkorbLeeren(t.database.db, storage, new Date(Date.now() + (papierkorbTage + 1) * day));
    expect(await storedFiles()).toEqual([]);
  });

  it('a deleted project keeps its files in its entry; restoring it brings them back byte-equal', async () => {
    const projekt = await create('/api/projekte', { projektnr: 94_011, name: 'Projektdateihof' });
    const datei = await upload(projekt, 'Lageplan.pdf');
    const files = await storedFiles();
    expect((await call('DELETE', `/api/projekte/${projekt}`)).statusCode).toBe(200);
    expect((await download(datei)).statusCode).toBe(404);
    expect(await storedFiles()).toEqual(files);
    const entry = (await bin('projekte')).find((e) => e.record_id === projekt && e.datensatz_id === projekt)!;
    expect(entry.zeilen).toBe(2);
    expect((await restore('projekte', entry)).statusCode).toBe(200);
    const back = await download(datei);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });
});
