import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { countCap, messages } from '@app/domain';
import { createdRecord, projektFields } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { angebotsobjekte, auditLog, kaufobjekte, koZuordnungen, projekte } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let p1: number;
let p2: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({
    permissions: ['transaktionen.lesen', 'transaktionen.bearbeiten'],
    name: 'Maria Huber',
  });
  reader = await t.user({ permissions: ['transaktionen.lesen'] });
  const rows = await t.database.db
    .insert(projekte)
    .values([
      {
        projektnr: 24001,
        name: 'Wohnen an der Wollzeile',
        strasse: 'Wollzeile 12',
        plz: '1010',
        ort: 'Wien',
      },
      {
        projektnr: 24002,
        name: 'Quartier Praterstraße',
        strasse: 'Praterstraße 5',
        plz: '1020',
        ort: 'Wien',
      },
    ])
    .returning();
  [p1, p2] = rows.map((r) => r.id) as [number, number];
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/angebotsobjekte', payload: body });
const list = (query: string) =>
  t.as(reader, { method: 'GET', url: `/api/angebotsobjekte?${query}` }).then((r) => r.json());
const q = (filter: string) => `q[]=${encodeURIComponent(filter)}`;

describe('Angebotsobjekte', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const created = await create({
      projekt_id: p1,
      top_nr: ' Top 3 ',
      flaeche: 72.35,
      zimmer: 2.5,
      preis: 489_000,
      stand: '2026-03-01',
      status: 'reserviert',
    });
    const ao = createdRecord(created, {
      ...projektFields(p1, 24001, 'Wohnen an der Wollzeile'),
      top_nr: 'Top 3',
      flaeche: 72.35,
      zimmer: 2.5,
      preis: 489000,
      stand: '2026-03-01',
      status: 'reserviert',
      kaufobjekte_anzahl: 0,
      version: 1,
      creator_name: 'Maria Huber',
    });

    const got = await t.as(reader, { method: 'GET', url: `/api/angebotsobjekte/${ao.id}` });
    expect(got.json()).toEqual({ status: 'ok', data: ao });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/angebotsobjekte/${ao.id}`,
      payload: {
        projekt_id: p1,
        top_nr: 'Top 3',
        preis: 499000,
        flaeche: 72.35,
        status: 'verkauft',
        version: 1,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      preis: 499000,
      status: 'verkauft',
      zimmer: null,
      stand: null,
      version: 2,
    });

    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/angebotsobjekte/${ao.id}` });
    expect(deleted.json()).toEqual({ status: 'ok', data: { id: ao.id } });
    expect((await t.as(reader, { method: 'GET', url: `/api/angebotsobjekte/${ao.id}` })).statusCode).toBe(
      404,
    );

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.record_id, ao.id), eq(auditLog.table_name, 'angebotsobjekte')))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[1]!.changes).toEqual({
      preis: { old: 489000, new: 499000 },
      status: { old: 'reserviert', new: 'verkauft' },
      zimmer: { old: 2.5, new: null },
      stand: { old: '2026-03-01', new: null },
    });
    expect(audit.every((a) => a.user_id === staff.id)).toBe(true);
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = await t.database.db.select().from(angebotsobjekte);
    const res = await create({
      projekt_id: String(p1),
      top_nr: '',
      flaeche: -5,
      zimmer: 'drei',
      stand: '2026-02-31',
      status: 'weg',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        projekt_id: [messages.projektPflicht],
        top_nr: [messages.pflichtfeld],
        flaeche: [messages.nichtNegativ],
        zimmer: [messages.keineZahl],
        stand: [messages.datumUngueltig],
        status: [messages.statusUngueltig],
      },
    });
    const missing = await create({ projekt_id: 999999, top_nr: 'Top 1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ projekt_id: [messages.projektNichtGefunden] });
    expect(await t.database.db.select().from(angebotsobjekte)).toHaveLength(before.length);
    const put404 = await t.as(staff, {
      method: 'PUT',
      url: '/api/angebotsobjekte/999999',
      payload: { projekt_id: p1, top_nr: 'x', version: 1 },
    });
    expect(put404.statusCode).toBe(404);
    expect((await t.as(staff, { method: 'GET', url: '/api/angebotsobjekte/abc' })).statusCode).toBe(422);
  });

  it('lists with paging, natural TopNr order, sorting and the filters projekt_id, projektnr, status, top_nr, fulltext', async () => {
    await t.database.db.delete(angebotsobjekte);
    const units: [number, string, number | null, number, string][] = [
      [p1, 'Top 10', 650000, 95, 'verkauft'],
      [p1, 'Top 2', 320000, 48.5, 'verfuegbar'],
      [p1, 'Top 1', 290000, 41, 'reserviert'],
      [p2, 'Top 2', null, 60, 'verfuegbar'],
      [p2, 'DG 1', 1200000, 130, 'verfuegbar'],
    ];
    for (const [projekt_id, top_nr, preis, flaeche, status] of units) {
      expect((await create({ projekt_id, top_nr, preis, flaeche, status })).statusCode).toBe(200);
    }
    const all = await list('');
    expect(all).toMatchObject({ total: 5, total_capped: false, page: 1, per_page: 50 });
    // Default: by project, then by the TopNr's number (Top 2 before Top 10, DG 1 before Top 2).
    expect(all.data.map((a: { projektnr: number; top_nr: string }) => `${a.projektnr} ${a.top_nr}`)).toEqual([
      '24001 Top 1',
      '24001 Top 2',
      '24001 Top 10',
      '24002 DG 1',
      '24002 Top 2',
    ]);
    const byPreis = await list('sort=preis&dir=desc');
    expect(byPreis.data.map((a: { preis: number | null }) => a.preis)).toEqual([
      1200000,
      650000,
      320000,
      290000,
      null,
    ]);
    const byFlaeche = await list('sort=flaeche&dir=asc&per_page=2&page=2');
    expect(byFlaeche.data.map((a: { flaeche: number }) => a.flaeche)).toEqual([60, 95]);
    const byStatus = await list('sort=status&dir=asc');
    expect(byStatus.data.map((a: { status: string }) => a.status)).toEqual([
      'reserviert',
      'verfuegbar',
      'verfuegbar',
      'verfuegbar',
      'verkauft',
    ]);

    expect((await list(q(`projekt_id:${p2}`))).total).toBe(2);
    expect(
      (await list(q('projektnr:24001 AND status:verfuegbar'))).data.map((a: { top_nr: string }) => a.top_nr),
    ).toEqual(['Top 2']);
    expect((await list(q('top_nr:top 1'))).data.map((a: { top_nr: string }) => a.top_nr)).toEqual([
      'Top 1',
      'Top 10',
    ]);
    expect((await list(q('fulltext:wollzeile dg'))).total).toBe(0);
    expect((await list(q('fulltext:praterstraße dg'))).data.map((a: { top_nr: string }) => a.top_nr)).toEqual(
      ['DG 1'],
    );
    expect((await list(q('fulltext:24002'))).total).toBe(2);
    expect((await list(q('status:weg'))).total).toBe(0);
    expect((await list(q('projekt_id:abc'))).total).toBe(0);
    expect((await list(q('top_nr:%'))).total).toBe(0);

    const bad = await t.as(reader, { method: 'GET', url: '/api/angebotsobjekte?per_page=201&sort=zimmer' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('reading users cannot write; without the permission nothing is readable', async () => {
    const res = await create({ projekt_id: p1, top_nr: 'Top 1' }, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.keineBerechtigung);
    const nobody = await t.user({ permissions: ['personen.lesen'] });
    expect((await t.as(nobody, { method: 'GET', url: '/api/angebotsobjekte' })).statusCode).toBe(403);
    expect((await t.as(nobody, { method: 'GET', url: `/api/ko_zuordnung/projekt/${p1}` })).statusCode).toBe(
      403,
    );
  });

  it('counts up to 10,000 matches exactly and says when more match', async () => {
    await t.database.db.execute(
      sql`insert into angebotsobjekte (projekt_id, top_nr) select ${p2}, 'Masse ' || g from generate_series(1, ${countCap + 5}) g`,
    );
    const all = (await list('per_page=10')).valueOf();
    expect(all).toMatchObject({ total: countCap, total_capped: true });
    expect(all.data).toHaveLength(10);
    expect(await list(q('top_nr:masse 999'))).toMatchObject({ total: 11, total_capped: false });
    await t.database.db.delete(angebotsobjekte).where(sql`${angebotsobjekte.top_nr} like 'Masse %'`);
  });
});

describe('KO-Zuordnung', () => {
  let ao3: number;
  let ao4: number;
  let ko: { k3: number; k4: number; k12: number; kleer: number; fremd: number };

  beforeAll(async () => {
    await t.database.db.delete(angebotsobjekte);
    ao3 = (await create({ projekt_id: p1, top_nr: 'Top 3' })).json().data.id;
    ao4 = (await create({ projekt_id: p1, top_nr: 'Top 4' })).json().data.id;
    const rows = await t.database.db
      .insert(kaufobjekte)
      .values([
        { projekt_id: p1, top_nr: 'TOP 03', status: 1, bruttopreis: 420000, kaufdatum: '2025-05-02' },
        { projekt_id: p1, top_nr: 'Top 4', status: 2 },
        { projekt_id: p1, top_nr: 'Top 12', status: 0, tz: '1234/2025' },
        { projekt_id: p1, top_nr: null, status: 1 },
        { projekt_id: p2, top_nr: 'Top 3', status: 1 },
      ])
      .returning();
    ko = { k3: rows[0]!.id, k4: rows[1]!.id, k12: rows[2]!.id, kleer: rows[3]!.id, fremd: rows[4]!.id };
  });

  const save = (aoId: number, body: Record<string, unknown>, user = staff) =>
    t.as(user, { method: 'POST', url: `/api/angebotsobjekte/${aoId}/ko_zuordnung`, payload: body });
  const seite = (aoId: number, filter?: string) =>
    t
      .as(reader, {
        method: 'GET',
        url: `/api/angebotsobjekte/${aoId}/ko_zuordnung${filter ? `?${q(filter)}` : ''}`,
      })
      .then((r) => r.json());

  it("lists the project's Kaufobjekte in natural TopNr order with their assignment, and filters them", async () => {
    const page = await seite(ao3);
    expect(page.status).toBe('ok');
    expect(page.data.angebotsobjekt).toMatchObject({ id: ao3, top_nr: 'Top 3', projekt_id: p1 });
    expect(page.data.kaufobjekte_capped).toBe(false);
    expect(page.data.kaufobjekte.map((k: { id: number }) => k.id)).toEqual([ko.k3, ko.k4, ko.k12, ko.kleer]);
    expect(page.data.kaufobjekte[0]).toEqual({
      id: ko.k3,
      top_nr: 'TOP 03',
      status: 1,
      kaufdatum: '2025-05-02',
      nutzflaeche: null,
      nettopreis: null,
      bruttopreis: 420000,
      angebotsobjekt_id: null,
      angebotsobjekt_top_nr: null,
      zuordnung_id: null,
    });
    expect((await seite(ao3, 'top_nr:top 1')).data.kaufobjekte.map((k: { id: number }) => k.id)).toEqual([
      ko.k12,
    ]);
    expect((await seite(ao3, 'status:2')).data.kaufobjekte.map((k: { id: number }) => k.id)).toEqual([ko.k4]);
    expect(
      (await seite(ao3, 'fulltext:1234/2025')).data.kaufobjekte.map((k: { id: number }) => k.id),
    ).toEqual([ko.k12]);
    expect((await seite(ao3, 'status:x')).data.kaufobjekte).toEqual([]);
    expect(
      (await t.as(reader, { method: 'GET', url: '/api/angebotsobjekte/999999/ko_zuordnung' })).statusCode,
    ).toBe(404);
  });

  it('assigns and unassigns Kaufobjekte in one save, with audit; assigning twice changes nothing', async () => {
    const res = await save(ao3, { zuordnen: [ko.k3, ko.k12] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: { kaufobjekt_ids: [ko.k3, ko.k12].sort((a, b) => a - b), zugeordnet: 2, entfernt: 0 },
    });
    const again = await save(ao3, { zuordnen: [ko.k3], entfernen: [ko.k12] });
    expect(again.json().data).toEqual({ kaufobjekt_ids: [ko.k3], zugeordnet: 0, entfernt: 1 });

    const page = await seite(ao3, 'zugeordnet:ja');
    expect(page.data.kaufobjekte).toEqual([
      expect.objectContaining({
        id: ko.k3,
        angebotsobjekt_id: ao3,
        angebotsobjekt_top_nr: 'Top 3',
        zuordnung_id: expect.any(Number),
      }),
    ]);
    expect(page.data.angebotsobjekt.kaufobjekte_anzahl).toBe(1);
    expect((await seite(ao3, 'zugeordnet:nein')).data.kaufobjekte.map((k: { id: number }) => k.id)).toEqual([
      ko.k4,
      ko.k12,
      ko.kleer,
    ]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'ko_zuordnungen'))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'create', 'delete']);
    expect(audit[0]!.changes).toMatchObject({ angebotsobjekt_id: { old: null, new: ao3 } });
    expect(audit.every((a) => a.user_id === staff.id)).toBe(true);
  });

  it('refuses a Kaufobjekt of another project, one assigned elsewhere, or an unknown one, and changes nothing', async () => {
    const before = await t.database.db.select().from(koZuordnungen);
    const fremd = await save(ao4, { zuordnen: [ko.k4, ko.fremd] });
    expect(fremd.statusCode).toBe(422);
    expect(fremd.json()).toEqual({
      status: 'error',
      errors: { zuordnen: [messages.koZuordnungAnderesProjekt] },
    });
    const vergeben = await save(ao4, { zuordnen: [ko.k3] });
    expect(vergeben.statusCode).toBe(422);
    expect(vergeben.json().errors.zuordnen).toEqual([messages.koZuordnungBereitsVergeben('TOP 03', 'Top 3')]);
    const unbekannt = await save(ao4, { zuordnen: [999999] });
    expect(unbekannt.json().errors.zuordnen).toEqual([messages.kaufobjektNichtGefunden]);
    // The unique index is the last word when two saves race.
    await expect(
      t.database.db.insert(koZuordnungen).values({ kaufobjekt_id: ko.k3, angebotsobjekt_id: ao4 }),
    ).rejects.toThrow();
    expect(await t.database.db.select().from(koZuordnungen)).toEqual(before);

    expect((await save(ao4, {})).json().errors).toEqual({ zuordnen: [messages.keineAuswahl] });
    expect((await save(ao4, { zuordnen: ['x'] })).statusCode).toBe(422);
    expect((await save(999999, { zuordnen: [ko.k4] })).statusCode).toBe(404);
    expect((await save(ao4, { zuordnen: [ko.k4] }, reader)).statusCode).toBe(403);
  });

  it("keeps an Angebotsobjekt's project while Kaufobjekte are assigned", async () => {
    const res = await t.as(staff, {
      method: 'PUT',
      url: `/api/angebotsobjekte/${ao3}`,
      payload: { projekt_id: p2, top_nr: 'Top 3', version: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ projekt_id: [messages.aoProjektWechsel] });
  });

  it("shows a project's Angebotsobjekte and Kaufobjekte with their assignments", async () => {
    await save(ao4, { zuordnen: [ko.k4] });
    const res = await t.as(reader, { method: 'GET', url: `/api/ko_zuordnung/projekt/${p1}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.projekt).toEqual({ id: p1, projektnr: 24001, name: 'Wohnen an der Wollzeile' });
    expect(data.angebotsobjekte).toEqual([
      { id: ao3, top_nr: 'Top 3', status: 'verfuegbar', flaeche: null, preis: null, kaufobjekt_ids: [ko.k3] },
      { id: ao4, top_nr: 'Top 4', status: 'verfuegbar', flaeche: null, preis: null, kaufobjekt_ids: [ko.k4] },
    ]);
    expect(
      data.kaufobjekte.map((k: { id: number; angebotsobjekt_id: number | null }) => [
        k.id,
        k.angebotsobjekt_id,
      ]),
    ).toEqual([
      [ko.k3, ao3],
      [ko.k4, ao4],
      [ko.k12, null],
      [ko.kleer, null],
    ]);
    expect((await t.as(reader, { method: 'GET', url: '/api/ko_zuordnung/projekt/999999' })).statusCode).toBe(
      404,
    );
  });

  it('deletes one assignment by id; deleting an Angebotsobjekt frees its Kaufobjekte', async () => {
    const [z] = await t.database.db
      .select()
      .from(koZuordnungen)
      .where(eq(koZuordnungen.kaufobjekt_id, ko.k4));
    const res = await t.as(staff, { method: 'DELETE', url: `/api/ko_zuordnung/${z!.id}/delete` });
    expect(res.json()).toEqual({ status: 'ok', data: { id: z!.id } });
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/ko_zuordnung/${z!.id}/delete` })).statusCode,
    ).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'ko_zuordnungen'), eq(auditLog.record_id, z!.id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);

    await t.as(staff, { method: 'DELETE', url: `/api/angebotsobjekte/${ao3}` });
    expect(await t.database.db.select().from(koZuordnungen)).toEqual([]);
    expect(await t.database.db.select().from(kaufobjekte).where(eq(kaufobjekte.id, ko.k3))).toHaveLength(1);
  });
});
