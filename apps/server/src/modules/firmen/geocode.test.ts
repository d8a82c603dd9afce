import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let user: TestUser;
let projektUser: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // Geocoding serves the Firma and Projekt forms: who may edit either may use it.
  user = await t.user({ permissions: ['firmen.bearbeiten'] });
  projektUser = await t.user({ permissions: ['projekte.bearbeiten'] });
  reader = await t.user({ permissions: ['firmen.lesen', 'projekte.lesen', 'personen.bearbeiten'] });
});
afterAll(() => t?.close());

const geocode = (payload: Record<string, unknown>) =>
  t.as(user, { method: 'POST', url: '/api/geocode', payload });

describe('POST /api/geocode (simulator)', () => {
  it('needs firmen.bearbeiten or projekte.bearbeiten', async () => {
    const payload = { strasse: 'Stephansplatz 1', plz: '1010' };
    expect((await t.as(projektUser, { method: 'POST', url: '/api/geocode', payload })).statusCode).toBe(200);
    const refused = await t.as(reader, { method: 'POST', url: '/api/geocode', payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 'error', message: messages.keineBerechtigung });
  });

  it('answers coordinates and the source for an address with PLZ and street', async () => {
    const res = await geocode({ strasse: 'Stephansplatz 1', plz: '1010', ort: 'Wien', land: 'aut' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      data: { lat: expect.any(Number), long: expect.any(Number), source: 'simulator' },
    });
    // 'adresse' (the Firma field) works as the street too, with the same answer for the same address.
    const again = await geocode({ adresse: 'Stephansplatz 1', plz: '1010', ort: 'Wien' });
    expect(again.json().data).toEqual(res.json().data);
  });

  it('marks a partial match ungenau, and only that', async () => {
    const partial = await geocode({ strasse: 'Ungenau-Gasse 3', plz: '1010' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({ source: 'simulator', ungenau: true });
    expect((await geocode({ strasse: 'Genaugasse 3', plz: '1010' })).json().data.ungenau).toBeUndefined();
  });

  it('needs PLZ and street: 422 with the message of SPEC §5', async () => {
    for (const body of [{ strasse: 'Stephansplatz 1' }, { plz: '1010', strasse: '  ' }, {}]) {
      const res = await geocode(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'error', errors: { _: [messages.plzStrasseFehlt] } });
    }
  });

  it('reports an unknown address and a failing service with the German messages', async () => {
    const unknown = await geocode({ strasse: 'Unbekannt 1', plz: '1010' });
    expect(unknown.statusCode).toBe(422);
    // Not found is not a failure: the user corrects the address (issue 25).
    expect(unknown.json()).toEqual({ status: 'error', message: messages.geokoordinatenNichtGefunden });
    const failing = await geocode({ strasse: 'FEHLER 1', plz: '1010' });
    expect(failing.statusCode).toBe(422);
    // SPEC §5: a geocode failure is 'Fehler: konnte die Geokoordinaten nicht abfragen.' (issue 9 item 12).
    expect(failing.json()).toEqual({ status: 'error', message: messages.geokoordinatenFehler });
  });

  it('needs a session and the anti-forgery header', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/geocode', payload: { strasse: 'a', plz: '1' } }))
        .statusCode,
    ).toBe(401);
    const res = await t.as(user, {
      method: 'POST',
      url: '/api/geocode',
      payload: { strasse: 'a', plz: '1' },
      headers: { 'x-csrf-token': 'falsch' },
    });
    expect(res.statusCode).toBe(403);
  });
});
