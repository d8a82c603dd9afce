import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type Partei, type PushReply, type Urkundenabfrage } from '@app/domain';
import { firmen } from '../../db/schema';
import { textPdf } from '../../platform/providers/grundbuch/deed-pdf';
import { join, socketClients } from '../../testing/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { korpus, type KorpusUrkunde } from './korpus/bewertung';
import { stopOcr } from './urkunde-lesen';

/**
 * Issue 25 point 4: a deed the user already has (a notary's PDF) dropped into an import goes the way of a
 * fetched one — stored, read, checked, reviewed, approved; and point 5: its buyer Firma is filled from the
 * Firmenbuch extract, or created from the deed and marked to be checked when there is none. The deeds are
 * the corpus's (real notarial wording), rendered as text-layer PDFs.
 */
let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let admin: TestUser;
let dataDir: string;
const sockets = socketClients();
const connect = sockets.connect;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'eigene-urkunde-'));
  // FNs starting 123 have no extract in this run's register simulator.
  t = await createTestApp({ DATA_DIR: dataDir, FIRMENBUCH_SIMULATOR_FAIL: '123' });
  staff = await t.user({ permissions: ['importe.nutzen', 'transaktionen.lesen', 'projekte.lesen'] });
  reader = await t.user({ permissions: ['transaktionen.lesen', 'projekte.lesen'] });
  admin = await t.user({ admin: true });
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
  stopOcr();
  await rm(dataDir, { recursive: true, force: true });
});

const deed = (id: string): KorpusUrkunde => korpus().find((d) => d.id === id)!;
const pdfOf = (d: KorpusUrkunde) =>
  textPdf(
    d.text.split('\n').map((text) => ({ style: 'absatz' as const, text })),
    { title: d.id, date: new Date('2020-01-01T09:00:00Z') },
  );
const drop = (importId: number, bytes: Uint8Array | string, user = staff, name = 'Kaufvertrag.pdf') =>
  t.as(user, {
    method: 'POST',
    url: `/api/urkundenabfragen/importe/${importId}/urkunden?name=${encodeURIComponent(name)}`,
    payload: typeof bytes === 'string' ? bytes : Buffer.from(bytes),
    headers: { 'content-type': 'application/pdf' },
  });
const getRow = async (id: number): Promise<Urkundenabfrage> =>
  (await t.as(staff, { method: 'GET', url: `/api/urkundenabfragen/${id}` })).json().data;

