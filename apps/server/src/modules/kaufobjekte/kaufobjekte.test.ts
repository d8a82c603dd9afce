import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { heuteWien, koExportAuswahlAlsAndereMax, messages } from '@app/domain';
import { insertIds } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import {
  auditLog,
  dateien,
  firmen,
  kaufobjekte,
  kaufobjektKaeufer,
  personen,
  projekte,
} from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let admin: TestUser;
let projektA: number;
let projektB: number;
let firmaId: number;
let personId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({
    permissions: ['transaktionen.lesen', 'transaktionen.bearbeiten'],
    name: 'Maria Huber',
  });
  reader = await t.user({ permissions: ['transaktionen.lesen', 'exporte.nutzen'] });
  admin = await t.user({ admin: true, name: 'Admin' });
  const db = t.database.db;
  [projektA, projektB] = await insertIds(t, projekte, [
    { projektnr: 24901, name: 'Wohnen am Augarten', ort: 'Wien' },
    { projektnr: 24902, name: 'Seestadt Nord', ort: 'Wien' },
  ]);
  firmaId = (await db.insert(firmen).values({ name: 'Immo Invest GmbH' }).returning())[0]!.id;
  personId = (
    await db.insert(personen).values({ vorname: 'Anna', nachname: 'Gruber', titel: 'Mag.' }).returning()
  )[0]!.id;
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/kaufobjekte', payload: body });
const list = (query: string, user = reader) =>
  t.as(user, { method: 'GET', url: `/api/kaufobjekte?${query}` }).then((r) => r.json());
const filter = (f: string, extra = '') => list(`q[]=${encodeURIComponent(f)}${extra}`);

