import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { firmen, personen, projekte, projektFirmen } from '../db/schema';

/** Issue 9 items 19 and 20: one regression per root cause of a 500 or an English answer. */
let t: TestApp;
let admin: TestUser;
let projektId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
  const [p] = await t.database.db
    .insert(projekte)
    .values({ projektnr: 24060, name: 'Eingabeprojekt' })
    .returning();
  projektId = p!.id;
});
afterAll(() => t?.close());

const get = (url: string) => t.as(admin, { method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.as(admin, { method: 'POST', url, payload: payload as object });
const personCount = async () => (await t.database.db.select().from(personen)).length;

describe('text: NUL and lone surrogates are refused in German, never stored, never a 500', () => {
  it('a NUL in a form text field answers 422 at that field', async () => {
    const res = await post('/api/personen', { vorname: 'Anna', nachname: 'Mül\u0000ler' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', errors: { nachname: [messages.textUngueltigeZeichen] } });
    expect(await personCount()).toBe(0);
  });

  it('a NUL in a typeahead word or a filter value answers 422', async () => {
    for (const url of [
      '/api/personen?q=An%00na',
      `/api/personen?q[]=${encodeURIComponent('nachname:a\u0000')}`,
      '/api/firmen?q=%00',
      '/api/personen?__proto__=%00',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(422);
      expect(JSON.stringify(res.json().errors), url).toContain(messages.textUngueltigeZeichen);
    }
  });

  it('a lone surrogate in a Grundkostenanteil widmung answers 422 at the row field', async () => {
    const zeile = {
      widmung: 'Wohn\ud800gebiet',
      bauklasse: 'III',
      flaeche: '500',
      hoehe: '16',
      hoehe_geschoss: '3',
    };
    const res = await post('/api/grundkostenanteile', { projekt_id: projektId, widmungen: [zeile] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['widmungen.0.widmung']).toEqual([messages.textUngueltigeZeichen]);
    // A proper pair (an emoji) is fine text.
    const ok = await post('/api/personen', { vorname: 'Anna 🏠', nachname: 'Berger' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('ids: 1 … 2147483647 (PostgreSQL integer) in paths and bodies', () => {
  it('an id above 2147483647 in a path answers 422 with the German id message', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.as(admin, { method, url: '/api/personen/2147483648' });
      expect(res.statusCode, method).toBe(422);
      expect(res.json()).toEqual({ status: 'error', errors: { id: [messages.idUngueltig] } });
    }
    expect((await get('/api/projekte/2147483647')).statusCode).toBe(404);
  });

  it('an id above 2147483647 in a body answers 422 at that field', async () => {
    const bulk = await post('/api/personen/bulk-delete', { ids: [2147483648] });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors).toEqual({ 'ids.0': [messages.idUngueltig] });
    const gka = await post('/api/grundkostenanteile', { projekt_id: 2147483648 });
    expect(gka.statusCode).toBe(422);
    expect(gka.json().errors.projekt_id).toEqual([messages.projektPflicht]);
  });

  it('a bulk delete with 70,000 ids answers 422 (at most 1000) and deletes nothing', async () => {
    const person = (await post('/api/personen', { vorname: 'Bleibt', nachname: 'Hier' })).json().data;
    const ids = [person.id, ...Array.from({ length: 69_999 }, (_, i) => i + 100_000)];
    const res = await post('/api/personen/bulk-delete', { ids });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ ids: [messages.zuVieleEintraege(1000)] });
    expect((await get(`/api/personen/${person.id}`)).statusCode).toBe(200);
  });
});

describe('list filters: keys from the URL never reach Object.prototype', () => {
  it('q[]=__proto__:x, constructor:x and toString:x are ignored like any unknown key', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      for (const list of ['/api/personen', '/api/projekte', '/api/kaufobjekte', '/api/angebotsobjekte']) {
        const res = await get(`${list}?q[]=${key}:x`);
        expect(res.statusCode, `${list} ${key}`).toBe(200);
        expect(Array.isArray(res.json().data), list).toBe(true);
      }
    }
  });
});

describe('dates: only real calendar dates', () => {
  it('angebotsobjekte.stand 2024-02-30 answers 422; 2024-02-29 (leap year) is stored', async () => {
    const bad = await post('/api/angebotsobjekte', {
      projekt_id: projektId,
      top_nr: '1',
      stand: '2024-02-30',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ stand: [messages.datumUngueltig] });
    const typed = await post('/api/angebotsobjekte', {
      projekt_id: projektId,
      top_nr: '1',
      stand: '31.04.2024',
    });
    expect(typed.json().errors).toEqual({ stand: [messages.datumUngueltig] });
    const ok = await post('/api/angebotsobjekte', {
      projekt_id: projektId,
      top_nr: '1',
      stand: '2024-02-29',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.stand).toBe('2024-02-29');
  });
});

describe('client errors before and around routing answer in German (item 20)', () => {
  const house = (message: string) => ({ status: 'error', message });

  it('a URL that cannot be decoded answers 400 in the house format (was FST_ERR_BAD_URL)', async () => {
    const res = await get('/api/personen/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(house(messages.adresseUngueltig));
  });

  it('bad JSON, an unsupported content type and a too large body answer 4xx in German', async () => {
    const json = 'application/json';
    const cases: [payload: string, contentType: string, status: number, message: string][] = [
      ['{"vorname":', json, 400, messages.jsonUngueltig],
      ['<person/>', 'application/xml', 415, messages.inhaltstypNichtUnterstuetzt],
      [`{"vorname":"${'x'.repeat(3 * 1024 * 1024)}"}`, json, 413, messages.anfrageZuGross],
      ['{"__proto__":{"x":1},"vorname":"A"}', json, 400, messages.jsonUngueltig],
    ];
    for (const [payload, contentType, status, message] of cases) {
      const res = await t.as(admin, {
        method: 'POST',
        url: '/api/personen',
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, payload.slice(0, 30)).toBe(status);
      expect(res.json()).toEqual(house(message));
    }
  });

  it('a too long URL or header answers 431 in German over a real connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    for (const request of [
      `GET /api/personen?q=${'x'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Lang: ${'y'.repeat(70_000)}\r\n\r\n`,
    ]) {
      const answer = await raw(request);
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(house(messages.anfrageZuLang));
    }
    const broken = await raw('GET / HTTP/9\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).toEqual(
      house(messages.ungueltigeAnfrage),
    );
  });
});

describe('a record still in use: the 409 says where (item 17)', () => {
  it('deleting a firm linked to a project names the project firms; a person who is a buyer names the buyers', async () => {
    const [firma] = await t.database.db
      .insert(firmen)
      .values({ name: 'Verknüpft GmbH', land: 'aut' })
      .returning();
    await t.database.db
      .insert(projektFirmen)
      .values({ projekt_id: projektId, firma_id: firma!.id, firma_rolle_id: 3 });
    const res = await t.as(admin, { method: 'DELETE', url: `/api/firmen/${firma!.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'error',
      message: messages.nochVerwendetIn('Firmen eines Projekts'),
    });
    expect(res.json().message.startsWith(messages.nochVerwendet)).toBe(true);
  });
});
