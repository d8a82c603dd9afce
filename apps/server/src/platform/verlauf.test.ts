import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { VerlaufEintrag, VerlaufPage } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/** Issue 28: every record's Verlauf, its assignments included, paged, and the restore through the save. */
let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let outsider: TestUser;
let admin: TestUser;
let projektId: number;
let firmaId: number;

const post = async (user: TestUser, url: string, payload: Record<string, unknown>) => {
  const res = await t.as(user, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number; version: number } }).data;
};
const verlauf = async (user: TestUser, url: string): Promise<VerlaufPage> => {
  const res = await t.as(user, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as VerlaufPage;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({
    permissions: ['transaktionen.lesen', 'transaktionen.bearbeiten', 'firmen.lesen', 'firmen.bearbeiten'],
    name: 'Maria Huber',
  });
  reader = await t.user({ permissions: ['transaktionen.lesen'], name: 'Lena Leser' });
  outsider = await t.user({ permissions: ['personen.lesen'] });
  admin = await t.user({ admin: true, name: 'Admin' });
  projektId = (await post(admin, '/api/projekte', { projektnr: 92_001, name: 'Verlaufshof' })).id;
  firmaId = (await post(admin, '/api/firmen', { name: 'Käufer Immo GmbH' })).id;
});
afterAll(() => t?.close());

