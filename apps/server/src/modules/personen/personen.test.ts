import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { countCap, messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, personen } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['personen.lesen', 'personen.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['personen.lesen'] });
});
afterAll(() => t?.close());

const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/personen', payload: body });

describe('Personen', () => {
  it('creates, reads, updates with version and deletes, writing the audit log', async () => {
    const created = await create({ vorname: ' Anna ', nachname: 'Gruber', email: null, titel: 'Mag.' });
    expect(created.statusCode).toBe(200);
    const person = created.json().data;
    expect(person).toMatchObject({
      vorname: 'Anna',
      nachname: 'Gruber',
      email: null,
      titel: 'Mag.',
      version: 1,
    });
    expect(person.creator_name).toBe('Maria Huber');
    expect(person.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const got = await t.as(reader, { method: 'GET', url: `/api/personen/${person.id}` });
    expect(got.json()).toEqual({ status: 'ok', data: person });

    const updated = await t.as(staff, {
      method: 'PUT',
      url: `/api/personen/${person.id}`,
      payload: { vorname: 'Anna', nachname: 'Gruber-Berger', version: 1 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ nachname: 'Gruber-Berger', version: 2, titel: null });

    const deleted = await t.as(staff, { method: 'DELETE', url: `/api/personen/${person.id}` });
    expect(deleted.json()).toEqual({ status: 'ok', data: { id: person.id } });
    expect((await t.as(reader, { method: 'GET', url: `/api/personen/${person.id}` })).statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, person.id))
      .orderBy(auditLog.id);
    const own = audit.filter((a) => a.table_name === 'personen');
    expect(own.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(own[1]!.changes).toEqual({
      nachname: { old: 'Gruber', new: 'Gruber-Berger' },
      titel: { old: 'Mag.', new: null },
    });
    expect(own.every((a) => a.user_id === staff.id)).toBe(true);
  });

  it('PUT answers the record exactly as GET does: creator and editor names from the update statement', async () => {
    const editor = await t.user({
      permissions: ['personen.lesen', 'personen.bearbeiten'],
      name: 'Karl Berger',
    });
    const person = (
      await create({ vorname: 'Lena', nachname: 'Wagner', email: 'lena@example.at', titel: 'DI' })
    ).json().data;
    const updated = await t.as(editor, {
      method: 'PUT',
      url: `/api/personen/${person.id}`,
      payload: {
        vorname: 'Lena',
        nachname: 'Wagner',
        email: null,
        titel: 'DI',
        telefon: '+43 1 234',
        version: 1,
      },
    });
    expect(updated.statusCode).toBe(200);
    const got = await t.as(reader, { method: 'GET', url: `/api/personen/${person.id}` });
    expect(updated.json()).toEqual(got.json());
    expect(updated.json().data).toEqual({
      ...person,
      email: null,
      telefon: '+43 1 234',
      version: 2,
      updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      editor_id: editor.id,
      creator_name: 'Maria Huber',
      editor_name: 'Karl Berger',
    });
  });

  it('rejects bad input with German messages per field and stores nothing', async () => {
    const before = await t.database.db.select().from(personen);
    const res = await create({ vorname: '', nachname: 'x'.repeat(101), email: 'keine-mail' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      status: 'error',
      errors: {
        vorname: [messages.pflichtfeld],
        nachname: [messages.zuLang(100)],
        email: [messages.ungueltigeEmail],
      },
    });
    expect(await t.database.db.select().from(personen)).toHaveLength(before.length);
    expect(
      (
        await t.as(staff, {
          method: 'PUT',
          url: '/api/personen/999999',
          payload: { vorname: 'a', nachname: 'b', version: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.as(staff, { method: 'GET', url: '/api/personen/abc' })).statusCode).toBe(422);
  });

  it('creates from the modal form: POST /personen/new answers success with id, vorname, nachname or errors', async () => {
    const ok = await t.as(staff, {
      method: 'POST',
      url: '/personen/new',
      payload: { vorname: 'Eva', nachname: 'Steiner' },
    });
    expect(ok.json()).toEqual({
      status: 'success',
      data: { id: expect.any(Number), vorname: 'Eva', nachname: 'Steiner' },
    });
    const bad = await t.as(staff, { method: 'POST', url: '/personen/new', payload: { vorname: 'Eva' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ status: 'error', errors: { nachname: [messages.pflichtfeld] } });
  });

  it('lists with paging, stable sorting and filters', async () => {
    await t.database.db.delete(personen);
    const names = ['Ölz', 'Auer', 'Zach', 'Berger', 'Auer', 'Müller', 'Mayer'];
    for (const [i, nachname] of names.entries())
      await create({ vorname: `V${i}`, nachname, email: `p${i}@firma.at` });

    const page1 = (
      await t.as(reader, { method: 'GET', url: '/api/personen?sort=nachname&dir=asc&per_page=3&page=1' })
    ).json();
    const page2 = (
      await t.as(reader, { method: 'GET', url: '/api/personen?sort=nachname&dir=asc&per_page=3&page=2' })
    ).json();
    expect(page1.total).toBe(7);
    expect(page1).toMatchObject({ page: 1, per_page: 3 });
    const ids = [...page1.data, ...page2.data].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(6);
    expect(page1.data.map((p: { nachname: string }) => p.nachname).slice(0, 2)).toEqual(['Auer', 'Auer']);
    // German order whatever the database collation: umlauts sort with their base letter, not after Z.
    const all = (await t.as(reader, { method: 'GET', url: '/api/personen?sort=nachname&dir=asc' })).json();
    expect(all.data.map((p: { nachname: string }) => p.nachname)).toEqual([
      'Auer',
      'Auer',
      'Berger',
      'Mayer',
      'Müller',
      'Ölz',
      'Zach',
    ]);

    const desc = (
      await t.as(reader, { method: 'GET', url: '/api/personen?sort=vorname&dir=desc&per_page=1' })
    ).json();
    expect(desc.data[0].vorname).toBe('V6');

    const q = (filter: string) =>
      t
        .as(reader, { method: 'GET', url: `/api/personen?q[]=${encodeURIComponent(filter)}` })
        .then((r) => r.json());
    expect((await q('nachname:mul')).data.map((p: { nachname: string }) => p.nachname)).toEqual(['Müller']);
    expect((await q('fulltext:olz')).total).toBe(1);
    expect((await q('nachname:auer AND vorname:V4')).total).toBe(1);
    expect((await q('email:p3@')).data[0].nachname).toBe('Berger');
    expect((await q('nachname:%')).total).toBe(0);

    const bad = await t.as(reader, { method: 'GET', url: '/api/personen?per_page=201&sort=email' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('typeahead answers at most 30 items, surname prefix matches first, accent-insensitive', async () => {
    await t.database.db.delete(personen);
    const rows = Array.from({ length: 40 }, (_, i) => ({
      vorname: `Vn${String(i).padStart(2, '0')}`,
      nachname: 'Huber',
    }));
    await t.database.db
      .insert(personen)
      .values([
        ...rows,
        { vorname: 'Hans', nachname: 'Schuhuber' },
        { vorname: 'Jörg', nachname: 'Österreicher' },
      ]);
    const res = await t.as(reader, { method: 'GET', url: '/api/personen?q=hub' });
    const items = res.json();
    expect(items).toHaveLength(30);
    expect(Object.keys(items[0]).sort()).toEqual(['id', 'nachname', 'vorname']);
    expect(items.every((p: { nachname: string }) => p.nachname === 'Huber')).toBe(true);

    const both = (await t.as(reader, { method: 'GET', url: '/api/personen?q=huber%20hans' })).json();
    expect(both).toEqual([{ id: expect.any(Number), vorname: 'Hans', nachname: 'Schuhuber' }]);
    const accent = (await t.as(reader, { method: 'GET', url: '/api/personen?q=oster' })).json();
    expect(accent.map((p: { nachname: string }) => p.nachname)).toEqual(['Österreicher']);
    expect((await t.as(reader, { method: 'GET', url: '/api/personen?q=' })).json()).toEqual([]);
  });

  it('reading users cannot write', async () => {
    const res = await create({ vorname: 'Nein', nachname: 'Darf' }, reader);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.keineBerechtigung);
  });

  it('counts up to 10,000 matches exactly and says when more match', async () => {
    await t.database.db.delete(personen);
    await t.database.db.execute(
      sql`insert into personen (vorname, nachname) select 'Vera', 'Masse' || g from generate_series(1, ${countCap + 5}) g`,
    );
    const all = (await t.as(reader, { method: 'GET', url: '/api/personen?per_page=10' })).json();
    expect(all).toMatchObject({ total: countCap, total_capped: true });
    expect(all.data).toHaveLength(10);
    const few = (
      await t.as(reader, {
        method: 'GET',
        url: `/api/personen?q[]=${encodeURIComponent('nachname:masse999')}`,
      })
    ).json();
    // Masse999 and Masse9990 … Masse9999
    expect(few).toMatchObject({ total: 11, total_capped: false });
  });
});

describe('likely duplicates (issue 27)', () => {
  it('finds persons with the same Vorname and Nachname, case and accents aside', async () => {
    const nachname = `Neuhauser${Date.now()}`;
    const maria = (await create({ vorname: 'Maria', nachname })).json().data;
    await create({ vorname: 'Marianne', nachname });
    await create({ vorname: 'Maria', nachname: `${nachname}x` });
    const search = (vorname: string, name: string) =>
      t.as(reader, {
        method: 'GET',
        url: `/api/personen/doubletten?vorname=${encodeURIComponent(vorname)}&nachname=${encodeURIComponent(name)}`,
      });
    const hit = await search(' maría ', nachname.toUpperCase());
    expect(hit.statusCode).toBe(200);
    expect(hit.json()).toEqual({
      status: 'ok',
      data: [{ id: maria.id, vorname: 'Maria', nachname }],
    });
    expect((await search('Eva', nachname)).json().data).toEqual([]);
    const missing = await search('Maria', '');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ nachname: [messages.pflichtfeld] });
    const outsider = await t.user({ permissions: ['firmen.lesen'] });
    expect(
      (await t.as(outsider, { method: 'GET', url: `/api/personen/doubletten?nachname=${nachname}` }))
        .statusCode,
    ).toBe(403);
  });
});
