import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * Issue 30: a record id in the path names a record; when there is none (never was, or deleted), every
 * route on it answers 404 — the record itself and everything below it (`/:id/protokoll`, `/:id/verlauf` …),
 * never an empty 200. Walks every registered route with a record id in its path.
 */
let t: TestApp;
let admin: TestUser;
/** Valid bodies of the writes below a record, so they reach the record's lookup rather than stop at 422. */
let bodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
  const post = async (url: string, payload: Record<string, unknown>) =>
    ((await t.as(admin, { method: 'POST', url, payload })).json() as { data: { id: number } }).data.id;
  const firma = await post('/api/firmen', { name: 'Fehlend GmbH' });
  const person = await post('/api/personen', { vorname: 'Fritz', nachname: 'Fehlend' });
  const projekt = await post('/api/projekte', { projektnr: 91_001, name: 'Fehlend' });
  bodies = {
    'POST /api/fbuch/auszug/:id/rows': { fbnr: '123456a' },
    'POST /api/projekt/:projekt_id/firma/add': { firma_id: firma, firma_rolle_id: 1 },
    'POST /api/projekte/:id/erfassungsnotizen': { text: 'Notiz' },
    'PUT /api/erfassungsnotizen/:id/erledigt': { erledigt: true },
    'POST /api/ausstattungsqualitaeten/:id/spezialausstattung/add': { spezialausstattung_id: 1 },
    'POST /api/angebotsobjekte/:id/ko_zuordnung': { zuordnen: [1] },
    'POST /api/ankauf/:id/verkaeufer/add': { firma_id: firma },
    'POST /api/vermarktung/:id/makler/add': { firma_id: firma },
    'POST /api/kaufobjekt/:id/kaeufer/add': { person_id: person, projektadresse: false },
    'PUT /api/urkundenabfragen/:id/felder': { feld: 'kaufpreis_netto', wert: 1000, version: 1 },
    'PUT /api/urkundenabfragen/:id/projekt': { projekt_id: projekt, version: 1 },
    'POST /api/benutzer/:id/passwort': { passwort: 'Ein-langes-Passwort-2026' },
    'POST /api/benutzer/:id/anonymisieren': { email: 'fehlend@example.at' },
    'POST /api/benutzer/:id/anmelden-als': { grund: 'Prüfung' },
    'POST /api/benachrichtigungen/:id': { gelesen: true },
  };
});
afterAll(() => t?.close());

const missing = '2147483000';
const recordId = /:(id|projekt_id|abfrage_id)\b/g;
/** The other path parameters: a valid value, so only the missing record can fail the request. */
const others: Record<string, string> = { idx: '0', target: 'ankauf' };
const notFound = { status: 'error', message: messages.resourceNichtGefunden };

describe('404 for a missing record and everything below it', () => {
  it('answers every route with a record id in its path 404 for an id that does not exist', async () => {
    const routes = t.app.routeList.filter((r) => r.url.match(recordId));
    expect(routes.length).toBeGreaterThan(90);
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.url
        .replace(recordId, missing)
        .replace(/:([a-z_]+)/g, (_, name: string) => others[name] ?? '1');
      const key = `${route.method} ${route.url}`;
      const write = route.method !== 'GET' && route.method !== 'DELETE';
      const res = await t.as(admin, {
        method: route.method as 'GET',
        url,
        ...(write ? { payload: bodies[key] ?? {} } : {}),
      });
      // A write below a record is sent a valid body: it must reach the 404. A standard update (`PUT
      // <area>/:id`, covered with valid bodies by area-contract.test.ts) may refuse the empty body first.
      const below = /:[a-z_]+\/./.test(route.url);
      const accepted = write && !below && res.statusCode === 422;
      if (!accepted && (res.statusCode !== 404 || JSON.stringify(res.json()) !== JSON.stringify(notFound)))
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a deleted user’s Protokoll 404, an existing one’s 200', async () => {
    const gone = await t.user();
    expect((await t.as(admin, { method: 'GET', url: `/api/benutzer/${gone.id}/protokoll` })).statusCode).toBe(
      200,
    );
    expect((await t.as(admin, { method: 'DELETE', url: `/api/benutzer/${gone.id}` })).statusCode).toBe(200);
    const res = await t.as(admin, { method: 'GET', url: `/api/benutzer/${gone.id}/protokoll` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
  });
});
