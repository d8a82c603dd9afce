import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/** Issue 28: the create form asks whether a typed FN or Projektnr belongs to a record in the bin. */
let t: TestApp;
let staff: TestUser;
let other: TestUser;

type Treffer = { id: number; record_id: number; label: string; user_name: string | null; at: string };
const create = async (url: string, payload: object): Promise<number> => {
  const res = await t.as(staff, { method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: number } }).data.id;
};
const suche = (user: TestUser, url: string) => t.as(user, { method: 'GET', url });
const treffer = async (url: string): Promise<Treffer[]> => {
  const res = await suche(staff, url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Treffer[] }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({
    permissions: ['firmen.lesen', 'firmen.bearbeiten', 'projekte.lesen', 'projekte.bearbeiten'],
    name: 'Maria Huber',
  });
  other = await t.user({ permissions: ['transaktionen.lesen'] });
});
afterAll(() => t?.close());

describe('GET <api>/papierkorb/suche', () => {
  it('finds a deleted Firma by its FN, with who deleted it, and nothing once it is back', async () => {
    const id = await create('/api/firmen', { name: 'Korbsuche Bau GmbH', fbnr: 'FN 38240k' });
    expect(await treffer('/api/firmen/papierkorb/suche?feld=fbnr&wert=38240k')).toEqual([]);
    expect((await t.as(staff, { method: 'DELETE', url: `/api/firmen/${id}` })).statusCode).toBe(200);

    const [found, ...rest] = await treffer('/api/firmen/papierkorb/suche?feld=fbnr&wert=38240k');
    expect(rest).toEqual([]);
    expect(found).toMatchObject({ record_id: id, label: 'Korbsuche Bau GmbH', user_name: 'Maria Huber' });
    expect(await treffer('/api/firmen/papierkorb/suche?feld=fbnr&wert=38241k')).toEqual([]);

    const back = await t.as(staff, {
      method: 'POST',
      url: `/api/firmen/papierkorb/${found!.id}/wiederherstellen`,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await treffer('/api/firmen/papierkorb/suche?feld=fbnr&wert=38240k')).toEqual([]);
  });

  it('finds a deleted Projekt by its Projektnr', async () => {
    const id = await create('/api/projekte', { projektnr: 94_001, name: 'Korbsuchhof' });
    expect((await t.as(staff, { method: 'DELETE', url: `/api/projekte/${id}` })).statusCode).toBe(200);
    const found = await treffer('/api/projekte/papierkorb/suche?feld=projektnr&wert=94001');
    expect(found.map((f) => f.record_id)).toEqual([id]);
    expect(await treffer('/api/projekte/papierkorb/suche?feld=projektnr&wert=94002')).toEqual([]);
  });

  it('takes only the area’s unique field and a value, and needs the read permission', async () => {
    const wrongField = await suche(staff, '/api/firmen/papierkorb/suche?feld=name&wert=x');
    expect(wrongField.statusCode).toBe(422);
    expect(JSON.stringify(wrongField.json())).toContain('Ungültige Anfrage.');
    expect((await suche(staff, '/api/firmen/papierkorb/suche?feld=fbnr&wert=')).statusCode).toBe(422);
    expect((await suche(staff, '/api/firmen/papierkorb/suche?feld=fbnr')).statusCode).toBe(422);
    expect((await suche(other, '/api/firmen/papierkorb/suche?feld=fbnr&wert=38240k')).statusCode).toBe(403);
    // Areas without a create hint have no search.
    expect((await suche(staff, '/api/personen/papierkorb/suche?feld=nachname&wert=x')).statusCode).not.toBe(
      200,
    );
  });
});