async function readRow(id: number): Promise<Urkundenabfrage> {
  for (let i = 0; i < 300; i++) {
    const row = await getRow(id);
    if (!['urkunde_geholt'].includes(row.status)) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('deed not read in 30 s');
}

/** Confirms every field the checks still name (as a reviewer does), then approves into the project. */
async function approve(row: Urkundenabfrage, projektId: number) {
  for (const p of row.pruefungen) {
    if (!p.feld) continue;
    const r = await t.as(staff, {
      method: 'PUT',
      url: `/api/urkundenabfragen/${row.id}/felder`,
      payload: { feld: p.feld, wert: null, version: row.version },
    });
    expect(r.statusCode).toBe(200);
    row = r.json().data;
  }
  const socket = await connect(staff.socketToken);
  const topic = `import:kaufobjekte-${row.import_id}`;
  expect(await join(socket, topic)).toEqual({ status: 'ok' });
  return (await socket.emitWithAck('push', {
    topic,
    event: 'add_resource',
    payload: { id: row.id, projekt_id: projektId },
  })) as PushReply<{ kaufobjekt_id: number; hinweise: string[] }>;
}

describe('a deed the user already has, dropped into an import (issue 25 point 4)', () => {
  let importId = 0;
  let projektId = 0;
  beforeAll(async () => {
    const created = await t.as(staff, {
      method: 'POST',
      url: '/api/urkundenabfragen/importe',
      payload: { gericht: '631', jahr: 2019, tz_von: 1, tz_bis: 1 },
    });
    importId = created.json().data.id;
    const projekt = await t.as(admin, {
      method: 'POST',
      url: '/api/projekte',
      payload: { projektnr: 88001, name: 'Marxergasse', strasse: 'Marxergasse 24', plz: '1030', ort: 'Wien' },
    });
    projektId = projekt.json().data.id;
  });

  it('is stored once, read like a fetched deed, its missing TZ flagged, approved with its Firma marked', async () => {
    const d = deed('firma-kaeufer-tabelle-1');
    const bytes = await pdfOf(d);
    const res = await drop(importId, bytes);
    expect(res.statusCode).toBe(200);
    const dropped: Urkundenabfrage = res.json().data;
    expect(dropped).toMatchObject({ eigene_datei: true, tz: null, import_id: importId });
    expect(dropped.urkunde_id).toEqual(expect.any(Number));

    // The same bytes again: the same row, no second deed.
    const again = await drop(importId, bytes, staff, 'Kopie.pdf');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(dropped.id);
    const list = (
      await t.as(staff, { method: 'GET', url: `/api/urkundenabfragen/importe/${importId}/rows` })
    ).json().data.rows as Urkundenabfrage[];
    expect(list.filter((r) => r.eigene_datei)).toHaveLength(1);

    const row = await readRow(dropped.id);
    expect(row.status).toMatch(/^(gelesen|zugeordnet)$/);
    expect(row.felder.kaufpreis_brutto?.wert).toBe(d.soll.kaufpreis_brutto);
    expect(row.felder.top_nr?.wert).toBe(`Top ${String(d.soll.top_nr)}`);
    expect((row.felder.kaeufer?.wert as Partei[])[0]).toMatchObject({ typ: 'firma', fbnr: '123456a' });
    // No TZ from a list and none in the deed: named as missing, never silently empty.
    expect(row.pruefungen).toContainEqual(expect.objectContaining({ feld: 'tz', code: 'tz_fehlt' }));

    const approved = await approve(row, projektId);
    expect(approved).toMatchObject({ status: 'ok' });
    const { kaufobjekt_id, hinweise } =
      approved.status === 'ok' ? approved.response : { kaufobjekt_id: 0, hinweise: [] };
    // FN 123456a has no extract here: created from the deed's words, marked to be checked, reported.
    expect(hinweise).toEqual([
      messages.importFirmaPruefen('Schlossberg Immobilien GmbH', messages.fbuchNichtGefunden),
    ]);
    const ko = (await t.as(admin, { method: 'GET', url: `/api/kaufobjekte/${kaufobjekt_id}` })).json().data;
    expect(ko).toMatchObject({
      tz: null,
      urkunde_id: dropped.urkunde_id,
      bruttopreis: d.soll.kaufpreis_brutto,
    });
    const [firma] = await t.database.db.select().from(firmen).where(eq(firmen.fbnr, '123456a'));
    expect(firma).toMatchObject({
      name: 'Schlossberg Immobilien GmbH',
      ist_kaeufer: true,
      kaeufer_info: hinweise[0],
    });
  }, 120_000);

  it('fills a buyer Firma from its Firmenbuch extract when there is one', async () => {
    const d = deed('firma-kaeufer-tabelle-2');
    const res = await drop(importId, await pdfOf(d));
    expect(res.statusCode).toBe(200);
    const row = await readRow(res.json().data.id);
    expect((row.felder.kaeufer?.wert as Partei[])[0]).toMatchObject({ typ: 'firma', fbnr: '87654s' });
    const approved = await approve(row, projektId);
    expect(approved).toMatchObject({ status: 'ok', response: { hinweise: [] } });
    const [firma] = await t.database.db.select().from(firmen).where(eq(firmen.fbnr, '87654s'));
    // The extract's fields, as a Firma created from the register by hand.
    expect(firma).toMatchObject({ ist_kaeufer: true, kaeufer_info: null });
    expect(firma!.rechtsform).toEqual(expect.any(String));
    expect(firma!.firmenbuch_stand).toEqual(expect.any(String));
  }, 120_000);

  it('refuses what is not a PDF (German 422) and a user without the import permission (403)', async () => {
    const notPdf = await drop(importId, 'Das ist keine Urkunde, nur Text.');
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().errors.datei).toEqual([messages.importKeinPdf]);
    const json = await t.as(staff, {
      method: 'POST',
      url: `/api/urkundenabfragen/importe/${importId}/urkunden`,
      payload: { datei: 'x' },
    });
    expect(json.statusCode).toBe(422);
    const bytes = await pdfOf(deed('firma-kaeufer-tabelle-3'));
    expect((await drop(importId, bytes, reader)).statusCode).toBe(403);
    expect((await drop(999_999, bytes)).statusCode).toBe(404);
  });
});