describe('Kaufobjekte', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const res = await create({
      projekt_id: projektA,
      status: 1,
      top_nr: ' 1/5 ',
      kaufdatum: '2024-03-14',
      nutzflaeche: 72.5,
      nettopreis: 400_000,
      bruttopreis: 480_000,
      ust: 80000,
      ist_marktueblich: true,
      nicht_marktueblich_grund: 'wird verworfen',
      tz: '1234',
      tz_jahr: 2024,
      gericht: 'BG Leopoldstadt',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.ko_duplicate_warning).toBe(false);
    expect(body.data).toMatchObject({
      projekt_id: projektA,
      projektnr: 24901,
      projekt_name: 'Wohnen am Augarten',
      status: 1,
      top_nr: '1/5',
      kaufdatum: '2024-03-14',
      nutzflaeche: 72.5,
      nettopreis: 400000,
      bruttopreis: 480000,
      ust: 80000,
      wiederverkauf: false,
      nicht_marktueblich_grund: null,
      kaeufer: [],
      vorher: null,
      version: 1,
      creator_name: 'Maria Huber',
    });
    const id = body.data.id;
    expect((await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/${id}` })).json()).toEqual({
      status: 'ok',
      data: body.data,
    });

    const upd = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${id}`,
      payload: {
        ...body.data,
        status: 2,
        ist_marktueblich: false,
        nicht_marktueblich_grund: 'Verwandtschaft',
        version: 1,
      },
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data).toMatchObject({
      status: 2,
      ist_marktueblich: false,
      nicht_marktueblich_grund: 'Verwandtschaft',
      version: 2,
    });

    const stale = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${id}`,
      payload: { ...body.data, status: 3, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.versionKonflikt,
      current: { status: 2, version: 2 },
      changedBy: 'Maria Huber',
    });

    expect((await t.as(reader, { method: 'DELETE', url: `/api/kaufobjekte/${id}` })).statusCode).toBe(403);
    expect((await t.as(staff, { method: 'DELETE', url: `/api/kaufobjekte/${id}` })).json()).toEqual({
      status: 'ok',
      data: { id },
    });
    expect((await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/${id}` })).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'kaufobjekte'), eq(auditLog.record_id, id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({
      status: { old: 1, new: 2 },
      ist_marktueblich: { old: true, new: false },
    });
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = (await t.database.db.select().from(kaufobjekte)).length;
    const res = await create({
      status: 7,
      nettopreis: -5,
      bruttopreis: 1.234,
      ust: 'viel',
      kaufdatum: '2024-02-31',
      tz_jahr: 1800,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        projekt_id: [messages.projektPflicht],
        status: [messages.statusUngueltig],
        nettopreis: [messages.koBetragNegativ],
        bruttopreis: [messages.koZweiNachkommastellen],
        ust: [messages.keineZahl],
        kaufdatum: [messages.koDatumUngueltig],
        tz_jahr: [messages.koTzJahrUngueltig],
      },
    });
    const refs = await create({ projekt_id: 999999, kaufobjekt_id: 999999, datei_id: 999999 });
    expect(refs.statusCode).toBe(422);
    expect(refs.json().errors).toEqual({
      projekt_id: [messages.projektNichtGefunden],
      kaufobjekt_id: [messages.kaufobjektNichtGefunden],
      datei_id: [messages.koDateiUngueltig],
    });
    expect((await t.database.db.select().from(kaufobjekte)).length).toBe(before);
    expect(
      (
        await t.as(staff, {
          method: 'PUT',
          url: '/api/kaufobjekte/999999',
          payload: { projekt_id: projektA, version: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(reader, { method: 'GET', url: '/api/kaufobjekte/abc' })).statusCode).toBe(422);
  });

  it('resale: wiederverkauf follows the earlier Kaufobjekt, which must be of the same project', async () => {
    const first = (
      await create({ projekt_id: projektA, top_nr: 'R1', kaufdatum: '2015-01-10', bruttopreis: 200000 })
    ).json().data;
    const other = (await create({ projekt_id: projektB, top_nr: 'X' })).json().data;
    const resale = (
      await create({ projekt_id: projektA, top_nr: 'R1', kaufobjekt_id: first.id, wiederverkauf: false })
    ).json();
    expect(resale.data).toMatchObject({ wiederverkauf: true, kaufobjekt_id: first.id });
    expect(resale.data.vorher).toEqual({
      id: first.id,
      top_nr: 'R1',
      kaufdatum: '2015-01-10',
      bruttopreis: 200000,
    });
    const cleared = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${resale.data.id}`,
      payload: { projekt_id: projektA, top_nr: 'R1', kaufobjekt_id: null, version: 1 },
    });
    expect(cleared.json().data).toMatchObject({ wiederverkauf: false, kaufobjekt_id: null, vorher: null });

    const wrong = await create({ projekt_id: projektA, kaufobjekt_id: other.id });
    expect(wrong.json().errors).toEqual({ kaufobjekt_id: [messages.koVorherAnderesProjekt] });
    const self = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${first.id}`,
      payload: { projekt_id: projektA, kaufobjekt_id: first.id, version: 1 },
    });
    expect(self.json().errors).toEqual({ kaufobjekt_id: [messages.koVorherSelbst] });

    // Typeahead of earlier sales within the project, without the record itself.
    const hits = (
      await t.as(reader, {
        method: 'GET',
        url: `/api/kaufobjekte?q=r1&projekt_id=${projektA}&except=${resale.data.id}`,
      })
    ).json();
    expect(hits).toEqual([{ id: first.id, top_nr: 'R1', kaufdatum: '2015-01-10', bruttopreis: 200000 }]);
    expect((await t.as(reader, { method: 'GET', url: '/api/kaufobjekte?q=r1' })).json()).toEqual([]);
  });

  it('tells the client to show the duplicate warning when the TopNr already exists in the project', async () => {
    const a = (await create({ projekt_id: projektB, top_nr: 'Top 7' })).json();
    expect(a.ko_duplicate_warning).toBe(false);
    const b = (await create({ projekt_id: projektB, top_nr: 'top 7' })).json();
    expect(b.ko_duplicate_warning).toBe(true);
    const elsewhere = (await create({ projekt_id: projektA, top_nr: 'Top 7' })).json();
    expect(elsewhere.ko_duplicate_warning).toBe(false);
    const renamed = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${b.data.id}`,
      payload: { projekt_id: projektB, top_nr: 'Top 8', version: 1 },
    });
    expect(renamed.json().ko_duplicate_warning).toBe(false);
    const empty = (await create({ projekt_id: projektB, top_nr: '' })).json();
    const empty2 = (await create({ projekt_id: projektB })).json();
    expect([empty.ko_duplicate_warning, empty2.ko_duplicate_warning]).toEqual([false, false]);
  });

  it('warns about the same TopNr written differently, by the key the KO-Zuordnung matches with (issue 9 item 9)', async () => {
    const first = (await create({ projekt_id: projektB, top_nr: 'TOP 03/3' })).json();
    expect(first.ko_duplicate_warning).toBe(false);
    for (const variant of ['top 3/3', '3 / 3', '3/3', 'Top Nr. 3/03']) {
      expect(
        (await create({ projekt_id: projektB, top_nr: variant })).json().ko_duplicate_warning,
        variant,
      ).toBe(true);
    }
    // Different units stay apart: 3/3 is not 33 nor 3/30.
    for (const other of ['33', '3/30', 'Top 3a/3']) {
      expect((await create({ projekt_id: projektA, top_nr: other })).json().ko_duplicate_warning, other).toBe(
        false,
      );
    }
  });

  it('accepts a deed file of the project only', async () => {
    const [own, foreign] = await t.database.db
      .insert(dateien)
      .values([
        {
          resource: 'projekte',
          resource_id: projektA,
          projekt_id: projektA,
          name: 'Kaufvertrag.pdf',
          mime: 'application/pdf',
          size: 10,
          storage_key: 'a',
        },
        {
          resource: 'projekte',
          resource_id: projektB,
          projekt_id: projektB,
          name: 'Fremd.pdf',
          mime: 'application/pdf',
          size: 10,
          storage_key: 'b',
        },
      ])
      .returning();
    const ok = (await create({ projekt_id: projektA, datei_id: own!.id })).json();
    expect(ok.data).toMatchObject({ datei_id: own!.id, datei_name: 'Kaufvertrag.pdf' });
    expect((await create({ projekt_id: projektA, datei_id: foreign!.id })).json().errors).toEqual({
      datei_id: [messages.koDateiUngueltig],
    });
  });
});

describe('Käufer (SPEC §7)', () => {
  it('adds a firm or a person to a saved Kaufobjekt, answers data.id, deletes with status ok', async () => {
    const ko = (await create({ projekt_id: projektA, top_nr: 'K1' })).json().data;
    const f = await t.as(staff, {
      method: 'POST',
      url: `/api/kaufobjekt/${ko.id}/kaeufer/add`,
      payload: { firma_id: firmaId, person_id: null },
    });
    expect(f.statusCode).toBe(200);
    expect(f.json()).toEqual({
      status: 'ok',
      data: {
        id: expect.any(Number),
        kaufobjekt_id: ko.id,
        firma_id: firmaId,
        person_id: null,
        projektadresse: null,
        name: 'Immo Invest GmbH',
      },
    });
    const p = await t.as(staff, {
      method: 'POST',
      url: `/api/kaufobjekt/${ko.id}/kaeufer/add`,
      payload: { person_id: personId, projektadresse: true },
    });
    expect(p.json().data).toMatchObject({
      person_id: personId,
      projektadresse: true,
      name: 'Mag. Anna Gruber',
    });

    const detail = (await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/${ko.id}` })).json().data;
    // The record's one statement answers each buyer exactly as adding it did (shape and values).
    expect(detail.kaeufer).toEqual([f.json().data, p.json().data]);
    const row = (await filter(`top_nr:K1 AND projekt_id:${projektA}`)).data[0];
    expect(row.kaeufer_namen).toBe('Immo Invest GmbH, Mag. Anna Gruber');

    const del = await t.as(staff, {
      method: 'DELETE',
      url: `/api/kaufobjekt/kaeufer/${f.json().data.id}/delete`,
    });
    expect(del.json()).toEqual({ status: 'ok' });
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/kaufobjekt/kaeufer/${f.json().data.id}/delete` }))
        .statusCode,
    ).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'kaufobjekt_kaeufer'))
      .orderBy(auditLog.id);
    expect(audit.filter((a) => a.record_id === f.json().data.id).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('a buyer needs a firma or a person (422, German), existing ones, and an existing Kaufobjekt', async () => {
    const ko = (await create({ projekt_id: projektA })).json().data;
    const before = (await t.database.db.select().from(kaufobjektKaeufer)).length;
    const none = await t.as(staff, {
      method: 'POST',
      url: `/api/kaufobjekt/${ko.id}/kaeufer/add`,
      payload: { firma_id: null, person_id: null },
    });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ status: 'error', errors: { firma_id: [messages.koKaeuferPflicht] } });
    const both = await t.as(staff, {
      method: 'POST',
      url: '/api/kaufobjekt/kaeufer/add',
      payload: { firma_id: firmaId, person_id: personId },
    });
    expect(both.json().errors).toEqual({ firma_id: [messages.koKaeuferEinerVonBeiden] });
    const gone = await t.as(staff, {
      method: 'POST',
      url: '/api/kaufobjekt/kaeufer/add',
      payload: { person_id: 999999 },
    });
    expect(gone.json().errors).toEqual({ person_id: [messages.koPersonNichtGefunden] });
    const goneFirm = await t.as(staff, {
      method: 'POST',
      url: '/api/kaufobjekt/kaeufer/add',
      payload: { firma_id: 999999 },
    });
    expect(goneFirm.json().errors).toEqual({ firma_id: [messages.firmaNichtGefunden] });
    expect(
      (
        await t.as(staff, {
          method: 'POST',
          url: '/api/kaufobjekt/999999/kaeufer/add',
          payload: { firma_id: firmaId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.as(reader, {
          method: 'POST',
          url: '/api/kaufobjekt/kaeufer/add',
          payload: { firma_id: firmaId },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.database.db.select().from(kaufobjektKaeufer)).length).toBe(before);
  });

  it('buyers collected before the first save are claimed by the create call (own ones only)', async () => {
    const add = (payload: object, user = staff) =>
      t.as(user, { method: 'POST', url: '/api/kaufobjekt/kaeufer/add', payload });
    const a = (await add({ firma_id: firmaId })).json().data;
    const b = (await add({ person_id: personId, projektadresse: false })).json().data;
    const foreign = (await add({ firma_id: firmaId }, admin)).json().data;
    expect(a.kaufobjekt_id).toBeNull();
    const ko = (
      await create({ projekt_id: projektA, top_nr: 'Neu', kaeufer_ids: [a.id, b.id, foreign.id] })
    ).json().data;
    expect(ko.kaeufer.map((k: { id: number }) => k.id)).toEqual([a.id, b.id]);
    const [left] = await t.database.db
      .select()
      .from(kaufobjektKaeufer)
      .where(eq(kaufobjektKaeufer.id, foreign.id));
    expect(left!.kaufobjekt_id).toBeNull();
    // A collected buyer can be removed again before saving.
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/kaufobjekt/kaeufer/${foreign.id}/delete` })).json(),
    ).toEqual({ status: 'ok' });
  });
});

