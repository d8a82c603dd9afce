import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { messages } from '@app/domain';
import { areaUsers, insertIds, createdRecord, projektFields } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { ankaeufe, ankaufVerkaeufer, auditLog, firmen, projekte } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let other: TestUser;
let reader: TestUser;
let projektA: number;
let projektB: number;
let firmaX: number;
let firmaY: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, other, reader } = await areaUsers(t, 'transaktionen'));
  [projektA, projektB] = await insertIds(t, projekte, [
    { projektnr: 24001, name: 'Wohnen an der Wollzeile', strasse: 'Wollzeile 12' },
    { projektnr: 24002, name: 'Quartier Praterstraße', strasse: 'Praterstraße 40' },
  ]);
  [firmaX, firmaY] = await insertIds(t, firmen, [
    { name: 'Grund und Boden GmbH' },
    { name: 'Österreichische Bundesbahnen' },
  ]);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/ankaeufe', payload: body });
const addSeller = (body: Record<string, unknown>, ankaufId?: number, user = staff) =>
  t.as(user, {
    method: 'POST',
    url: ankaufId ? `/api/ankauf/${ankaufId}/verkaeufer/add` : '/api/ankauf/verkaeufer/add',
    payload: body,
  });

describe('Ankäufe', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const created = await create({
      projekt_id: projektA,
      status: 1,
      datum: '2025-03-14',
      ankaufpreis: 4_250_000,
      nutzflaeche: 1850.5,
      gka: 2296.68,
    });
    const ankauf = createdRecord(created, {
      ...projektFields(projektA, 24001, 'Wohnen an der Wollzeile'),
      status: 1,
      datum: '2025-03-14',
      ankaufpreis: 4250000,
      nutzflaeche: 1850.5,
      gka: 2296.68,
      doublette: false,
      version: 1,
      creator_name: 'Maria Huber',
      verkaeufer: [],
    });

    const got = await t.as(reader, { method: 'GET', url: `/api/ankaeufe/${ankauf.id}` });
    expect(got.json()).toEqual({ status: 'ok', data: ankauf });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/ankaeufe/${ankauf.id}`,
      payload: {
        projekt_id: projektA,
        status: 3,
        datum: '2025-03-14',
        ankaufpreis: 4_250_000,
        nutzflaeche: null,
        gka: 2296.68,
        version: 1,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ status: 3, nutzflaeche: null, version: 2 });

    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/ankaeufe/${ankauf.id}` });
    expect(deleted.json()).toEqual({ status: 'ok', data: { id: ankauf.id } });
    expect((await t.as(reader, { method: 'GET', url: `/api/ankaeufe/${ankauf.id}` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, ankauf.id))
      .orderBy(auditLog.id);
    const own = audit.filter((a) => a.table_name === 'ankaeufe');
    expect(own.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(own[1]!.changes).toEqual({ status: { old: 1, new: 3 }, nutzflaeche: { old: 1850.5, new: null } });
  });

  it('doublette = true stores status 2, on create and on update, whatever status was sent', async () => {
    const a = (await create({ projekt_id: projektA, status: 1, doublette: true })).json().data;
    expect(a).toMatchObject({ status: 2, doublette: true });
    const b = (await create({ projekt_id: projektA, status: 1 })).json().data;
    const res = await t.as(staff, {
      method: 'PUT',
      url: `/api/ankaeufe/${b.id}`,
      payload: { projekt_id: projektA, status: 0, doublette: true, version: 1 },
    });
    expect(res.json().data).toMatchObject({ status: 2, doublette: true, version: 2 });
    const [row] = await t.database.db.select().from(ankaeufe).where(eq(ankaeufe.id, b.id));
    expect(row!.status).toBe(2);
  });

  it('status 2 ticks the flag and another status unticks it: status and flag always agree (issue 9 item 10)', async () => {
    // 'Als Doublette speichern' sends status 2 with the flag as it was.
    const a = (await create({ projekt_id: projektA, status: 2, doublette: false })).json().data;
    expect(a).toMatchObject({ status: 2, doublette: true });
    const undone = await t.as(staff, {
      method: 'PUT',
      url: `/api/ankaeufe/${a.id}`,
      payload: { projekt_id: projektA, status: 0, doublette: false, version: 1 },
    });
    expect(undone.json().data).toMatchObject({ status: 0, doublette: false });
    const again = await t.as(staff, {
      method: 'PUT',
      url: `/api/ankaeufe/${a.id}`,
      payload: { projekt_id: projektA, status: 2, version: 2 },
    });
    expect(again.json().data).toMatchObject({ status: 2, doublette: true });
    const rows = await t.database.db.select().from(ankaeufe);
    expect(rows.filter((r) => (r.status === 2) !== r.doublette)).toEqual([]);
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = await t.database.db.select().from(ankaeufe);
    const res = await create({
      status: 7,
      datum: '2025-02-30',
      ankaufpreis: 'abc',
      nutzflaeche: -5,
      gka: 1e20,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        projekt_id: [messages.projektPflicht],
        status: [messages.statusUngueltig],
        datum: [messages.datumUngueltig],
        ankaufpreis: [messages.keineZahl],
        nutzflaeche: [messages.nichtNegativ],
        gka: [messages.wertZuGross],
      },
    });
    const missing = await create({ projekt_id: 999999 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ projekt_id: [messages.projektNichtGefunden] });
    expect(await t.database.db.select().from(ankaeufe)).toHaveLength(before.length);
    const put = await t.as(staff, {
      method: 'PUT',
      url: '/api/ankaeufe/999999',
      payload: { projekt_id: projektA, version: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.as(staff, { method: 'GET', url: '/api/ankaeufe/abc' })).statusCode).toBe(422);
  });

  it('the OpenAPI description documents the calls (body schemas with the doublette rule included)', async () => {
    const res = await t.as(reader, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/ankaeufe',
        '/api/ankaeufe/{id}',
        '/api/ankauf/{id}/verkaeufer/add',
        '/api/ankauf/verkaeufer/add',
        '/api/ankauf/verkaeufer/{id}/delete',
        '/api/vermarktung/makler/add',
      ]),
    );
  });

  it('reading users cannot write', async () => {
    const res = await create({ projekt_id: projektA }, reader);
    expect(res.statusCode).toBe(403);
    expect((await addSeller({ firma_id: firmaX }, undefined, reader)).statusCode).toBe(403);
  });
});

