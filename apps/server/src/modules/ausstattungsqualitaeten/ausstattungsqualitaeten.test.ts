import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gebaeudeteile, leereBewertungen, messages } from '@app/domain';
import { insertIds, createdRecord, projektFields } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import {
  auditLog,
  ausstattungsqualitaeten,
  babBewertungen,
  babSpezialausstattung,
  grundkostenanteile,
  projekte,
} from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let projektA: number;
let projektB: number;
let gkaA: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['bewertung.lesen', 'bewertung.bearbeiten'], name: 'Eva Berger' });
  reader = await t.user({ permissions: ['bewertung.lesen'] });
  [projektA, projektB] = await insertIds(t, projekte, [
    { projektnr: 24001, name: 'Wohnpark Donaufeld' },
    { projektnr: 24002, name: 'Quartier Aspern Nord' },
  ]);
  gkaA = (await t.database.db.insert(grundkostenanteile).values({ projekt_id: projektA }).returning())[0]!.id;
});
afterAll(() => t?.close());

type Stufe = 1 | 2 | 3 | 4 | null;
const bewertungen = (
  stufe: Stufe,
  over: Record<number, Partial<{ gewichtung: number; stufe: Stufe }>> = {},
) => leereBewertungen().map((b) => ({ ...b, stufe, ...over[b.gebaeudeteil_id] }));
const body = (over: Record<string, unknown> = {}) => ({
  projekt_id: projektA,
  status_online: 1,
  bewertungen: bewertungen(1),
  hauptheizsystem_id: 1,
  nebenheizsystem_id: 3,
  ...over,
});
const create = (payload: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/ausstattungsqualitaeten', payload });
const update = (id: number, payload: Record<string, unknown>) =>
  t.as(staff, { method: 'PUT', url: `/api/ausstattungsqualitaeten/${id}`, payload });
const get = (id: number) => t.as(reader, { method: 'GET', url: `/api/ausstattungsqualitaeten/${id}` });
const addSpezial = (id: number | null, spezialausstattung_id: unknown) =>
  t.as(staff, {
    method: 'POST',
    url:
      id === null
        ? '/api/ausstattungsqualitaeten/spezialausstattung/add'
        : `/api/ausstattungsqualitaeten/${id}/spezialausstattung/add`,
    payload: { spezialausstattung_id },
  });
const count = async () => (await t.database.db.select().from(ausstattungsqualitaeten)).length;

describe('BAB (Ausstattungsqualität)', () => {
  it('creates with rows for all 17 parts at default weights; computes points, quality, energy classes on the server', async () => {
    const res = await create({
      projekt_id: projektA,
      status_online: 0,
      hwbm: 10.01,
      fgeem: 0.55,
      co2m: null,
      co2: 'D',
      pebm: 150,
      pebm_ern: 50,
      peb: 'A++',
      punkte: 999,
      gesamtqualitaet_id: 3,
      pebm_ern_anteil: 1,
      grundkostenanteil_id: 12345,
    });
    const bab = createdRecord(res, {
      ...projektFields(projektA, 24001, 'Wohnpark Donaufeld'),
      status_online: 0,
      punkte: 0,
      gesamtqualitaet_id: null,
      hwbm: 10.01,
      hwb: 'A+',
      fgee: 'A++',
      co2: 'D',
      peb: 'B',
      pebm_ern_anteil: 33.33,
      grundkostenanteil_id: gkaA,
      version: 1,
      creator_name: 'Eva Berger',
    });
    expect(bab.bewertungen).toHaveLength(17);
    expect(bab.bewertungen[15]).toEqual({
      gebaeudeteil_id: 16,
      name: 'Wohnungsausstattung',
      gewichtung: 7,
      stufe: null,
    });
    expect(bab.bewertungen.map((b: { gewichtung: number }) => b.gewichtung)).toEqual(
      gebaeudeteile.map((g) => g.gewichtung),
    );
    const stored = await t.database.db
      .select()
      .from(babBewertungen)
      .where(eq(babBewertungen.ausstattungsqualitaet_id, bab.id));
    expect(stored).toHaveLength(17);
    expect((await get(bab.id)).json()).toEqual({ status: 'ok', data: bab });
  });

  it('updates with version: points and overall quality follow the ratings (181 Gehoben); stale version → 409', async () => {
    const bab = (await create(body())).json().data;
    expect(bab).toMatchObject({ punkte: 100, gesamtqualitaet_id: 1, gesamtqualitaet: 'Normal' });
    // Fassade 8, Fenster 8, … : level 2 on parts worth 81 weight → 181 points.
    // Fassade level 2 with weight 81, Fenster and Dach 9.5 each at level 1, the rest 0 → 162 + 19 = 181.
    const weights = bewertungen(1).map((b) => ({
      ...b,
      gewichtung: b.gebaeudeteil_id === 1 ? 81 : b.gebaeudeteil_id <= 3 ? 9.5 : 0,
    }));
    weights[0]!.stufe = 2;
    const res = await update(bab.id, body({ bewertungen: weights, version: 1 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      punkte: 181,
      gesamtqualitaet_id: 2,
      gesamtqualitaet: 'Gehoben',
      version: 2,
    });
    expect(res.json().data.bewertungen[0]).toMatchObject({ gewichtung: 81, stufe: 2 });

    const stale = await update(bab.id, body({ version: 1 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: messages.versionKonflikt,
      current: { version: 2, punkte: 181 },
      changedBy: 'Eva Berger',
    });
    expect((await get(bab.id)).json().data.punkte).toBe(181);
  });

  it('online: missing ratings answer the long SPEC message on status_online; nothing is stored', async () => {
    const before = await count();
    const res = await create(body({ bewertungen: bewertungen(1, { 5: { stufe: null } }) }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: { status_online: [messages.onlineNichtMoeglich] },
    });
    expect(await count()).toBe(before);
  });

  it('online: the weights must total exactly 100 (99.99 refused, 33.33 style hundredths accepted)', async () => {
    const off = await create(body({ bewertungen: bewertungen(1, { 1: { gewichtung: 7.99 } }) }));
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({ gewichtung: [messages.babGewichtung100] });
    const ok = await create(
      body({ bewertungen: bewertungen(1, { 1: { gewichtung: 7.67 }, 2: { gewichtung: 8.33 } }) }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a status is required; offline runs only the heating check', async () => {
    const none = await create(body({ status_online: null }));
    expect(none.json().errors).toEqual({ status_online: [messages.pflichtfeld] });
    const offline = await create(
      body({
        status_online: 0,
        bewertungen: bewertungen(null, { 1: { gewichtung: 50 } }),
        nebenheizsystem_id: 1,
      }),
    );
    expect(offline.statusCode).toBe(422);
    expect(offline.json().errors).toEqual({ nebenheizsystem_id: [messages.nebenheizsystemGleich] });
    const partial = await create(
      body({ status_online: 0, bewertungen: bewertungen(null, { 1: { gewichtung: 50, stufe: 3 } }) }),
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({ punkte: 150, gesamtqualitaet_id: null, status_online: 0 });
  });

  it('rejects bad input per field with German messages', async () => {
    const res = await create(
      body({
        projekt_id: null,
        status_online: 7,
        hauptheizsystem_id: 99,
        hwbm: 'viel',
        hwb: 'H',
        bewertungen: bewertungen(9 as never),
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      projekt_id: [messages.projektPflicht],
      status_online: [messages.statusUngueltig],
      hauptheizsystem_id: [messages.babHeizsystemUngueltig],
      hwbm: [messages.keineZahl],
      hwb: [messages.babEnergieklasseUngueltig],
      'bewertungen.0.stufe': [messages.babStufeUngueltig],
    });
    const parts = await create(body({ bewertungen: bewertungen(1).slice(2) }));
    expect(parts.json().errors).toEqual({ bewertungen: [messages.babAlleGebaeudeteile] });
    const missing = await create(body({ projekt_id: 999999 }));
    expect(missing.json().errors).toEqual({ projekt_id: [messages.projektNichtGefunden] });
    expect((await update(999999, body({ version: 1 }))).statusCode).toBe(404);
    expect((await get(999999)).statusCode).toBe(404);
  });

  it('parts 16 and 17 need their special equipment, counted from the database, not the client', async () => {
    const hoch = bewertungen(1, { 16: { stufe: 2 }, 17: { stufe: 3 } });
    const lie = [{ id: 1, spezialausstattung_id: 126, gebaeudeteil_id: 17, kategorie: 'hochwertig' }];
    const res = await create(body({ bewertungen: hoch, spezialausstattung: lie }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'bewertungen.15.stufe': [messages.babTeil16Gehoben],
      'bewertungen.16.stufe': [messages.babTeil17Hochwertig],
    });

    // Collected before the first save, then claimed by create.
    const ids: number[] = [];
    for (const s of [101, 102, 103, 104, 126, 124]) {
      const added = await addSpezial(null, s);
      expect(added.statusCode).toBe(200);
      expect(added.json().data).toMatchObject({
        id: expect.any(Number),
        spezialausstattung_id: s,
        ausstattungsqualitaet_id: null,
      });
      ids.push(added.json().data.id);
    }
    const spezialausstattung = ids.map((id) => ({
      id,
      spezialausstattung_id: 1,
      gebaeudeteil_id: 1,
      kategorie: 'höherwertig',
    }));
    const ok = await create(body({ bewertungen: hoch, spezialausstattung }));
    expect(ok.statusCode).toBe(200);
    const bab = ok.json().data;
    expect(
      bab.spezialausstattung.map((s: { spezialausstattung_id: number }) => s.spezialausstattung_id),
    ).toEqual([101, 102, 103, 104, 126, 124]);
    expect(bab.spezialausstattung[4]).toEqual({
      id: ids[4],
      ausstattungsqualitaet_id: bab.id,
      spezialausstattung_id: 126,
      gebaeudeteil_id: 17,
      name: 'Videogegensprechanlage',
      category_name: 'Sicherheit und Zugang',
      ausstattung_name: 'Videogegensprechanlage',
      kategorie: 'hochwertig',
    });

    // Removing the video intercom from the online BAB would break the part 17 rule: refused, naming it (issue 9 item 6).
    const removeVideo = () =>
      t.as(staff, {
        method: 'DELETE',
        url: `/api/ausstattungsqualitaeten/spezialausstattung/${ids[4]}/delete`,
      });
    const refused = await removeVideo();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      spezialausstattung_id: [
        messages.babSpezialEntfernenVerboten('Sicherheit und Zugang', messages.babTeil17Hochwertig),
      ],
    });
    expect(
      await t.database.db.select().from(babSpezialausstattung).where(eq(babSpezialausstattung.id, ids[4]!)),
    ).toHaveLength(1);
    // Removing equipment the ratings do not need is fine while online.
    const spare = (await addSpezial(bab.id, 105)).json().data.id;
    expect(
      (
        await t.as(staff, {
          method: 'DELETE',
          url: `/api/ausstattungsqualitaeten/spezialausstattung/${spare}/delete`,
        })
      ).statusCode,
    ).toBe(200);
    // Offline it may go; going online again with part 17 Hochwertig is then refused.
    expect((await update(bab.id, body({ bewertungen: hoch, status_online: 0, version: 1 }))).statusCode).toBe(
      200,
    );
    const del = await removeVideo();
    expect(del.json()).toEqual({ status: 'ok', data: { id: ids[4] } });
    const again = await update(bab.id, body({ bewertungen: hoch, version: 2 }));
    expect(again.json().errors).toEqual({ 'bewertungen.16.stufe': [messages.babTeil17Hochwertig] });
    // With id: added to the BAB directly; the same feature twice is refused.
    const add = await addSpezial(bab.id, 126);
    expect(add.json().data).toMatchObject({
      ausstattungsqualitaet_id: bab.id,
      spezialausstattung_id: 126,
      category_name: 'Sicherheit und Zugang',
    });
    expect((await addSpezial(bab.id, 126)).json()).toEqual({
      status: 'error',
      errors: { spezialausstattung_id: [messages.spezialausstattungDoppelt] },
    });
    expect((await update(bab.id, body({ bewertungen: hoch, version: 2 }))).statusCode).toBe(200);
  });

  it('special equipment calls: id required, unknown ids, 404s', async () => {
    expect((await addSpezial(null, '')).json()).toEqual({
      status: 'error',
      errors: { spezialausstattung_id: [messages.spezialausstattungPflicht] },
    });
    expect((await addSpezial(null, 999999)).json().errors).toEqual({
      spezialausstattung_id: [messages.spezialausstattungNichtGefunden],
    });
    expect((await addSpezial(999999, 126)).statusCode).toBe(404);
    const del = await t.as(staff, {
      method: 'DELETE',
      url: '/api/ausstattungsqualitaeten/spezialausstattung/999999/delete',
    });
    expect(del.statusCode).toBe(404);
    const bab = (await create(body())).json().data;
    const add = await addSpezial(bab.id, 101);
    await t.as(staff, { method: 'DELETE', url: `/api/ausstattungsqualitaeten/${bab.id}` });
    // The BAB's special equipment goes with it.
    expect(
      await t.database.db
        .select()
        .from(babSpezialausstattung)
        .where(eq(babSpezialausstattung.id, add.json().data.id)),
    ).toEqual([]);
    const frueh = (await addSpezial(null, 102)).json().data.id;
    await t.as(staff, {
      method: 'DELETE',
      url: `/api/ausstattungsqualitaeten/spezialausstattung/${frueh}/delete`,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, frueh))
      .orderBy(auditLog.id);
    expect(
      audit.filter((a) => a.table_name === 'bab_spezialausstattung').map((a) => [a.action, a.user_id]),
    ).toEqual([
      ['create', staff.id],
      ['delete', staff.id],
    ]);
  });

  it('typeahead: at most 30 items with category_name and ausstattung_name; creation modal', async () => {
    const found = (await t.as(reader, { method: 'GET', url: '/api/spezialausstattungen?q=video' })).json();
    expect(found).toEqual([
      {
        id: 126,
        name: 'Videogegensprechanlage',
        gebaeudeteil_id: 17,
        category_name: 'Sicherheit und Zugang',
        ausstattung_name: 'Videogegensprechanlage',
        kategorie: 'hochwertig',
      },
      expect.objectContaining({ id: 123, ausstattung_name: 'Videoüberwachung' }),
    ]);
    const part = (
      await t.as(reader, { method: 'GET', url: '/api/spezialausstattungen?q=sicherheit' })
    ).json();
    expect(part.length).toBeGreaterThanOrEqual(6);
    expect(part.every((p: { gebaeudeteil_id: number }) => p.gebaeudeteil_id === 17)).toBe(true);

    const created = await t.as(staff, {
      method: 'POST',
      url: '/spezialausstattung/new',
      payload: {
        gebaeudeteil_id: 16,
        ausstattung_name: 'Kamin',
        name: 'Offener Kamin',
        kategorie: 'hochwertig',
      },
    });
    expect(created.json()).toEqual({
      status: 'success',
      data: {
        id: expect.any(Number),
        name: 'Offener Kamin',
        gebaeudeteil_id: 16,
        category_name: 'Wohnungsausstattung',
        ausstattung_name: 'Kamin',
        kategorie: 'hochwertig',
      },
    });
    const bad = await t.as(staff, {
      method: 'POST',
      url: '/spezialausstattung/new',
      payload: { gebaeudeteil_id: 99, name: '', kategorie: 'billig' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      gebaeudeteil_id: [messages.babGebaeudeteilUngueltig],
      ausstattung_name: [messages.pflichtfeld],
      name: [messages.pflichtfeld],
      kategorie: [messages.babKategorieUngueltig],
    });
    for (let i = 0; i < 35; i++) {
      await t.as(staff, {
        method: 'POST',
        url: '/spezialausstattung/new',
        payload: {
          gebaeudeteil_id: 16,
          ausstattung_name: 'Serie',
          name: `Serie ${i}`,
          kategorie: 'höherwertig',
        },
      });
    }
    expect(
      (await t.as(reader, { method: 'GET', url: '/api/spezialausstattungen?q=serie' })).json(),
    ).toHaveLength(30);
  });

  it('refuses a second catalogue entry of the same name in a building part, case-insensitive (issue 9 item 13)', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.as(staff, { method: 'POST', url: '/spezialausstattung/new', payload });
    const entry = {
      gebaeudeteil_id: 17,
      ausstattung_name: 'Zutritt',
      name: 'Fingerprint-Leser',
      kategorie: 'hochwertig',
    };
    expect((await post(entry)).statusCode).toBe(200);
    for (const name of ['Fingerprint-Leser', ' fingerprint-leser ', 'FINGERPRINT-LESER']) {
      const again = await post({ ...entry, name, kategorie: 'höherwertig' });
      expect(again.statusCode, name).toBe(422);
      expect(again.json().errors).toEqual({ name: [messages.spezialausstattungKatalogDoppelt] });
    }
    // Two at once: only one is created.
    const both = await Promise.all([
      post({ ...entry, name: 'Kartenleser' }),
      post({ ...entry, name: 'kartenleser' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    // The same name in another building part is another feature.
    expect((await post({ ...entry, gebaeudeteil_id: 16 })).statusCode).toBe(200);
    const hits = (
      await t.as(reader, { method: 'GET', url: '/api/spezialausstattungen?q=fingerprint' })
    ).json();
    expect(hits.map((h: { gebaeudeteil_id: number }) => h.gebaeudeteil_id).sort()).toEqual([16, 17]);
  });

  it('catalogues: 17 building parts and 11 heating systems', async () => {
    const teile = (await t.as(reader, { method: 'GET', url: '/api/gebaeudeteile' })).json();
    expect(teile.data).toHaveLength(17);
    expect(teile.data[16]).toEqual({ id: 17, name: 'Sicherheit und Zugang', gewichtung: 5 });
    const heiz = (await t.as(reader, { method: 'GET', url: '/api/heizsysteme' })).json();
    expect(heiz.data.map((h: { name: string }) => h.name)).toContain('Wärmepumpe Luft/Wasser');
    expect(heiz.data).toHaveLength(11);
  });

  it('lists per project, sortable and paged', async () => {
    await t.database.db.delete(ausstattungsqualitaeten);
    await create(body({ projekt_id: projektB }));
    await create(body({ bewertungen: bewertungen(3, { 16: { stufe: 1 }, 17: { stufe: 1 } }) }));
    await create(body({ status_online: 0, bewertungen: bewertungen(2) }));
    const list = (q: string) =>
      t.as(reader, { method: 'GET', url: `/api/ausstattungsqualitaeten?${q}` }).then((r) => r.json());
    const forA = await list(`q[]=projekt_id:${projektA}&sort=punkte&dir=desc`);
    expect(forA.total).toBe(2);
    expect(forA.data.map((r: { punkte: number }) => r.punkte)).toEqual([276, 200]);
    expect(forA.data[0]).toMatchObject({
      projektnr: 24001,
      projekt_name: 'Wohnpark Donaufeld',
      gesamtqualitaet: 'Hochwertig',
    });
    expect((await list('q[]=projektnr:24002')).data.map((r: { projekt_id: number }) => r.projekt_id)).toEqual(
      [projektB],
    );
    expect((await list('q[]=status_online:0')).total).toBe(1);
    expect((await list('q[]=aspern')).total).toBe(1);
    expect((await list('q[]=projektnr:abc')).total).toBe(0);
    const byNr = await list('sort=projektnr&dir=desc&per_page=1&page=1');
    expect(byNr).toMatchObject({ total: 3, page: 1, per_page: 1 });
    expect(byNr.data[0].projektnr).toBe(24002);
    expect(
      (await t.as(reader, { method: 'GET', url: '/api/ausstattungsqualitaeten?sort=nix' })).statusCode,
    ).toBe(422);
  });

  it('permissions: reading needs bewertung.lesen, writing bewertung.bearbeiten', async () => {
    const nobody = await t.user({ permissions: ['personen.lesen'] });
    expect((await t.as(nobody, { method: 'GET', url: '/api/ausstattungsqualitaeten' })).statusCode).toBe(403);
    expect((await t.as(nobody, { method: 'GET', url: '/api/spezialausstattungen?q=a' })).statusCode).toBe(
      403,
    );
    expect((await create(body(), reader)).statusCode).toBe(403);
    expect(
      (await t.as(reader, { method: 'POST', url: '/spezialausstattung/new', payload: {} })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/heizsysteme' })).statusCode).toBe(401);
  });
});