describe('Verlauf', () => {
  it('shows a Kaufobjekt’s saves newest first with the form’s labels, catalogue labels, de-AT values and names, its buyers included', async () => {
    const ko = await post(staff, '/api/kaufobjekte', { projekt_id: projektId, status: 1, top_nr: '1/1' });
    const put = await t.as(staff, {
      method: 'PUT',
      url: `/api/kaufobjekte/${ko.id}`,
      payload: {
        projekt_id: projektId,
        status: 2,
        top_nr: '1/2',
        bruttopreis: 345678.5,
        version: ko.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    await post(staff, `/api/kaufobjekt/${ko.id}/kaeufer/add`, { firma_id: firmaId, person_id: null });

    const page = await verlauf(reader, `/api/kaufobjekte/${ko.id}/verlauf`);
    expect(page.weiter).toBeNull();
    expect(page.data.map((e) => e.titel)).toEqual([
      'Käufer hinzugefügt: Käufer Immo GmbH',
      'Geändert',
      'Angelegt',
    ]);
    const [kaeufer, update, created] = page.data as [VerlaufEintrag, VerlaufEintrag, VerlaufEintrag];
    expect(kaeufer).toMatchObject({ eigen: false, user_name: 'Maria Huber', original_user_name: null });
    expect(kaeufer.aenderungen.find((a) => a.feld === 'firma_id')).toMatchObject({
      label: 'Firma',
      alt: '–',
      neu: 'Käufer Immo GmbH',
    });
    expect(update.eigen).toBe(true);
    expect(update.aenderungen).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feld: 'top_nr', label: 'TopNr', alt: '1/1', neu: '1/2' }),
        expect.objectContaining({ feld: 'status', label: 'Status', alt: 'Erfasst', neu: 'Geprüft' }),
        expect.objectContaining({
          feld: 'bruttopreis',
          label: 'Bruttopreis (€)',
          alt: '–',
          neu: '345.678,50',
        }),
      ]),
    );
    expect(created.aenderungen.find((a) => a.feld === 'projekt_id')?.neu).toBe('92001 Verlaufshof');

    // A removed buyer stays on its Kaufobjekt's Verlauf.
    const kaeuferId = kaeufer.record_id;
    const removed = await t.as(staff, {
      method: 'DELETE',
      url: `/api/kaufobjekt/kaeufer/${kaeuferId}/delete`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await verlauf(reader, `/api/kaufobjekte/${ko.id}/verlauf`);
    expect(after.data[0]?.titel).toBe('Käufer entfernt: Käufer Immo GmbH');
  });

  it('shows another area’s record (a Firma) and says who acted in whose name', async () => {
    const firma = await post(staff, '/api/firmen', { name: 'Alt GmbH' });
    await t.database.db.execute(
      sql`update audit_log set original_user_id = ${admin.id} where table_name = 'firmen' and record_id = ${firma.id}`,
    );
    const page = await verlauf(staff, `/api/firmen/${firma.id}/verlauf`);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      titel: 'Angelegt',
      user_name: 'Maria Huber',
      original_user_name: 'Admin',
    });
    expect(page.data[0]!.aenderungen).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Name', alt: '–', neu: 'Alt GmbH' })]),
    );
  });

  it('needs the area’s read permission and a record that exists or existed', async () => {
    const ko = await post(staff, '/api/kaufobjekte', { projekt_id: projektId, status: 1, top_nr: '2/1' });
    const denied = await t.as(outsider, { method: 'GET', url: `/api/kaufobjekte/${ko.id}/verlauf` });
    expect(denied.statusCode).toBe(403);
    const missing = await t.as(reader, { method: 'GET', url: '/api/kaufobjekte/2147480000/verlauf' });
    expect(missing.statusCode).toBe(404);
    const bad = await t.as(reader, { method: 'GET', url: `/api/kaufobjekte/${ko.id}/verlauf?vor=abc` });
    expect(bad.statusCode).toBe(422);
    // A deleted record's history is still shown, its deletion first.
    expect((await t.as(staff, { method: 'DELETE', url: `/api/kaufobjekte/${ko.id}` })).statusCode).toBe(200);
    const gone = await verlauf(reader, `/api/kaufobjekte/${ko.id}/verlauf`);
    expect(gone.data.map((e) => e.titel)).toEqual(['Gelöscht', 'Angelegt']);
  });

  it('pages a record with 6,000 changes by its index, each page fast', async () => {
    const firma = await post(staff, '/api/firmen', { name: 'Viel GmbH' });
    await t.database.db.execute(sql`insert into audit_log (user_id, table_name, record_id, action, changes)
      select ${staff.id}, 'firmen', ${firma.id}, 'update',
        jsonb_build_object('name', jsonb_build_object('old', 'N' || (g - 1), 'new', 'N' || g))
      from generate_series(1, 6000) g`);
    await t.database.db.execute(sql`analyze audit_log`);
    const seen = new Set<number>();
    let url = `/api/firmen/${firma.id}/verlauf`;
    let pages = 0;
    let slowest = 0;
    for (;;) {
      const started = performance.now();
      const page = await verlauf(staff, url);
      slowest = Math.max(slowest, performance.now() - started);
      pages += 1;
      page.data.forEach((e) => seen.add(e.id));
      if (pages === 1) expect(page.data[0]!.aenderungen[0]).toMatchObject({ alt: 'N5999', neu: 'N6000' });
      if (page.weiter === null || pages >= 5) break;
      url = `/api/firmen/${firma.id}/verlauf?vor=${page.weiter}`;
    }
    expect(seen.size).toBe(250);
    expect(slowest).toBeLessThan(500);
  });

  it('restores one field and the whole record through the versioned save, marked as a restore', async () => {
    const ko = await post(staff, '/api/kaufobjekte', { projekt_id: projektId, status: 1, top_nr: 'A' });
    const save = (payload: Record<string, unknown>, query = '') =>
      t.as(staff, { method: 'PUT', url: `/api/kaufobjekte/${ko.id}${query}`, payload });
    const v2 = (await save({ projekt_id: projektId, status: 1, top_nr: 'B', version: 1 })).json().data;
    await save({ projekt_id: projektId, status: 1, top_nr: 'C', bruttopreis: 1000, version: v2.version });
    const [, second] = (await verlauf(staff, `/api/kaufobjekte/${ko.id}/verlauf`)).data;

    // 'Auf diesen Stand zurücksetzen': the fields changed since, with their values after that entry.
    const stand = await t.as(staff, {
      method: 'GET',
      url: `/api/kaufobjekte/${ko.id}/verlauf/${second!.id}/stand`,
    });
    expect(stand.json()).toEqual({
      status: 'ok',
      data: { eintrag: second!.id, fields: { top_nr: 'B', bruttopreis: null } },
    });
    const foreign = await t.as(staff, {
      method: 'GET',
      url: `/api/kaufobjekte/${ko.id + 1}/verlauf/${second!.id}/stand`,
    });
    expect(foreign.statusCode).toBe(404);

    // A stale version conflicts as any save does; nothing is written.
    const stale = await save(
      { projekt_id: projektId, status: 1, top_nr: 'B', version: 1 },
      '?grund=wiederherstellung',
    );
    expect(stale.statusCode).toBe(409);
    const restored = await save(
      { projekt_id: projektId, status: 1, top_nr: 'B', bruttopreis: null, version: 3 },
      '?grund=wiederherstellung',
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ top_nr: 'B', bruttopreis: null, version: 4 });
    const [latest] = (await verlauf(staff, `/api/kaufobjekte/${ko.id}/verlauf`)).data;
    expect(latest).toMatchObject({ titel: 'Wiederhergestellt', grund: 'wiederherstellung' });

    // Restoring needs the write permission; an unknown reason is refused.
    const readOnly = await t.as(reader, {
      method: 'PUT',
      url: `/api/kaufobjekte/${ko.id}?grund=wiederherstellung`,
      payload: { projekt_id: projektId, status: 1, top_nr: 'A', version: 4 },
    });
    expect(readOnly.statusCode).toBe(403);
    expect(
      (await save({ projekt_id: projektId, status: 1, top_nr: 'A', version: 4 }, '?grund=x')).statusCode,
    ).toBe(422);
  });

  it('keeps an anonymised user anonymised in the history', async () => {
    const gone = await t.user({ permissions: ['firmen.lesen', 'firmen.bearbeiten'], name: 'Gerda Geheim' });
    const firma = await post(gone, '/api/firmen', { name: 'Spur GmbH' });
    const anon = await t.as(admin, {
      method: 'POST',
      url: `/api/benutzer/${gone.id}/anonymisieren`,
      payload: { email: gone.email },
    });
    expect(anon.statusCode, anon.body).toBe(200);
    const [entry] = (await verlauf(staff, `/api/firmen/${firma.id}/verlauf`)).data;
    expect(entry!.user_name).toBe(`Anonym #${gone.id}`);
    expect(JSON.stringify(entry)).not.toContain('Gerda');
  });
});