describe('Kaufobjekte list', () => {
  let ids: number[] = [];
  beforeAll(async () => {
    await t.database.db.delete(kaufobjekte);
    const rows: Record<string, unknown>[] = [
      {
        projekt_id: projektA,
        status: 0,
        top_nr: 'A1',
        kaufdatum: '2024-01-05',
        bruttopreis: 250000,
        nutzflaeche: 50,
      },
      {
        projekt_id: projektA,
        status: 1,
        top_nr: 'A2',
        kaufdatum: '2023-06-01',
        bruttopreis: 480000,
        nutzflaeche: 60,
        tz: '777',
      },
      {
        projekt_id: projektA,
        status: 2,
        top_nr: 'B10',
        kaufdatum: '2024-09-30',
        bruttopreis: 720000,
        nutzflaeche: 90,
      },
      {
        projekt_id: projektB,
        status: 1,
        top_nr: 'A1',
        kaufdatum: '2022-02-02',
        bruttopreis: 300000,
        nutzflaeche: 40,
      },
      {
        projekt_id: projektB,
        status: 3,
        top_nr: 'C3',
        kaufdatum: null,
        bruttopreis: null,
        nutzflaeche: null,
      },
    ];
    ids = [];
    for (const r of rows) ids.push((await create(r)).json().data.id);
  });

  it('pages, sorts stably and answers total (counted up to the cap)', async () => {
    const byPrice = await list('sort=bruttopreis&dir=asc&per_page=2');
    expect(byPrice).toMatchObject({ total: 5, total_capped: false, page: 1, per_page: 2 });
    expect(byPrice.data.map((k: { bruttopreis: number }) => k.bruttopreis)).toEqual([250000, 300000]);
    const page3 = await list('sort=bruttopreis&dir=asc&per_page=2&page=3');
    expect(page3.data.map((k: { top_nr: string }) => k.top_nr)).toEqual(['C3']);
    const byDate = await list('sort=kaufdatum&dir=desc');
    expect(byDate.data.slice(1).map((k: { kaufdatum: string }) => k.kaufdatum)).toEqual([
      '2024-09-30',
      '2024-01-05',
      '2023-06-01',
      '2022-02-02',
    ]);
    const byTop = await list('sort=top_nr&dir=asc');
    expect(byTop.data.map((k: { top_nr: string }) => k.top_nr)).toEqual(['A1', 'A1', 'A2', 'B10', 'C3']);
    for (const sort of ['status', 'nutzflaeche', 'created'])
      expect((await list(`sort=${sort}`)).total).toBe(5);
    // The list's Projekt and €/m² columns sort too (issue 9); ties fall back to the id.
    const where = (k: { projektnr: number; top_nr: string }) => `${k.projektnr}/${k.top_nr}`;
    expect((await list('sort=preis_m2&dir=asc')).data.map(where)).toEqual([
      '24901/A1',
      '24902/A1',
      '24901/A2',
      '24901/B10',
      '24902/C3',
    ]);
    expect((await list('sort=projekt&dir=desc')).data.map(where)).toEqual([
      '24902/C3',
      '24902/A1',
      '24901/B10',
      '24901/A2',
      '24901/A1',
    ]);
    const bad = await t.as(reader, { method: 'GET', url: '/api/kaufobjekte?sort=preis&per_page=500' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('filters by project, status, price range, TopNr and fulltext', async () => {
    const tops = async (f: string) =>
      (await filter(f, '&sort=top_nr')).data.map((k: { top_nr: string }) => k.top_nr);
    expect(await tops(`projekt_id:${projektA}`)).toEqual(['A1', 'A2', 'B10']);
    expect(await tops('status:1')).toEqual(['A1', 'A2']);
    expect(await tops('projektnr:24902')).toEqual(['A1', 'C3']);
    expect(await tops('preis_von:300.000 AND preis_bis:720000')).toEqual(['A1', 'A2', 'B10']);
    expect(await tops('preis_von:300000,01')).toEqual(['A2', 'B10']);
    expect(await tops(`top_nr:a AND projekt_id:${projektB}`)).toEqual(['A1']);
    expect(await tops('fulltext:seestadt')).toEqual(['A1', 'C3']);
    expect(await tops('fulltext:24901 b10')).toEqual(['B10']);
    expect(await tops('fulltext:777')).toEqual(['A2']);
    // Values that cannot match answer nothing, never an error.
    expect(await tops('status:9')).toEqual([]);
    expect(await tops('preis_von:viel')).toEqual([]);
    expect(await tops('projekt_id:abc')).toEqual([]);
    expect(await tops('top_nr:%')).toEqual([]);
  });
});

describe('Kaufobjekte export', () => {
  it('exports the selection as CSV: UTF-8 BOM, semicolons, de-AT numbers and dates', async () => {
    const ko = (
      await create({
        projekt_id: projektA,
        top_nr: 'E;1',
        kaufdatum: '2024-03-14',
        nutzflaeche: 60,
        nettopreis: 400000,
        ust: 80000,
        bruttopreis: 480000,
      })
    ).json().data;
    await t.as(staff, {
      method: 'POST',
      url: `/api/kaufobjekt/${ko.id}/kaeufer/add`,
      payload: { firma_id: firmaId },
    });
    const res = await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/export?ids=${ko.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named by the day in Vienna (heuteWien), not the UTC day.
    expect(res.headers['content-disposition']).toBe(`attachment; filename="kaufobjekte-${heuteWien()}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe(
      'ID;Projektnr.;Projekt;TopNr;Status;Kaufdatum;Nutzfläche m²;Nettopreis €;USt €;Bruttopreis €;Preis/m² €;Wiederverkauf;Marktüblich;TZ;Gericht;Käufer',
    );
    expect(lines[1]).toBe(
      `${ko.id};24901;Wohnen am Augarten;"E;1";Entwurf;14.03.2024;60,00;400.000,00;80.000,00;480.000,00;8.000,00;nein;ja;;;Immo Invest GmbH`,
    );
    expect(lines).toHaveLength(3);
  });

  it('exports all filtered rows, but not while impersonating', async () => {
    const all = await t.as(reader, {
      method: 'GET',
      url: `/api/kaufobjekte/export?q[]=${encodeURIComponent(`projekt_id:${projektA}`)}&sort=top_nr`,
    });
    const lines = all.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((l) => l.split(';')[3])).toEqual(['A1', 'A2', 'B10', '"E']);

    // An admin acting as the reader: a session with an original user.
    const cookie = await t.app.sessions.create(reader.id, {
      originalUserId: admin.id,
      grund: 'Test',
      minutes: 30,
    });
    const as = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: `sid=${cookie}` } });
    const refused = await as(`/api/kaufobjekte/export?q[]=${encodeURIComponent(`projekt_id:${projektA}`)}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: messages.koExportAlleGesperrt });
    const selection = await as(`/api/kaufobjekte/export?ids=${encodeURIComponent('1,2')}`);
    expect(selection.statusCode).toBe(200);
    // A hand-made list of every id is 'all' by another name: a selection up to a list page is exported,
    // a larger one refused (issue 24).
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect((await as(`/api/kaufobjekte/export?ids=${ids(koExportAuswahlAlsAndereMax)}`)).statusCode).toBe(
      200,
    );
    const tooMany = await as(`/api/kaufobjekte/export?ids=${ids(koExportAuswahlAlsAndereMax + 1)}`);
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json()).toEqual({ status: 'error', message: messages.koExportAuswahlZuGross });
    expect(koExportAuswahlAlsAndereMax).toBe(200); // the message names the number
    // Not capped for the user themself.
    expect(
      (
        await t.as(reader, {
          method: 'GET',
          url: `/api/kaufobjekte/export?ids=${ids(koExportAuswahlAlsAndereMax + 1)}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await t.as(reader, { method: 'GET', url: '/api/kaufobjekte/export?ids=1,x' })).statusCode).toBe(
      422,
    );
    expect(
      (await t.as(staff, { method: 'GET', url: '/api/kaufobjekte/export', headers: { cookie: '' } }))
        .statusCode,
    ).toBe(401);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    const ko = (
      await create({
        projekt_id: projektB,
        top_nr: '=HYPERLINK("http://evil.example","Top 1")',
        gericht: '@SUM(1)',
      })
    ).json().data;
    const res = await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/export?ids=${ko.id}` });
    const cells = res.body.replace(/^\ufeff/, '').split('\r\n')[1]!;
    expect(cells).toContain(`;"'=HYPERLINK(""http://evil.example"",""Top 1"")";`);
    expect(cells).toContain(`;"'@SUM(1)";`);
    expect(cells).not.toMatch(/;=|;@/);
  });
});
