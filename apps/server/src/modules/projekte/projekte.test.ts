import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@app/domain';
import { createdRecord } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, firmen, projektUrls, projekte } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['projekte.lesen', 'projekte.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['projekte.lesen'] });
  outsider = await t.user({ permissions: ['personen.lesen'] });
});
afterAll(() => t?.close());

let nextNr = 1000;
const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/projekte', payload: body });
async function newProjekt(fields: Record<string, unknown> = {}) {
  const res = await create({ projektnr: nextNr++, name: 'Testprojekt', ...fields });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; projektnr: number; version: number };
}

describe('Projekte', () => {
  it('creates, reads (also by projektnr), updates with version and deletes, writing the audit log', async () => {
    const created = await create({
      projektnr: 4711,
      name: ' Wohnpark Donaufeld ',
      strasse: 'Donaufelder Straße 101',
      plz: '1210',
      ort: 'Wien',
      bezirk: 'Floridsdorf',
      bundesland_id: 9,
      geo_lat: 48.2571,
      geo_long: 16.4157,
      kg: '01613',
      ez: '',
    });
    const projekt = createdRecord(created, {
      projektnr: 4711,
      name: 'Wohnpark Donaufeld',
      plz: '1210',
      bundesland_id: 9,
      bundesland_name: 'Wien',
      ez: null,
      status: 1,
      version: 1,
      creator_name: 'Maria Huber',
      firmen: [],
      urls: [],
    });

    const got = await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` });
    expect(got.json()).toEqual({ status: 'ok', data: projekt });
    const byNr = await t.as(reader, { method: 'GET', url: '/api/projekte/nr/4711' });
    expect(byNr.json().data).toMatchObject({ id: projekt.id, projektnr: 4711, name: 'Wohnpark Donaufeld' });
    expect((await t.as(reader, { method: 'GET', url: '/api/projekte/nr/999999' })).json()).toEqual({
      status: 'error',
      message: messages.resourceNichtGefunden,
    });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/projekte/${projekt.id}`,
      payload: { projektnr: 4711, name: 'Wohnpark Donaufeld II', bundesland_id: null, version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Wohnpark Donaufeld II',
      version: 2,
      bundesland_id: null,
      bundesland_name: null,
      plz: null,
    });

    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/projekte/${projekt.id}` });
    expect(deleted.json()).toEqual({ status: 'ok', data: { id: projekt.id } });
    expect((await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, projekt.id))
      .orderBy(auditLog.id);
    const own = audit.filter((a) => a.table_name === 'projekte');
    expect(own.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(own[1]!.changes).toMatchObject({
      name: { old: 'Wohnpark Donaufeld', new: 'Wohnpark Donaufeld II' },
    });
  });

  it('rejects bad input and a duplicate projektnr with German messages per field and stores nothing', async () => {
    const taken = await newProjekt();
    const before = await t.database.db.select().from(projekte);
    const bad = await create({
      projektnr: 'abc',
      name: '',
      plz: '12345',
      kg: '123',
      bundesland_id: 10,
      geo_lat: 91,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      status: 'error',
      errors: {
        projektnr: [expect.any(String)],
        name: [messages.pflichtfeld],
        plz: [messages.plzUngueltig],
        kg: [messages.kgUngueltig],
        bundesland_id: [messages.bundeslandUngueltig],
        geo_lat: [messages.projektKoordinateUngueltig],
      },
    });
    const duplicate = await create({ projektnr: taken.projektnr, name: 'Doppelt' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      status: 'error',
      errors: { projektnr: [messages.projektnrVergeben] },
    });
    expect(await t.database.db.select().from(projekte)).toHaveLength(before.length);

    const other = await newProjekt();
    const clash = await t.as(staff, {
      method: 'PUT',
      url: `/api/projekte/${other.id}`,
      payload: { projektnr: taken.projektnr, name: 'x', version: 1 },
    });
    expect(clash.json().errors).toEqual({ projektnr: [messages.projektnrVergeben] });
    // Keeping its own number is no clash.
    const same = await t.as(staff, {
      method: 'PUT',
      url: `/api/projekte/${other.id}`,
      payload: { projektnr: other.projektnr, name: 'x', version: 1 },
    });
    expect(same.statusCode).toBe(200);
    expect(
      (
        await t.as(staff, {
          method: 'PUT',
          url: '/api/projekte/999999',
          payload: { projektnr: 999999, name: 'b', version: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(staff, { method: 'GET', url: '/api/projekte/abc' })).statusCode).toBe(422);
  });

  it('lists with paging, sorting and the filters projektnr, name, bezirk, bundesland_id and fulltext', async () => {
    await t.database.db.delete(projekte);
    const rows = [
      {
        projektnr: 30,
        name: 'Ölzeltgasse 3',
        bezirk: 'Landstraße',
        bundesland_id: 9,
        strasse: 'Ölzeltgasse 3',
      },
      { projektnr: 10, name: 'Am Anger', bezirk: 'Floridsdorf', bundesland_id: 9, ort: 'Wien' },
      { projektnr: 20, name: 'Zentrum Graz', bezirk: 'Innere Stadt', bundesland_id: 6, ort: 'Graz' },
      { projektnr: 40, name: 'Berghof', bezirk: 'Döbling', bundesland_id: 3 },
      { projektnr: 50, name: 'Mühlgrund', bezirk: null, bundesland_id: null },
    ];
    for (const r of rows) expect((await create(r)).statusCode).toBe(200);
    const list = (query: string) =>
      t.as(reader, { method: 'GET', url: `/api/projekte?${query}` }).then((r) => r.json());
    const nrs = (answer: { data: { projektnr: number }[] }) => answer.data.map((p) => p.projektnr);

    expect(nrs(await list(''))).toEqual([10, 20, 30, 40, 50]);
    expect(nrs(await list('sort=name&dir=asc'))).toEqual([10, 40, 50, 30, 20]);
    expect(nrs(await list('sort=projektnr&dir=desc&per_page=2&page=2'))).toEqual([30, 20]);
    expect((await list('per_page=2')).total).toBe(5);
    // Ties keep the order of creation (id).
    expect(nrs(await list('sort=bundesland&dir=asc')).slice(0, 4)).toEqual([40, 20, 30, 10]);
    expect(nrs(await list('sort=bezirk&dir=asc')).slice(0, 4)).toEqual([40, 10, 20, 30]);
    expect(nrs(await list('sort=created&dir=desc'))[0]).toBe(50);

    const q = (filter: string) => list(`q[]=${encodeURIComponent(filter)}`).then(nrs);
    expect(await q('projektnr:20')).toEqual([20]);
    expect(await q('projektnr:abc')).toEqual([]);
    expect(await q('name:olz')).toEqual([30]);
    // 1–2 characters: the name's beginning ('er' is inside 'Berghof' and 'Am Anger', but begins neither).
    expect(await q('name:BE')).toEqual([40]);
    expect(await q('name:er')).toEqual([]);
    expect(await q('bezirk:dobl')).toEqual([40]);
    expect(await q('bundesland_id:9')).toEqual([10, 30]);
    expect(await q('bundesland_id:9 AND name:anger')).toEqual([10]);
    expect(await q('fulltext:graz')).toEqual([20]);
    expect(await q('fulltext:wien anger')).toEqual([10]);
    expect(await q('fulltext:50')).toEqual([50]);
    // 1–2 characters begin a word of number, name or address ('gr' is inside 'Mühlgrund', 'ö' inside
    // 'Döbling' and 'Floridsdorf'): read by the trigram index, not a scan of every project.
    expect(await q('fulltext:gr')).toEqual([20]);
    expect(await q('fulltext:Ö')).toEqual([30]);
    expect(await q('name:%')).toEqual([]);
    expect(nrs(await list('q[]=bundesland_id:9&q[]=name:zelt'))).toEqual([30]);

    const bad = await t.as(reader, { method: 'GET', url: '/api/projekte?per_page=201&sort=strasse' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);

    const typeahead = (await t.as(reader, { method: 'GET', url: '/api/projekte?q=2' })).json();
    expect(typeahead).toEqual([{ id: expect.any(Number), projektnr: 20, name: 'Zentrum Graz' }]);
    expect(
      (await t.as(reader, { method: 'GET', url: '/api/projekte?q=berg' }))
        .json()
        .map((p: { projektnr: number }) => p.projektnr),
    ).toEqual([40]);
  });

  it('typeahead: names starting with the word first in name order, then names containing it', async () => {
    for (const name of ['Über dem Quellgrund', 'Quellgründe Süd', 'Am Quellgrund', 'Quellgrund Nord'])
      await newProjekt({ name });
    const names = async (q: string) =>
      (await t.as(reader, { method: 'GET', url: `/api/projekte?q=${encodeURIComponent(q)}` }))
        .json()
        .map((p: { name: string }) => p.name);
    expect(await names('quellgr')).toEqual([
      'Quellgrund Nord',
      'Quellgründe Süd',
      'Am Quellgrund',
      'Über dem Quellgrund',
    ]);
    // Further words narrow both parts; one or two characters find beginnings only.
    expect(await names('quellgr nord')).toEqual(['Quellgrund Nord']);
    expect(await names('dem quell')).toEqual(['Über dem Quellgrund']);
    expect(await names('qu')).toEqual(['Quellgrund Nord', 'Quellgründe Süd']);
  });

  it('needs projekte.lesen to read and projekte.bearbeiten to write', async () => {
    const projekt = await newProjekt();
    expect((await t.as(outsider, { method: 'GET', url: '/api/projekte' })).statusCode).toBe(403);
    expect((await t.as(outsider, { method: 'GET', url: `/api/projekte/${projekt.id}` })).statusCode).toBe(
      403,
    );
    const writes = [
      { method: 'POST', url: '/api/projekte', payload: { projektnr: 77777, name: 'Nein' } },
      {
        method: 'PUT',
        url: `/api/projekte/${projekt.id}`,
        payload: { projektnr: projekt.projektnr, name: 'Nein', version: 1 },
      },
      { method: 'DELETE', url: `/api/projekte/${projekt.id}` },
      {
        method: 'POST',
        url: `/api/projekt/${projekt.id}/firma/add`,
        payload: { firma_id: 1, firma_rolle_id: 1 },
      },
      { method: 'DELETE', url: '/api/projektfirmen/1/delete' },
      {
        method: 'POST',
        url: '/api/projekte/url/create',
        payload: { data: { url: 'https://a.at', typ_id: 1, projekt_id: projekt.id } },
      },
      { method: 'DELETE', url: '/api/projekte/url/1/delete' },
      { method: 'POST', url: `/api/projekte/${projekt.id}/erfassungsnotizen`, payload: { text: 'Nein' } },
      { method: 'PUT', url: '/api/erfassungsnotizen/1/erledigt', payload: { erledigt: true } },
    ] as const;
    for (const w of writes) {
      const res = await t.as(reader, w);
      expect(res.statusCode, `${w.method} ${w.url}`).toBe(403);
      expect(res.json().message).toBe(messages.keineBerechtigung);
    }
    const [row] = await t.database.db.select().from(projekte).where(eq(projekte.id, projekt.id));
    expect(row!.version).toBe(1);
    // Without a session nothing answers but 401.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/projekte/${projekt.id}/erfassungsnotizen` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('Projekt-Firmen (SPEC §7)', () => {
  let firmaId: number;
  beforeAll(async () => {
    const [firma] = await t.database.db
      .insert(firmen)
      .values({ name: 'Porr Bau GmbH', fbnr: '34853y' })
      .returning();
    firmaId = firma!.id;
  });

  it('adds a firm in a role answering data.id and data.display; the session user is creator, not the body', async () => {
    const projekt = await newProjekt();
    const res = await t.as(staff, {
      method: 'POST',
      url: `/api/projekt/${projekt.id}/firma/add`,
      payload: { firma_id: firmaId, firma_rolle_id: 2, creator_id: 9999, editor_id: 9999 },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      projekt_id: projekt.id,
      firma_id: firmaId,
      firma_name: 'Porr Bau GmbH',
      fbnr: '34853y',
      firma_rolle_id: 2,
      rolle_name: 'Generalunternehmer',
      display: 'Porr Bau GmbH (Generalunternehmer)',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, data.id))
      .orderBy(auditLog.id);
    expect(audit.find((a) => a.table_name === 'projekt_firmen')?.user_id).toBe(staff.id);

    // The same firm in another role is fine; in the same role again it is not.
    const architekt = await t.as(staff, {
      method: 'POST',
      url: `/api/projekt/${projekt.id}/firma/add`,
      payload: { firma_id: firmaId, firma_rolle_id: 3 },
    });
    expect(architekt.statusCode).toBe(200);
    const again = await t.as(staff, {
      method: 'POST',
      url: `/api/projekt/${projekt.id}/firma/add`,
      payload: { firma_id: firmaId, firma_rolle_id: 2 },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      status: 'error',
      errors: { firma_id: [messages.firmaBereitsZugeordnet] },
    });

    const detail = (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data;
    expect(detail.firmen.map((f: { rolle_name: string }) => f.rolle_name)).toEqual([
      'Generalunternehmer',
      'Architekt',
    ]);

    const del = await t.as(staff, { method: 'DELETE', url: `/api/projektfirmen/${data.id}/delete` });
    expect(del.json()).toEqual({ status: 'ok', data: { id: data.id } });
    const again404 = await t.as(staff, { method: 'DELETE', url: `/api/projektfirmen/${data.id}/delete` });
    expect(again404.statusCode).toBe(404);
    const after = (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data;
    expect(after.firmen).toHaveLength(1);
  });

  it('needs firma_id and a known role and firm; unknown projects answer 404', async () => {
    const projekt = await newProjekt();
    const add = (payload: Record<string, unknown>, id = projekt.id) =>
      t.as(staff, { method: 'POST', url: `/api/projekt/${id}/firma/add`, payload });
    const missing = await add({ firma_rolle_id: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ status: 'error', errors: { firma_id: [messages.firmaPflicht] } });
    expect((await add({ firma_id: '', firma_rolle_id: 9 })).json().errors).toEqual({
      firma_id: [messages.firmaPflicht],
      firma_rolle_id: [messages.rolleUngueltig],
    });
    expect((await add({ firma_id: 999999, firma_rolle_id: 1 })).json().errors).toEqual({
      firma_id: [messages.firmaNichtGefunden],
    });
    expect((await add({ firma_id: firmaId, firma_rolle_id: 1 }, 999999)).statusCode).toBe(404);
    // A firm in a project cannot be deleted behind its back.
    expect((await add({ firma_id: firmaId, firma_rolle_id: 1 })).statusCode).toBe(200);
    const detail = (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data;
    expect(detail.firmen).toHaveLength(1);
  });
});

describe('Projekt-URLs (SPEC §7)', () => {
  it('creates answering status ok and id, lists with type names, deletes answering status ok', async () => {
    const projekt = await newProjekt();
    const res = await t.as(staff, {
      method: 'POST',
      url: '/api/projekte/url/create',
      payload: {
        data: {
          url: ' https://www.wohnpark-donaufeld.at/preise ',
          typ_id: 1,
          projekt_id: projekt.id,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', id: expect.any(Number) });
    expect(body.data).toMatchObject({
      id: body.id,
      url: 'https://www.wohnpark-donaufeld.at/preise',
      typ_id: 1,
      typ_name: 'Projektwebsite',
    });

    const detail = (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data;
    expect(detail.urls).toEqual([body.data]);

    const del = await t.as(staff, { method: 'DELETE', url: `/api/projekte/url/${body.id}/delete` });
    expect(del.statusCode).toBe(200);
    expect(del.json().status).toBe('ok');
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/projekte/url/${body.id}/delete` })).statusCode,
    ).toBe(404);
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data.urls,
    ).toEqual([]);
  });

  it('answers errors for empty, non-http URLs and bad types, and 404 for unknown projects', async () => {
    const projekt = await newProjekt();
    const post = (data: Record<string, unknown>) =>
      t.as(staff, { method: 'POST', url: '/api/projekte/url/create', payload: { data } });
    const empty = await post({ url: '', typ_id: 1, projekt_id: projekt.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ status: 'error', errors: { 'data.url': [messages.pflichtfeld] } });
    for (const url of ['javascript:alert(1)', 'ftp://files.example.at/a.pdf', 'www.ohne-schema.at']) {
      expect((await post({ url, typ_id: 1, projekt_id: projekt.id })).json().errors, url).toEqual({
        'data.url': [messages.urlUngueltig],
      });
    }
    expect((await post({ url: 'https://a.at', typ_id: 0, projekt_id: projekt.id })).json().errors).toEqual({
      'data.typ_id': [messages.urlTypUngueltig],
    });
    expect((await post({ url: 'https://a.at', typ_id: 1, projekt_id: 999999 })).statusCode).toBe(404);
    expect(
      (await t.as(staff, { method: 'POST', url: '/api/projekte/url/create', payload: {} })).statusCode,
    ).toBe(422);
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data.urls,
    ).toEqual([]);
  });

  it('refuses the same URL twice in a project with a German 422 (issue 9 item 13)', async () => {
    const [projekt, other] = [await newProjekt(), await newProjekt()];
    const post = (data: Record<string, unknown>) =>
      t.as(staff, { method: 'POST', url: '/api/projekte/url/create', payload: { data } });
    expect((await post({ url: 'https://doppelt.at/a', typ_id: 1, projekt_id: projekt.id })).statusCode).toBe(
      200,
    );
    const again = await post({ url: ' https://doppelt.at/a ', typ_id: 2, projekt_id: projekt.id });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 'error', errors: { 'data.url': [messages.urlDoppelt] } });
    expect((await post({ url: 'https://doppelt.at/a', typ_id: 1, projekt_id: other.id })).statusCode).toBe(
      200,
    );
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data.urls,
    ).toHaveLength(1);
  });

  it('compares URLs in their normal form and stores that form (issue 27)', async () => {
    const projekt = await newProjekt();
    const post = (url: string) =>
      t.as(staff, {
        method: 'POST',
        url: '/api/projekte/url/create',
        payload: { data: { url, typ_id: 1, projekt_id: projekt.id } },
      });
    const first = await post('https://Wollzeile.AT/');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.url).toBe('https://wollzeile.at');
    for (const same of ['https://wollzeile.at', 'HTTPS://wollzeile.at:443', 'https://wollzeile.at:443/']) {
      const again = await post(same);
      expect(again.statusCode, same).toBe(422);
      expect(again.json(), same).toEqual({ status: 'error', errors: { 'data.url': [messages.urlDoppelt] } });
    }
    // Another path, port or scheme is another URL.
    for (const other of ['https://wollzeile.at/preise', 'https://wollzeile.at:8443', 'http://wollzeile.at'])
      expect((await post(other)).statusCode, other).toBe(200);
    const urls = (await t.as(reader, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data.urls;
    expect(urls.map((u: { url: string }) => u.url).sort()).toEqual([
      'http://wollzeile.at',
      'https://wollzeile.at',
      'https://wollzeile.at/preise',
      'https://wollzeile.at:8443',
    ]);
  });

  it('migration 0030 brings stored URLs into the normal form, the oldest of the same URL first (issue 27)', async () => {
    const projekt = await newProjekt();
    const written = [
      'HTTPS://Alt.AT/',
      'https://alt.at:443',
      'http://Zwei.at:80/?a=1',
      'https://drei.at/Pfad/',
    ];
    const rows = await t.database.db
      .insert(projektUrls)
      .values(
        written.map((url) => ({
          url,
          typ_id: 1,
          projekt_id: projekt.id,
          creator_id: staff.id,
          editor_id: staff.id,
        })),
      )
      .returning({ id: projektUrls.id });
    const file = fileURLToPath(
      new URL('../../db/migrations/0031_projekt_urls_normalform.sql', import.meta.url),
    );
    await t.database.db.execute(sql.raw(await readFile(file, 'utf8')));
    const after = await t.database.db
      .select({ id: projektUrls.id, url: projektUrls.url })
      .from(projektUrls)
      .where(eq(projektUrls.projekt_id, projekt.id));
    expect(Object.fromEntries(after.map((r) => [r.id, r.url]))).toEqual({
      [rows[0]!.id]: 'https://alt.at',
      [rows[1]!.id]: 'https://alt.at:443', // the same URL as the older row: left as written
      [rows[2]!.id]: 'http://zwei.at?a=1',
      [rows[3]!.id]: 'https://drei.at/Pfad/',
    });
    const again = await t.as(staff, {
      method: 'POST',
      url: '/api/projekte/url/create',
      payload: { data: { url: 'https://ALT.at', typ_id: 1, projekt_id: projekt.id } },
    });
    expect(again.statusCode).toBe(422);
  });
});

describe('Erfassungsnotizen', () => {
  it('lists newest first with counts, adds notes and moves them between offen and erledigt', async () => {
    const projekt = await newProjekt();
    const url = `/api/projekte/${projekt.id}/erfassungsnotizen`;
    expect((await t.as(reader, { method: 'GET', url })).json()).toEqual({
      status: 'ok',
      data: [],
      counts: { alle: 0, offen: 0, erledigt: 0 },
    });

    const first = await t.as(staff, { method: 'POST', url, payload: { text: ' Preisliste anfordern ' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      status: 'ok',
      counts: { alle: 1, offen: 1, erledigt: 0 },
      data: {
        id: expect.any(Number),
        projekt_id: projekt.id,
        text: 'Preisliste anfordern',
        erledigt: false,
        erledigt_am: null,
        created: expect.any(String),
        creator_name: 'Maria Huber',
      },
    });
    const second = (
      await t.as(staff, { method: 'POST', url, payload: { text: 'Bauträger anrufen' } })
    ).json();
    expect(second.counts).toEqual({ alle: 2, offen: 2, erledigt: 0 });

    const list = (await t.as(reader, { method: 'GET', url })).json();
    expect(list.data.map((n: { text: string }) => n.text)).toEqual([
      'Bauträger anrufen',
      'Preisliste anfordern',
    ]);

    const toggle = (id: number, erledigt: unknown) =>
      t.as(staff, { method: 'PUT', url: `/api/erfassungsnotizen/${id}/erledigt`, payload: { erledigt } });
    const done = await toggle(first.json().data.id, true);
    expect(done.json()).toMatchObject({
      status: 'ok',
      counts: { alle: 2, offen: 1, erledigt: 1 },
      data: { id: first.json().data.id, erledigt: true, erledigt_am: expect.any(String) },
    });
    // Ticking twice changes nothing more.
    expect((await toggle(first.json().data.id, true)).json().counts).toEqual({
      alle: 2,
      offen: 1,
      erledigt: 1,
    });
    const back = await toggle(first.json().data.id, false);
    expect(back.json()).toMatchObject({
      counts: { alle: 2, offen: 2, erledigt: 0 },
      data: { erledigt: false, erledigt_am: null },
    });

    expect((await toggle(first.json().data.id, 'ja')).statusCode).toBe(422);
    expect((await toggle(999999, true)).json()).toEqual({
      status: 'error',
      message: messages.resourceNichtGefunden,
    });
  });

  it('needs a text, and answers 404 Resource nicht gefunden for unknown projects', async () => {
    const projekt = await newProjekt();
    const empty = await t.as(staff, {
      method: 'POST',
      url: `/api/projekte/${projekt.id}/erfassungsnotizen`,
      payload: { text: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ status: 'error', errors: { text: [messages.pflichtfeld] } });
    for (const req of [
      { method: 'GET', url: '/api/projekte/999999/erfassungsnotizen' },
      { method: 'POST', url: '/api/projekte/999999/erfassungsnotizen', payload: { text: 'x' } },
    ] as const) {
      const res = await t.as(staff, req);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', message: messages.resourceNichtGefunden });
    }
  });

  it('deleting a project removes its firms, URLs and notes with it', async () => {
    const projekt = await newProjekt();
    const [firma] = await t.database.db.insert(firmen).values({ name: 'Kaskade Architektur' }).returning();
    await t.as(staff, {
      method: 'POST',
      url: `/api/projekt/${projekt.id}/firma/add`,
      payload: { firma_id: firma!.id, firma_rolle_id: 3 },
    });
    await t.as(staff, {
      method: 'POST',
      url: '/api/projekte/url/create',
      payload: { data: { url: 'https://a.at', typ_id: 5, projekt_id: projekt.id } },
    });
    const note = (
      await t.as(staff, {
        method: 'POST',
        url: `/api/projekte/${projekt.id}/erfassungsnotizen`,
        payload: { text: 'weg' },
      })
    ).json();
    expect((await t.as(staff, { method: 'DELETE', url: `/api/projekte/${projekt.id}` })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.as(staff, {
          method: 'PUT',
          url: `/api/erfassungsnotizen/${note.data.id}/erledigt`,
          payload: { erledigt: true },
        })
      ).statusCode,
    ).toBe(404);
    // The firm itself stays.
    expect((await t.database.db.select().from(firmen).where(eq(firmen.id, firma!.id))).length).toBe(1);
  });
});
