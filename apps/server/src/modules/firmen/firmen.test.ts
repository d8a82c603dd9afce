import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { isValidFbnr, messages } from '@app/domain';
import { createdRecord } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, firmen, projekte, projektFirmen } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['firmen.lesen', 'firmen.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['firmen.lesen'] });
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/firmen', payload: body });
const get = (url: string, user = reader) => t.as(user, { method: 'GET', url }).then((r) => r.json());
/** Removes every firm but the seeded 'Privat'. */
async function clear() {
  await t.database.db.delete(projektFirmen);
  await t.database.db.delete(firmen).where(ne(firmen.name, 'Privat'));
}

describe('Firmen', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const created = await create({
      name: ' Wohnbau Donau GmbH ',
      fbnr: '123 456d',
      land: '',
      plz: '1220',
      adresse: 'Wagramer Straße 5',
      geo_lat: 48.23,
      geo_long: 16.46,
      ist_bautraeger: true,
      bautraeger_info: 'Schwerpunkt Donaustadt',
    });
    const firma = createdRecord(created, {
      name: 'Wohnbau Donau GmbH',
      fbnr: '123456d',
      land: 'aut',
      geo_lat: 48.23,
      geo_long: 16.46,
      ist_bautraeger: true,
      ist_makler: false,
      bautraeger_info: 'Schwerpunkt Donaustadt',
      firmenbuch_stand: null,
      version: 1,
      creator_name: 'Maria Huber',
    });
    expect(await get(`/api/firmen/${firma.id}`)).toEqual({ status: 'ok', data: firma });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/firmen/${firma.id}`,
      payload: { ...firma, name: 'Wohnbau Donau AG', geo_lat: null, version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Wohnbau Donau AG',
      geo_lat: null,
      fbnr: '123456d',
      version: 2,
    });
    // Answered from the update statement, exactly as GET answers the record (issue 11).
    expect(updated.json()).toEqual(await get(`/api/firmen/${firma.id}`));

    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/firmen/${firma.id}` });
    expect(deleted.json()).toEqual({ status: 'ok', data: { id: firma.id } });
    expect((await t.as(reader, { method: 'GET', url: `/api/firmen/${firma.id}` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, firma.id))
      .orderBy(auditLog.id);
    const own = audit.filter((a) => a.table_name === 'firmen');
    expect(own.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(own[1]!.changes).toEqual({
      name: { old: 'Wohnbau Donau GmbH', new: 'Wohnbau Donau AG' },
      geo_lat: { old: 48.23, new: null },
    });
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = await t.database.db.select().from(firmen);
    const res = await create({ name: '', fbnr: '1234567a', geo_lat: 91, geo_long: 'x', land: 'at' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        name: [messages.pflichtfeld],
        land: [messages.landUngueltig],
        geo_lat: [messages.breitengradUngueltig],
        geo_long: [messages.laengengradUngueltig],
      },
    });
    // The FN pattern is checked once the other fields are fine, and only for Austrian firms.
    const fn = await create({ name: 'Falsche FN GmbH', fbnr: '1234567a' });
    expect(fn.json()).toEqual({ status: 'error', errors: { fbnr: [messages.fbnrUngueltig] } });
    expect(await t.database.db.select().from(firmen)).toHaveLength(before.length);
    const deutsch = await create({ name: 'Muster Bau GmbH', fbnr: 'HRB 4711', land: 'deu' });
    expect(deutsch.json().data).toMatchObject({ fbnr: 'HRB 4711', land: 'deu' });
    // A wrong check letter is only a warning in the form: it is stored.
    expect((await create({ name: 'Prüfbuchstabe GmbH', fbnr: '123457a' })).statusCode).toBe(200);
    expect(
      (await t.as(staff, { method: 'PUT', url: '/api/firmen/999999', payload: { name: 'x', version: 1 } }))
        .statusCode,
    ).toBe(404);
    expect((await t.as(reader, { method: 'GET', url: '/api/firmen/abc' })).statusCode).toBe(422);
  });

  it('keeps the FirmenbuchNr unique: create and update answer 422 on fbnr', async () => {
    const a = (await create({ name: 'Erste Immo GmbH', fbnr: '4711k' })).json().data;
    const twin = await create({ name: 'Zweite Immo GmbH', fbnr: ' 4711 k' });
    expect(twin.statusCode).toBe(422);
    expect(twin.json()).toEqual({ status: 'error', errors: { fbnr: [messages.fbnrVorhanden] } });
    // As pasted from the register or a deed (issue 25): the same number, found as a duplicate.
    for (const pasted of ['FN 4711k', 'FN4711K', '04711k'])
      expect((await create({ name: 'Dritte Immo GmbH', fbnr: pasted })).json().errors).toEqual({
        fbnr: [messages.fbnrVorhanden],
      });
    const b = (await create({ name: 'Zweite Immo GmbH' })).json().data;
    const moved = await t.as(staff, {
      method: 'PUT',
      url: `/api/firmen/${b.id}`,
      payload: { name: b.name, fbnr: '4711k', version: 1 },
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors).toEqual({ fbnr: [messages.fbnrVorhanden] });
    // Saving a firm with its own number is no duplicate.
    const self = await t.as(staff, {
      method: 'PUT',
      url: `/api/firmen/${a.id}`,
      payload: { name: 'Erste Immo AG', fbnr: '4711k', version: 1 },
    });
    expect(self.statusCode).toBe(200);
  });

  it('GET /api/firmen/by_fbnr answers a two-element list, error first when the number is free', async () => {
    const firma = (await create({ name: 'Lookup Bau GmbH', fbnr: '98765b' })).json().data;
    expect(await get('/api/firmen/by_fbnr?fbnr=98765b')).toEqual([
      'ok',
      { id: firma.id, name: 'Lookup Bau GmbH' },
    ]);
    expect(await get('/api/firmen/by_fbnr?fbnr=98%20765%20b')).toEqual([
      'ok',
      { id: firma.id, name: 'Lookup Bau GmbH' },
    ]);
    const free = await get('/api/firmen/by_fbnr?fbnr=11111a');
    expect(free).toHaveLength(2);
    expect(free[0]).toBe('error');
    expect((await t.as(reader, { method: 'GET', url: '/api/firmen/by_fbnr' })).statusCode).toBe(422);
    expect((await t.as(reader, { method: 'GET', url: '/api/firmen/by_fbnr?fbnr=%20' })).statusCode).toBe(422);
  });

  it('keeps the spaces of a foreign register number and finds it by them (issue 9 item 12)', async () => {
    const res = await create({ name: 'Deutsche Bau GmbH', fbnr: ' HRB  12345 ', land: 'deu' });
    expect(res.statusCode).toBe(200);
    const firma = res.json().data;
    expect(firma.fbnr).toBe('HRB 12345');
    expect(await get('/api/firmen/by_fbnr?fbnr=HRB%2012345&land=deu')).toEqual([
      'ok',
      { id: firma.id, name: 'Deutsche Bau GmbH' },
    ]);
    const listed = await get(`/api/firmen?q[]=${encodeURIComponent('fbnr:HRB 123')}`);
    expect(listed.data.map((f: { id: number }) => f.id)).toEqual([firma.id]);
    // An Austrian FN still loses its spaces.
    expect(
      (await create({ name: 'Österreich Bau GmbH', fbnr: '54 321 x', land: 'aut' })).json().data.fbnr,
    ).toBe('54321x');
  });

  it('GET /api/firmen/privatfirma answers the seeded firm; it cannot be deleted', async () => {
    const privat = await get('/api/firmen/privatfirma');
    expect(privat).toEqual({ id: expect.any(Number), name: 'Privat', fbnr: null });
    const res = await t.as(staff, { method: 'DELETE', url: `/api/firmen/${privat.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(messages.nochVerwendet);
    expect(
      (await t.as(staff, { method: 'POST', url: '/api/firmen/bulk-delete', payload: { ids: [privat.id] } }))
        .statusCode,
    ).toBe(409);
    expect((await get(`/api/firmen/${privat.id}`)).data.name).toBe('Privat');
  });

  it('a firm linked to a project answers 409 on delete and stays', async () => {
    const firma = (await create({ name: 'Verwendet GmbH' })).json().data;
    const [projekt] = await t.database.db
      .insert(projekte)
      .values({ projektnr: 4711, name: 'Testprojekt' })
      .returning();
    await t.database.db
      .insert(projektFirmen)
      .values({ projekt_id: projekt!.id, firma_id: firma.id, firma_rolle_id: 3 });
    const res = await t.as(staff, { method: 'DELETE', url: `/api/firmen/${firma.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: messages.nochVerwendetIn('Firmen eines Projekts'),
    });
    const bulk = await t.as(staff, {
      method: 'POST',
      url: '/api/firmen/bulk-delete',
      payload: { ids: [firma.id] },
    });
    expect(bulk.statusCode).toBe(409);
    expect((await get(`/api/firmen/${firma.id}`)).data.name).toBe('Verwendet GmbH');
  });

  it('creates from the modal form: POST /firmen/new answers success with id, name, fbnr or errors', async () => {
    const ok = await t.as(staff, {
      method: 'POST',
      url: '/firmen/new',
      payload: { name: 'Modal Makler OG', fbnr: '55555 p', ist_makler: true },
    });
    expect(ok.json()).toEqual({
      status: 'success',
      data: { id: expect.any(Number), name: 'Modal Makler OG', fbnr: '55555p' },
    });
    const bad = await t.as(staff, {
      method: 'POST',
      url: '/firmen/new',
      payload: { name: 'Doppelt', fbnr: '55555p' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ status: 'error', errors: { fbnr: [messages.fbnrVorhanden] } });
    const empty = await t.as(staff, { method: 'POST', url: '/firmen/new', payload: {} });
    expect(empty.json()).toEqual({ status: 'error', errors: { name: [messages.pflichtfeld] } });
  });

  it('lists with paging, sorting and filters on name, fbnr, land, roles and fulltext', async () => {
    await clear();
    const rows = [
      { name: 'Österreichische Wohnbau AG', fbnr: '100a', ist_bautraeger: true, ort: 'Wien' },
      { name: 'Alpen Makler GmbH', fbnr: '300c', ist_makler: true, ort: 'Innsbruck' },
      {
        name: 'Berger Immobilien KG',
        ist_makler: true,
        ist_kaeufer: true,
        ort: 'Graz',
        adresse: 'Herrengasse 3',
      },
      { name: 'Zeller Bau GmbH', fbnr: '200b', ist_bautraeger: true, ist_kaeufer: true },
      { name: 'Deutsche Makler GmbH', fbnr: 'HRB1', land: 'deu', ist_makler: true },
    ];
    for (const r of rows) expect((await create(r)).statusCode).toBe(200);
    const names = (answer: { data: { name: string }[] }) => answer.data.map((f) => f.name);

    const all = await get('/api/firmen?sort=name&dir=asc');
    expect(names(all)).toEqual([
      'Alpen Makler GmbH',
      'Berger Immobilien KG',
      'Deutsche Makler GmbH',
      'Österreichische Wohnbau AG',
      'Privat',
      'Zeller Bau GmbH',
    ]);
    const page2 = await get('/api/firmen?sort=name&dir=desc&per_page=2&page=2');
    expect(page2).toMatchObject({ total: 6, page: 2, per_page: 2 });
    expect(names(page2)).toEqual(['Österreichische Wohnbau AG', 'Deutsche Makler GmbH']);
    // Firms without FN come last either way.
    expect(names(await get('/api/firmen?sort=fbnr&dir=asc')).slice(0, 4)).toEqual([
      'Österreichische Wohnbau AG',
      'Zeller Bau GmbH',
      'Alpen Makler GmbH',
      'Deutsche Makler GmbH',
    ]);
    expect(names(await get('/api/firmen?sort=fbnr&dir=desc'))[0]).toBe('Deutsche Makler GmbH');

    const q = (filter: string) => get(`/api/firmen?sort=name&q[]=${encodeURIComponent(filter)}`).then(names);
    expect(await q('name:osterr')).toEqual(['Österreichische Wohnbau AG']);
    // 1–2 characters: the name's beginning ('ma' is inside both Makler firms, but begins neither).
    expect(await q('name:Ö')).toEqual(['Österreichische Wohnbau AG']);
    expect(await q('name:ma')).toEqual([]);
    expect(await q('fbnr:30 0')).toEqual(['Alpen Makler GmbH']);
    expect(await q('land:DEU')).toEqual(['Deutsche Makler GmbH']);
    expect(await q('rolle:makler')).toEqual([
      'Alpen Makler GmbH',
      'Berger Immobilien KG',
      'Deutsche Makler GmbH',
    ]);
    expect(await q('rolle:makler AND land:aut')).toEqual(['Alpen Makler GmbH', 'Berger Immobilien KG']);
    expect(await q('rolle:kaeufer bautraeger')).toEqual(['Zeller Bau GmbH']);
    expect(await q('rolle:unbekannt')).toEqual([]);
    expect(await q('fulltext:herrengasse graz')).toEqual(['Berger Immobilien KG']);
    expect(await q('fulltext:innsbruck')).toEqual(['Alpen Makler GmbH']);
    // Name, FN and address alike, accents and case aside; 1–2 characters begin a word ('ma' begins
    // 'Makler', not 'Immobilien'; 'ra' is inside 'Graz' and 'Herrengasse' but begins no word).
    expect(await q('fulltext:OSTERR')).toEqual(['Österreichische Wohnbau AG']);
    expect(await q('fulltext:200B')).toEqual(['Zeller Bau GmbH']);
    expect(await q('fulltext:ma')).toEqual(['Alpen Makler GmbH', 'Deutsche Makler GmbH']);
    expect(await q('fulltext:ra')).toEqual([]);
    expect(await q('fulltext:GR')).toEqual(['Berger Immobilien KG']);
    expect(await q('name:%')).toEqual([]);

    const bad = await t.as(reader, { method: 'GET', url: '/api/firmen?per_page=201&sort=plz' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('typeahead answers at most 30 items (id, name, fbnr), name prefix first, brokers first on request', async () => {
    await clear();
    const rows = Array.from({ length: 35 }, (_, i) => ({
      name: `Huber Bau ${String(i).padStart(2, '0')} GmbH`,
    }));
    await t.database.db
      .insert(firmen)
      .values([
        ...rows,
        { name: 'Schuhuber Immobilien', fbnr: '777777z' },
        { name: 'Wiener Huber Makler', ist_makler: true },
        { name: 'Ötztal Bau GmbH', fbnr: '123456d' },
      ]);
    const items = await get('/api/firmen?q=hub');
    expect(items).toHaveLength(30);
    expect(Object.keys(items[0]).sort()).toEqual(['fbnr', 'id', 'name']);
    expect(items.every((f: { name: string }) => f.name.startsWith('Huber Bau'))).toBe(true);
    expect(items[0].name).toBe('Huber Bau 00 GmbH');

    const makler = await get('/api/firmen?q=hub&makler=1');
    expect(makler).toHaveLength(30);
    expect(makler[0].name).toBe('Wiener Huber Makler');
    expect(makler[1].name).toBe('Huber Bau 00 GmbH');

    expect(await get('/api/firmen?q=schuhuber')).toEqual([
      { id: expect.any(Number), name: 'Schuhuber Immobilien', fbnr: '777777z' },
    ]);
    expect((await get('/api/firmen?q=otztal')).map((f: { name: string }) => f.name)).toEqual([
      'Ötztal Bau GmbH',
    ]);
    expect((await get('/api/firmen?q=123456%20d')).map((f: { name: string }) => f.name)).toEqual([
      'Ötztal Bau GmbH',
    ]);
    expect(await get('/api/firmen?q=')).toEqual([]);
  });

  it('needs the Firmen permissions: readers cannot write, others cannot read', async () => {
    const res = await create({ name: 'Nein GmbH' }, reader);
    expect(res.statusCode).toBe(403);
    expect(
      (await t.as(reader, { method: 'POST', url: '/firmen/new', payload: { name: 'Nein' } })).statusCode,
    ).toBe(403);
    const stranger = await t.user({ permissions: ['personen.lesen'] });
    for (const url of [
      '/api/firmen',
      '/api/firmen?q=a',
      '/api/firmen/by_fbnr?fbnr=1a',
      '/api/firmen/privatfirma',
    ]) {
      expect((await t.as(stranger, { method: 'GET', url })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/firmen/privatfirma' })).statusCode).toBe(401);
  });
});

describe('likely duplicates (issue 27)', () => {
  it('finds firms with the same FN, or the same name and PLZ', async () => {
    const name = `Doublette Bau ${Date.now()} GmbH`;
    const withPlz = (await create({ name, plz: '1220' })).json().data;
    const elsewhere = (await create({ name, plz: '1010' })).json().data;
    const search = (query: Record<string, string>) =>
      t.as(reader, { method: 'GET', url: `/api/firmen/doubletten?${new URLSearchParams(query)}` });
    const hit = await search({ name: name.toUpperCase(), plz: '1220' });
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual({ status: 'ok', data: [{ id: withPlz.id, name, fbnr: null }] });
    // The name alone is not enough; another PLZ is another firm.
    expect((await search({ name })).json().data).toEqual([]);
    expect((await search({ name, plz: '1100' })).json().data).toEqual([]);
    expect(elsewhere.id).not.toBe(withPlz.id);

    // A free valid FN (check letter found by the domain rule).
    const fn = [...'abcdefghikmpstvwxyz']
      .map((letter) => `${700000 + (Date.now() % 99999)}${letter}`)
      .find((candidate) => isValidFbnr(candidate))!;
    const mitFn = (await create({ name: 'Ganz Anders GmbH', fbnr: fn })).json().data;
    const byFn = await search({ name: 'Neuer Name', fbnr: ` ${fn.slice(0, 3)} ${fn.slice(3)}` });
    expect(byFn.json().data).toEqual([{ id: mitFn.id, name: 'Ganz Anders GmbH', fbnr: fn }]);
    expect((await search({ name: '', plz: '' })).json().data).toEqual([]);
  });
});
