import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, nutzwertgutachten, projekte, weObjekte } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let p1: number;

beforeAll(async () => {
  t = await createTestApp({ WEO_CALC_URL: 'https://weo.example.at/calc' });
  staff = await t.user({ permissions: ['bewertung.lesen', 'bewertung.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['bewertung.lesen'] });
  const [p] = await t.database.db
    .insert(projekte)
    .values({ projektnr: 24201, name: 'Wohnhaus Ottakring' })
    .returning({ id: projekte.id });
  p1 = p!.id;
});
afterAll(() => t?.close());

const objekte = [
  { top_nr: '1', art: 'Wohnung', nutzflaeche: 80, zuschlaege: 5 },
  { top_nr: '2', art: 'Geschäftsraum', nutzflaeche: 65, zuschlaege: 5, abschlaege: 10 },
  { top_nr: 'AP 1', art: 'Abstellplatz', nutzflaeche: 12.5, zuschlaege: 0, abschlaege: 0 },
];
const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/nutzwertgutachten', payload: body });

describe('Nutzwertgutachten', () => {
  it('creates with WE-Objekte; the server computes each Nutzwert, Σ and the shares', async () => {
    const res = await create({
      projekt_id: p1,
      gutachter: 'DI Karl Steiner',
      datum: '2024-10-01',
      gericht: 'BG Hernals',
      tz: '1234/2024',
      we_objekte: objekte,
    });
    expect(res.statusCode).toBe(200);
    const g = res.json().data;
    expect(g).toMatchObject({
      projekt_id: p1,
      projektnr: 24201,
      status: 0,
      gutachter: 'DI Karl Steiner',
      datum: '2024-10-01',
      version: 1,
      nutzwert_summe: 159,
    });
    // 80 × 1.05 = 84; 65 × 0.95 = 61.75 → 62; 12.5 → 13 (half up)
    expect(
      g.we_objekte.map((o: { top_nr: string; nutzwert: number; anteil: number }) => [
        o.top_nr,
        o.nutzwert,
        o.anteil,
      ]),
    ).toEqual([
      ['1', 84, 84 / 159],
      ['2', 62, 62 / 159],
      ['AP 1', 13, 13 / 159],
    ]);
    expect(g.we_objekte[1]).toMatchObject({
      art: 'Geschäftsraum',
      nutzflaeche: 65,
      zuschlaege: 5,
      abschlaege: 10,
    });
    expect((await t.as(reader, { method: 'GET', url: `/api/nutzwertgutachten/${g.id}` })).json()).toEqual({
      status: 'ok',
      data: g,
    });
  });

  it('the server ignores a Nutzwert sent by the client and stores its own', async () => {
    const g = (await create({ projekt_id: p1, we_objekte: [{ ...objekte[0], nutzwert: 999 }] })).json().data;
    const [row] = await t.database.db
      .select()
      .from(weObjekte)
      .where(eq(weObjekte.nutzwertgutachten_id, g.id));
    expect(row!.nutzwert).toBe(84);
  });

  it('status change, rows added and removed, with version; 409 on a stale version; audit', async () => {
    const g = (await create({ projekt_id: p1, we_objekte: objekte })).json().data;
    const up = await t.as(staff, {
      method: 'PUT',
      url: `/api/nutzwertgutachten/${g.id}`,
      payload: {
        projekt_id: p1,
        status: 2,
        version: 1,
        we_objekte: [objekte[2], { top_nr: '3', art: 'Wohnung', nutzflaeche: 70.49 }],
      },
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({ status: 2, version: 2, nutzwert_summe: 83 });
    expect(
      up.json().data.we_objekte.map((o: { top_nr: string; nutzwert: number }) => [o.top_nr, o.nutzwert]),
    ).toEqual([
      ['AP 1', 13],
      ['3', 70],
    ]);
    const stale = await t.as(staff, {
      method: 'PUT',
      url: `/api/nutzwertgutachten/${g.id}`,
      payload: { projekt_id: p1, status: 3, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.versionKonflikt,
      current: {
        status: 2,
        version: 2,
        nutzwert_summe: 83,
        we_objekte: [{ top_nr: 'AP 1', nutzwert: 13 }, { top_nr: '3' }],
      },
      changedBy: 'Maria Huber',
    });
    expect(
      await t.database.db.select().from(weObjekte).where(eq(weObjekte.nutzwertgutachten_id, g.id)),
    ).toHaveLength(2);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'nutzwertgutachten'), eq(auditLog.record_id, g.id)))
      .orderBy(auditLog.id);
    expect(audit.flatMap((a) => Object.keys(a.changes as object))).toEqual(
      expect.arrayContaining(['status', 'we_objekte']),
    );
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = (await t.database.db.select().from(nutzwertgutachten)).length;
    const res = await create({
      projekt_id: p1,
      status: 7,
      datum: '2024-01-32',
      we_objekte: [
        { top_nr: '1', art: 'Garage', nutzflaeche: 0, zuschlaege: 120, abschlaege: -1 },
        { top_nr: '1', art: 'Wohnung', nutzflaeche: 50 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      status: [messages.statusUngueltig],
      datum: [messages.datumUngueltig],
      'we_objekte.0.art': [messages.nwgArtUngueltig],
      'we_objekte.0.nutzflaeche': [messages.bwZahlPositiv],
      'we_objekte.0.zuschlaege': [messages.nwgProzentUngueltig],
      'we_objekte.0.abschlaege': [messages.nwgProzentUngueltig],
    });
    const dup = await create({ projekt_id: p1, we_objekte: [objekte[0], { ...objekte[1], top_nr: '1' }] });
    expect(dup.json().errors).toEqual({ 'we_objekte.1.top_nr': [messages.nwgTopNrDoppelt] });
    expect((await create({ projekt_id: 999999 })).json().errors).toEqual({
      projekt_id: [messages.projektNichtGefunden],
    });
    expect((await t.database.db.select().from(nutzwertgutachten)).length).toBe(before);
  });

  it('weo-calc answers a plain number (one object’s Nutzwert); bad input → 422', async () => {
    const calc = await t.as(reader, {
      method: 'GET',
      url: '/api/nutzwertgutachten/weo-calc?nutzflaeche=65&zuschlaege=5&abschlaege=10',
    });
    expect(calc.statusCode).toBe(200);
    expect(calc.body).toBe('62');
    expect(calc.json()).toBe(62);
    // Query numbers are JSON number syntax, never German (issue 30): 1.125 is not 1125, 1e3 is 1000.
    const weo = async (query: string) =>
      t.as(reader, { method: 'GET', url: `/api/nutzwertgutachten/weo-calc?${query}` });
    expect((await weo('nutzflaeche=1.125')).json()).toBe(1);
    expect((await weo('nutzflaeche=1125&zuschlaege=0.5')).json()).toBe(1131);
    expect((await weo('nutzflaeche=1e3')).json()).toBe(1000);
    expect((await weo('nutzflaeche=70.5')).json()).toBe(71);
    for (const text of ['70,5', '1.234,5', '0x3', '%201', 'true'])
      expect((await weo(`nutzflaeche=${text}`)).json().errors, text).toEqual({
        nutzflaeche: [messages.keineZahl],
      });
    const bad = await t.as(reader, {
      method: 'GET',
      url: '/api/nutzwertgutachten/weo-calc?nutzflaeche=abc&zuschlaege=200',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      nutzflaeche: [messages.keineZahl],
      zuschlaege: [messages.nwgProzentUngueltig],
    });
    const cfg = await t.as(reader, { method: 'GET', url: '/api/nutzwertgutachten/einstellungen' });
    expect(cfg.json()).toEqual({ status: 'ok', data: { weo_calc_url: 'https://weo.example.at/calc' } });
  });

  it('lists with Σ Nutzwerte, filters by project and status; deletes; permissions', async () => {
    const [p] = await t.database.db
      .insert(projekte)
      .values({ projektnr: 24202, name: 'Hof Meidling' })
      .returning({ id: projekte.id });
    const g = (
      await create({ projekt_id: p!.id, status: 1, gutachter: 'Mag. Eva Lang', we_objekte: objekte })
    ).json().data;
    const list = await t.as(reader, { method: 'GET', url: `/api/nutzwertgutachten?q[]=projekt_id:${p!.id}` });
    expect(list.json()).toEqual({
      data: [
        {
          id: g.id,
          projekt_id: p!.id,
          projektnr: 24202,
          projekt_name: 'Hof Meidling',
          status: 1,
          gutachter: 'Mag. Eva Lang',
          datum: null,
          objekte_anzahl: 3,
          nutzwert_summe: 159,
          updated: g.updated,
        },
      ],
      total: 1,
      total_capped: false,
      page: 1,
      per_page: 50,
    });
    const byStatus = await t.as(reader, {
      method: 'GET',
      url: `/api/nutzwertgutachten?q[]=${encodeURIComponent('status:1 AND gutachter:lang')}`,
    });
    expect(byStatus.json().data.map((r: { id: number }) => r.id)).toEqual([g.id]);
    expect((await t.as(reader, { method: 'DELETE', url: `/api/nutzwertgutachten/${g.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.as(staff, { method: 'DELETE', url: `/api/nutzwertgutachten/${g.id}` })).statusCode).toBe(
      200,
    );
    expect(
      await t.database.db.select().from(weObjekte).where(eq(weObjekte.nutzwertgutachten_id, g.id)),
    ).toEqual([]);
    const other = await t.user({ permissions: ['projekte.lesen'] });
    expect(
      (await t.as(other, { method: 'GET', url: '/api/nutzwertgutachten/weo-calc?nutzflaeche=1' })).statusCode,
    ).toBe(403);
    const rest = (await t.as(reader, { method: 'GET', url: '/api/nutzwertgutachten?per_page=200' }))
      .json()
      .data.map((r: { id: number }) => r.id);
    expect(
      (
        await t.as(staff, {
          method: 'POST',
          url: '/api/nutzwertgutachten/bulk-delete',
          payload: { ids: rest },
        })
      ).json().data,
    ).toEqual({ deleted: rest.length });
  });
});