describe('Verkäufer (SPEC §7)', () => {
  it('adds a seller to a saved Ankauf (answer data.id), shows it with the firm name, deletes it (status ok)', async () => {
    const a = (await create({ projekt_id: projektA })).json().data;
    const res = await addSeller({ firma_id: firmaX }, a.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: {
        id: expect.any(Number),
        ankauf_id: a.id,
        firma_id: firmaX,
        firma_name: 'Grund und Boden GmbH',
        fbnr: null,
      },
    });
    const sellerId = res.json().data.id;
    await addSeller({ firma_id: firmaY }, a.id);
    const detail = (await t.as(reader, { method: 'GET', url: `/api/ankaeufe/${a.id}` })).json().data;
    expect(detail.verkaeufer.map((v: { firma_name: string }) => v.firma_name)).toEqual([
      'Grund und Boden GmbH',
      'Österreichische Bundesbahnen',
    ]);

    const del = await t.as(staff, { method: 'DELETE', url: `/api/ankauf/verkaeufer/${sellerId}/delete` });
    expect(del.statusCode).toBe(200);
    expect(del.json().status).toBe('ok');
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/ankauf/verkaeufer/${sellerId}/delete` })).statusCode,
    ).toBe(404);
    const after = (await t.as(reader, { method: 'GET', url: `/api/ankaeufe/${a.id}` })).json().data;
    expect(after.verkaeufer.map((v: { firma_id: number }) => v.firma_id)).toEqual([firmaY]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'ankauf_verkaeufer'))
      .orderBy(auditLog.id);
    expect(audit.filter((x) => x.record_id === sellerId).map((x) => x.action)).toEqual(['create', 'delete']);
  });

  it('a seller needs a firma: 422 without one or with an unknown one; 404 for an unknown Ankauf', async () => {
    const a = (await create({ projekt_id: projektA })).json().data;
    const none = await addSeller({}, a.id);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ status: 'error', errors: { firma_id: [messages.firmaPflicht] } });
    expect((await addSeller({ firma_id: String(firmaY) })).json().errors).toEqual({
      firma_id: [messages.firmaPflicht],
    });
    const unknown = await addSeller({ firma_id: 999999 }, a.id);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ firma_id: [messages.firmaNichtGefunden] });
    expect((await addSeller({ firma_id: firmaX }, 999999)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(ankaufVerkaeufer)
      .where(eq(ankaufVerkaeufer.ankauf_id, a.id));
    expect(rows).toHaveLength(0);
  });

  it('sellers added before the first save are claimed by the create call, only those of this user', async () => {
    const first = (await addSeller({ firma_id: firmaX })).json().data;
    const second = (await addSeller({ firma_id: firmaY })).json().data;
    expect(first).toMatchObject({ ankauf_id: null, firma_name: 'Grund und Boden GmbH' });
    // Removed again before saving.
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/ankauf/verkaeufer/${second.id}/delete` })).json()
        .status,
    ).toBe('ok');
    const foreign = (await addSeller({ firma_id: firmaY }, undefined, other)).json().data;

    const a = (
      await create({ projekt_id: projektB, verkaeufer_ids: [first.id, second.id, foreign.id] })
    ).json().data;
    expect(a.verkaeufer).toEqual([
      { id: first.id, ankauf_id: a.id, firma_id: firmaX, firma_name: 'Grund und Boden GmbH', fbnr: null },
    ]);
    const rows = await t.database.db
      .select()
      .from(ankaufVerkaeufer)
      .where(inArray(ankaufVerkaeufer.id, [foreign.id]));
    expect(rows[0]!.ankauf_id).toBeNull();

    // A seller already claimed cannot be claimed by a second Ankauf.
    const b = (await create({ projekt_id: projektB, verkaeufer_ids: [first.id] })).json().data;
    expect(b.verkaeufer).toEqual([]);
  });
});

