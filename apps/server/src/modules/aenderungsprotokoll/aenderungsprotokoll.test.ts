import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { heuteWien, type AenderungsprotokollEintrag } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

/** Issue 28: the administrators' Änderungsprotokoll over every record, filtered, paged and as CSV. */
let t: TestApp;
let admin: TestUser;
let maria: TestUser;
let paul: TestUser;
let firmaId: number;

const get = (user: TestUser, url: string) => t.as(user, { method: 'GET', url });
const entries = async (query: string) => {
  const res = await get(admin, `/api/aenderungsprotokoll?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: AenderungsprotokollEintrag[]; weiter: number | null };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true, name: 'Admin' });
  const rights = ['firmen.lesen', 'firmen.bearbeiten', 'personen.lesen', 'personen.bearbeiten'] as const;
  maria = await t.user({ permissions: [...rights], name: 'Maria Huber' });
  paul = await t.user({ permissions: [...rights], name: 'Paul Berger' });
  const firma = await t.as(maria, {
    method: 'POST',
    url: '/api/firmen',
    payload: { name: 'Protokoll GmbH' },
  });
  firmaId = firma.json().data.id;
  await t.as(paul, {
    method: 'PUT',
    url: `/api/firmen/${firmaId}`,
    payload: { name: 'Protokoll; "Neu" GmbH', version: 1 },
  });
  await t.as(paul, { method: 'POST', url: '/api/personen', payload: { vorname: 'Eva', nachname: 'Muster' } });
});
afterAll(() => t?.close());

describe('Änderungsprotokoll', () => {
  it('filters by user, area, field and period, newest first, with the record’s area', async () => {
    const byPaul = await entries(`user_id=${paul.id}`);
    expect(byPaul.data.map((e) => [e.area, e.titel])).toEqual([
      ['personen', 'Angelegt'],
      ['firmen', 'Geändert'],
    ]);
    const firmen = await entries(`area=firmen&user_id=${paul.id}`);
    expect(firmen.data).toHaveLength(1);
    expect(firmen.data[0]!.aenderungen[0]).toMatchObject({ label: 'Name', alt: 'Protokoll GmbH' });
    expect((await entries('feld=vorname')).data.map((e) => e.area)).toEqual(['personen']);
    // The period is whole days in Vienna (the service's filter): today there, not in UTC.
    const today = heuteWien();
    expect((await entries(`von=${today}&bis=${today}&area=firmen`)).data).toHaveLength(2);
    expect((await entries('bis=2020-01-01')).data).toEqual([]);
    const first = await entries(`area=firmen`);
    const paged = await get(admin, `/api/aenderungsprotokoll?area=firmen&vor=${first.data[0]!.id}`);
    expect(paged.json().data[0].id).toBe(first.data[1]!.id);
  });

  it('names each record, an assignment’s by the record it belongs to, in one query per page', async () => {
    const post = async (url: string, payload: Record<string, unknown>) => {
      const res = await t.as(admin, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number };
    };
    const projekt = await post('/api/projekte', { projektnr: 93_001, name: 'Namenhof' });
    const ko = await post('/api/kaufobjekte', { projekt_id: projekt.id, status: 1, top_nr: '7' });
    const ankauf = await post('/api/ankaeufe', { projekt_id: projekt.id, status: 0 });
    const kaeufer = await post(`/api/kaufobjekt/${ko.id}/kaeufer/add`, {
      firma_id: firmaId,
      person_id: null,
    });
    // An update of a buyer does not name its Kaufobjekt: it is looked up.
    await t.database.db.execute(sql`insert into audit_log (user_id, table_name, record_id, action, changes)
      values (${admin.id}, 'kaufobjekt_kaeufer', ${kaeufer.id}, 'update',
        '{"projektadresse": {"old": false, "new": true}}'::jsonb)`);
    const removed = await t.as(admin, {
      method: 'DELETE',
      url: `/api/kaufobjekt/kaeufer/${kaeufer.id}/delete`,
    });
    expect(removed.statusCode, removed.body).toBe(200);

    const page = (await entries(`user_id=${admin.id}`)).data;
    const named = page.map((e) => [e.titel, e.area, e.datensatz_id, e.datensatz_name]);
    expect(named.slice(0, 5)).toEqual([
      ['Käufer entfernt: Protokoll; "Neu" GmbH', 'kaufobjekte', ko.id, 'Top 7'],
      ['Käufer geändert', 'kaufobjekte', ko.id, 'Top 7'],
      ['Käufer hinzugefügt: Protokoll; "Neu" GmbH', 'kaufobjekte', ko.id, 'Top 7'],
      ['Angelegt', 'ankaeufe', ankauf.id, '93001 Namenhof'],
      ['Angelegt', 'kaufobjekte', ko.id, 'Top 7'],
    ]);
    expect(page.find((e) => e.table_name === 'projekte')?.datensatz_name).toBe('93001 Namenhof');
  });

  it('refuses bad filters with a German message', async () => {
    const res = await get(admin, '/api/aenderungsprotokoll?area=nirgends&von=32.13.2020');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ area: ['Unbekannter Bereich.'], von: [expect.any(String)] });
  });

  it('is for administrators only', async () => {
    expect((await get(maria, '/api/aenderungsprotokoll')).statusCode).toBe(403);
    expect((await get(maria, '/api/aenderungsprotokoll/export')).statusCode).toBe(403);
    expect((await get(maria, '/api/aenderungsprotokoll/benutzer')).statusCode).toBe(403);
  });

  it('exports the filtered changes as CSV, one line per field', async () => {
    const res = await get(admin, `/api/aenderungsprotokoll/export?area=firmen&user_id=${paul.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Zeit;BenutzerIn;im Namen von;Bereich;Tabelle;Datensatz;Name;Aktion;Eintrag;Feld;Alt;Neu',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `Paul Berger;;Firmen;firmen;${firmaId};"Protokoll; ""Neu"" GmbH";geändert;Geändert;Name;Protokoll GmbH;"Protokoll; ""Neu"" GmbH"`,
    );
  });
});
