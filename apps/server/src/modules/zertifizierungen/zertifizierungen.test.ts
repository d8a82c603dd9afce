import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import { insertIds, createdRecord, projektFields } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, projekte, zertifizierungen } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let p1: number;
let p2: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['bewertung.lesen', 'bewertung.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['bewertung.lesen'] });
  [p1, p2] = await insertIds(t, projekte, [
    { projektnr: 24101, name: 'Seestadt Nord' },
    { projektnr: 24102, name: 'Am Kanal' },
  ]);
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/zertifizierungen', payload: body });

describe('Zertifizierungen', () => {
  it('several per project; create, read, update, delete, with the audited changes', async () => {
    const a = await create({
      projekt_id: p1,
      typ_id: 'klimaaktiv',
      klasse: 'Gold',
      datum: '2025-03-15',
      bemerkung: '',
    });
    const z = createdRecord(a, {
      ...projektFields(p1, 24101, 'Seestadt Nord'),
      typ_id: 'klimaaktiv',
      typ_name: 'klimaaktiv',
      klasse: 'Gold',
      datum: '2025-03-15',
      bemerkung: null,
      version: 1,
      creator_name: 'Maria Huber',
    });
    const b = (await create({ projekt_id: p1, typ_id: 'oegnb', klasse: '870' })).json().data;
    expect(b).toMatchObject({ typ_name: 'ÖGNB/TQB', klasse: '870' });
    expect((await t.as(reader, { method: 'GET', url: `/api/zertifizierungen/${z.id}` })).json()).toEqual({
      status: 'ok',
      data: z,
    });

    const up = await t.as(staff, {
      method: 'PUT',
      url: `/api/zertifizierungen/${z.id}`,
      payload: { projekt_id: p1, typ_id: 'oegni', klasse: 'Platin', datum: null, version: 1 },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({
      typ_id: 'oegni',
      typ_name: 'ÖGNI/DGNB',
      klasse: 'Platin',
      datum: null,
      version: 2,
    });

    expect((await t.as(staff, { method: 'DELETE', url: `/api/zertifizierungen/${z.id}` })).json()).toEqual({
      status: 'ok',
      data: { id: z.id },
    });
    expect((await t.as(reader, { method: 'GET', url: `/api/zertifizierungen/${z.id}` })).statusCode).toBe(
      404,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'zertifizierungen'), eq(auditLog.record_id, z.id)))
      .orderBy(auditLog.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toMatchObject({
      typ_id: { old: 'klimaaktiv', new: 'oegni' },
      klasse: { old: 'Gold', new: 'Platin' },
    });
  });

  it('rejects a class that does not belong to the type (422, nothing stored)', async () => {
    const before = await t.database.db.select().from(zertifizierungen);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ typ_id: 'klimaaktiv', klasse: 'Platin' }, { klasse: [messages.zertifizierungKlasseUngueltig] }],
      [{ typ_id: 'leed', klasse: 'Platin' }, { klasse: [messages.zertifizierungKlasseUngueltig] }],
      [{ typ_id: 'breeam', klasse: 'very good' }, { klasse: [messages.zertifizierungKlasseUngueltig] }],
      [{ typ_id: 'oegnb', klasse: '1001' }, { klasse: [messages.zertifizierungPunkteUngueltig] }],
      [{ typ_id: 'oegnb', klasse: 'Gold' }, { klasse: [messages.zertifizierungPunkteUngueltig] }],
      [{ typ_id: 'eu_taxonomie', klasse: '' }, { klasse: [messages.pflichtfeld] }],
      [{ typ_id: 'dgnb', klasse: 'Gold' }, { typ_id: [messages.zertifizierungTypUngueltig] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create({ projekt_id: p2, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json()).toEqual({ status: 'error', errors });
    }
    expect((await create({ projekt_id: p2, typ_id: 'oegnb', klasse: '1000' })).statusCode).toBe(200);
    expect((await create({ projekt_id: 987654, typ_id: 'oegnb', klasse: '0' })).json().errors).toEqual({
      projekt_id: [messages.projektNichtGefunden],
    });
    expect(await t.database.db.select().from(zertifizierungen)).toHaveLength(before.length + 1);
  });

  it('lists per project (projekt_id filter) and by type; bulk delete; permissions', async () => {
    await create({ projekt_id: p2, typ_id: 'breeam', klasse: 'Excellent' });
    const list = await t.as(reader, {
      method: 'GET',
      url: `/api/zertifizierungen?q[]=projekt_id:${p2}&sort=typ_id`,
    });
    expect(list.json()).toMatchObject({ total: 2, page: 1, per_page: 50, total_capped: false });
    expect(
      list
        .json()
        .data.map((z: { typ_name: string; klasse: string; projektnr: number }) => [
          z.typ_name,
          z.klasse,
          z.projektnr,
        ]),
    ).toEqual([
      ['BREEAM', 'Excellent', 24102],
      ['ÖGNB/TQB', '1000', 24102],
    ]);
    const byTyp = await t.as(reader, {
      method: 'GET',
      url: `/api/zertifizierungen?q[]=${encodeURIComponent('typ_id:breeam AND projektnr:24102')}`,
    });
    expect(byTyp.json().data).toHaveLength(1);
    const ids = list.json().data.map((z: { id: number }) => z.id);
    expect(
      (await t.as(reader, { method: 'POST', url: '/api/zertifizierungen/bulk-delete', payload: { ids } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.as(staff, { method: 'POST', url: '/api/zertifizierungen/bulk-delete', payload: { ids } })
      ).json().data,
    ).toEqual({ deleted: 2 });
    expect((await t.app.inject({ method: 'GET', url: '/api/zertifizierungen' })).statusCode).toBe(401);
  });
});
