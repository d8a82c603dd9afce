import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import { areaUsers, insertIds, createdRecord, projektFields } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, firmen, projekte, vermarktungen, vermarktungMakler } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let other: TestUser;
let reader: TestUser;
let projektA: number;
let projektB: number;
let makler: number;
let firma: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ staff, other, reader } = await areaUsers(t, 'transaktionen'));
  [projektA, projektB] = await insertIds(t, projekte, [
    { projektnr: 24010, name: 'Stadthaus Neubaugasse' },
    { projektnr: 24011, name: 'Residenz Döbling' },
  ]);
  [makler, firma] = await insertIds(t, firmen, [
    { name: 'Wiener Wohnmakler GmbH', ist_makler: true },
    { name: 'Bau AG' },
  ]);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/vermarktung', payload: body });
const addMakler = (body: Record<string, unknown>, id?: number, user = staff) =>
  t.as(user, {
    method: 'POST',
    url: id ? `/api/vermarktung/${id}/makler/add` : '/api/vermarktung/makler/add',
    payload: body,
  });

describe('Vermarktung', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const created = await create({
      projekt_id: projektA,
      vermarktungsstart: '2025-09-01',
      website: 'https://neubaugasse.at',
      provision: 3.6,
    });
    const v = createdRecord(created, {
      ...projektFields(projektA, 24010, 'Stadthaus Neubaugasse'),
      vermarktungsstart: '2025-09-01',
      website: 'https://neubaugasse.at',
      provision: 3.6,
      version: 1,
      creator_name: 'Maria Huber',
      makler: [],
    });
    expect((await t.as(reader, { method: 'GET', url: `/api/vermarktung/${v.id}` })).json()).toEqual({
      status: 'ok',
      data: v,
    });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/vermarktung/${v.id}`,
      payload: {
        projekt_id: projektA,
        vermarktungsstart: '2025-09-01',
        website: '',
        provision: 3,
        version: 1,
      },
    });
    expect(updated.json().data).toMatchObject({ website: null, provision: 3, version: 2 });

    const stale = await t.as(other, {
      method: 'PUT',
      url: `/api/vermarktung/${v.id}`,
      payload: { projekt_id: projektA, provision: 5, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.versionKonflikt,
      current: { provision: 3, version: 2 },
      changedBy: 'Maria Huber',
    });

    expect((await t.as(staff, { method: 'DELETE', url: `/api/vermarktung/${v.id}` })).json()).toEqual({
      status: 'ok',
      data: { id: v.id },
    });
    expect((await t.as(reader, { method: 'GET', url: `/api/vermarktung/${v.id}` })).statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, v.id))
      .orderBy(auditLog.id);
    const own = audit.filter((a) => a.table_name === 'vermarktungen');
    expect(own.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(own[1]!.changes).toEqual({
      website: { old: 'https://neubaugasse.at', new: null },
      provision: { old: 3.6, new: 3 },
    });
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = await t.database.db.select().from(vermarktungen);
    const res = await create({
      projekt_id: 'x',
      vermarktungsstart: '2025-01-32',
      website: 'javascript:alert(1)',
      provision: 120,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        projekt_id: [messages.projektPflicht],
        vermarktungsstart: [messages.datumUngueltig],
        website: [messages.urlUngueltig],
        provision: [messages.vermarktungProvisionUngueltig],
      },
    });
    expect((await create({ projekt_id: 999999 })).json().errors).toEqual({
      projekt_id: [messages.projektNichtGefunden],
    });
    expect(await t.database.db.select().from(vermarktungen)).toHaveLength(before.length);
    expect((await create({ projekt_id: projektA }, reader)).statusCode).toBe(403);
  });
});

describe('Makler (SPEC §7)', () => {
  it('adds a broker (answer data.id), lists it with the firm, deletes it (status ok)', async () => {
    const v = (await create({ projekt_id: projektA })).json().data;
    const res = await addMakler({ firma_id: makler }, v.id);
    expect(res.json()).toEqual({
      status: 'ok',
      data: {
        id: expect.any(Number),
        vermarktung_id: v.id,
        firma_id: makler,
        firma_name: 'Wiener Wohnmakler GmbH',
        fbnr: null,
        ist_makler: true,
      },
    });
    const id = res.json().data.id;
    const detail = (await t.as(reader, { method: 'GET', url: `/api/vermarktung/${v.id}` })).json().data;
    expect(detail.makler.map((m: { id: number }) => m.id)).toEqual([id]);
    const del = await t.as(staff, { method: 'DELETE', url: `/api/vermarktung/makler/${id}/delete` });
    expect(del.json().status).toBe('ok');
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/vermarktung/makler/${id}/delete` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/vermarktung/${v.id}` })).json().data.makler,
    ).toEqual([]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'vermarktung_makler'))
      .orderBy(auditLog.id);
    expect(audit.filter((a) => a.record_id === id).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('a broker needs a firma; unknown Vermarktung 404; reading users cannot add', async () => {
    const v = (await create({ projekt_id: projektA })).json().data;
    const none = await addMakler({ firma_id: null }, v.id);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ status: 'error', errors: { firma_id: [messages.firmaPflicht] } });
    expect((await addMakler({ firma_id: 999999 })).json().errors).toEqual({
      firma_id: [messages.firmaNichtGefunden],
    });
    expect((await addMakler({ firma_id: makler }, 999999)).statusCode).toBe(404);
    expect((await addMakler({ firma_id: makler }, v.id, reader)).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(vermarktungMakler).where(eq(vermarktungMakler.vermarktung_id, v.id)),
    ).toHaveLength(0);
  });

  it('brokers added before the first save are claimed by the create call, only those of this user', async () => {
    const a = (await addMakler({ firma_id: makler })).json().data;
    const b = (await addMakler({ firma_id: firma })).json().data;
    const foreign = (await addMakler({ firma_id: firma }, undefined, other)).json().data;
    expect(a.vermarktung_id).toBeNull();
    const v = (await create({ projekt_id: projektB, makler_ids: [a.id, b.id, foreign.id] })).json().data;
    expect(v.makler.map((m: { id: number }) => m.id)).toEqual([b.id, a.id]); // Bau AG before Wiener Wohnmakler
    const [row] = await t.database.db
      .select()
      .from(vermarktungMakler)
      .where(eq(vermarktungMakler.id, foreign.id));
    expect(row!.vermarktung_id).toBeNull();
  });
});

describe('Vermarktung list', () => {
  it('sorts, filters by projekt_id and fulltext (project, website, broker) and bulk deletes', async () => {
    await t.database.db.delete(vermarktungen);
    const a = (await create({ projekt_id: projektA, vermarktungsstart: '2025-03-01', provision: 3 })).json()
      .data;
    const b = (
      await create({
        projekt_id: projektB,
        vermarktungsstart: '2024-01-01',
        provision: 2.5,
        website: 'https://residenz-doebling.at',
      })
    ).json().data;
    await addMakler({ firma_id: makler }, b.id);
    const get = (query: string) =>
      t.as(reader, { method: 'GET', url: `/api/vermarktung?${query}` }).then((r) => r.json());
    expect((await get('sort=vermarktungsstart&dir=asc')).data.map((v: { id: number }) => v.id)).toEqual([
      b.id,
      a.id,
    ]);
    expect(
      (await get('sort=provision&dir=desc')).data.map((v: { provision: number }) => v.provision),
    ).toEqual([3, 2.5]);
    const q = (filter: string) => get(`q[]=${encodeURIComponent(filter)}`);
    expect((await q(`projekt_id:${projektA}`)).data.map((v: { id: number }) => v.id)).toEqual([a.id]);
    // Users filter by the Projektnr they know, not the id (issue 9).
    expect((await q('projektnr:24011')).data.map((v: { id: number }) => v.id)).toEqual([b.id]);
    expect((await q('fulltext:wohnmakler')).data).toEqual([
      expect.objectContaining({ id: b.id, makler_namen: 'Wiener Wohnmakler GmbH', projektnr: 24011 }),
    ]);
    expect((await q('fulltext:doebling.at')).total).toBe(1);
    expect((await q('fulltext:neubaugasse')).total).toBe(1);

    const res = await t.as(staff, {
      method: 'POST',
      url: '/api/vermarktung/bulk-delete',
      payload: { ids: [a.id, b.id] },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { deleted: 2 } });
    expect((await get('')).total).toBe(0);
    expect(
      (await t.as(staff, { method: 'POST', url: '/api/vermarktung/bulk-delete', payload: { ids: [] } }))
        .statusCode,
    ).toBe(422);
  });
});