describe('Ankäufe list', () => {
  it('sorts by datum, ankaufpreis, status; filters by projekt_id, status and fulltext (project and sellers)', async () => {
    await t.database.db.delete(ankaeufe);
    const rows = [
      { projekt_id: projektA, datum: '2024-02-01', ankaufpreis: 3_000_000, status: 1 },
      { projekt_id: projektA, datum: '2025-06-15', ankaufpreis: 1_200_000, status: 0 },
      { projekt_id: projektB, datum: '2023-10-10', ankaufpreis: 8_500_000, status: 1 },
      { projekt_id: projektB, datum: null, ankaufpreis: 500_000, status: 3 },
    ];
    const ids: number[] = [];
    for (const r of rows) ids.push((await create(r)).json().data.id);
    await addSeller({ firma_id: firmaY }, ids[2]);

    const get = (query: string) =>
      t.as(reader, { method: 'GET', url: `/api/ankaeufe?${query}` }).then((r) => r.json());
    const byPreis = await get('sort=ankaufpreis&dir=desc');
    expect(byPreis.data.map((a: { ankaufpreis: number }) => a.ankaufpreis)).toEqual([
      8_500_000, 3_000_000, 1_200_000, 500_000,
    ]);
    expect(byPreis).toMatchObject({ total: 4, total_capped: false, page: 1, per_page: 50 });
    const byDatum = await get('sort=datum&dir=asc');
    expect(byDatum.data.map((a: { datum: string | null }) => a.datum)).toEqual([
      '2023-10-10',
      '2024-02-01',
      '2025-06-15',
      null,
    ]);
    const byStatus = await get('sort=status&dir=asc&per_page=2&page=2');
    expect(byStatus.data.map((a: { status: number }) => a.status)).toEqual([1, 3]);
    expect(byStatus.total).toBe(4);

    const q = (filter: string) => get(`q[]=${encodeURIComponent(filter)}`);
    expect((await q(`projekt_id:${projektA}`)).data.map((a: { id: number }) => a.id).sort()).toEqual(
      [ids[0], ids[1]].sort(),
    );
    expect((await q(`projekt_id:${projektB} AND status:1`)).data).toEqual([
      expect.objectContaining({
        id: ids[2],
        projektnr: 24002,
        projekt_name: 'Quartier Praterstraße',
        verkaeufer_namen: 'Österreichische Bundesbahnen',
      }),
    ]);
    // Users filter by the Projektnr they know, not the id (issue 9).
    expect((await q('projektnr:24002 AND status:1')).data.map((a: { id: number }) => a.id)).toEqual([ids[2]]);
    expect((await q('projektnr:x')).total).toBe(0);
    expect((await q('fulltext:osterreichische')).total).toBe(1);
    expect((await q('fulltext:wollzeile')).total).toBe(2);
    expect((await q('fulltext:24002 praterstr')).total).toBe(2);
    expect((await q('status:x')).total).toBe(0);

    const bad = await t.as(reader, { method: 'GET', url: '/api/ankaeufe?sort=gka&per_page=500' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('bulk delete removes the selected rows, with their sellers, and needs a selection', async () => {
    const a = (await create({ projekt_id: projektA })).json().data;
    const b = (await create({ projekt_id: projektA })).json().data;
    const seller = (await addSeller({ firma_id: firmaX }, a.id)).json().data;
    const res = await t.as(staff, {
      method: 'POST',
      url: '/api/ankaeufe/bulk-delete',
      payload: { ids: [a.id, b.id, 999999] },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { deleted: 2 } });
    expect(
      await t.database.db.select().from(ankaufVerkaeufer).where(eq(ankaufVerkaeufer.id, seller.id)),
    ).toHaveLength(0);
    const empty = await t.as(staff, {
      method: 'POST',
      url: '/api/ankaeufe/bulk-delete',
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toEqual([messages.keineAuswahl]);
  });
});
