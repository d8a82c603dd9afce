import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjektTreffer, PushReply } from '@app/domain';
import { join, socketClients } from '../../testing/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let staff: TestUser;
let outsider: TestUser;
const sockets = socketClients();
const connect = sockets.connect;

async function projekt(fields: Record<string, unknown>): Promise<number> {
  const res = await t.as(staff, { method: 'POST', url: '/api/projekte', payload: fields });
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({
    permissions: ['projekte.lesen', 'projekte.bearbeiten', 'firmen.lesen', 'firmen.bearbeiten'],
  });
  outsider = await t.user({ permissions: ['personen.lesen'] });
  await projekt({
    projektnr: 24001,
    name: 'Wohnen am Park',
    strasse: 'Hauptstraße 12',
    plz: '1100',
    ort: 'Wien',
    bezirk: 'Favoriten',
  });
  await projekt({
    projektnr: 240011,
    name: 'Seestadt Nord',
    strasse: 'Maria-Tusch-Straße 2',
    plz: '1220',
    bezirk: 'Donaustadt',
    kg: '01669',
    ez: '4711',
  });
  await projekt({
    projektnr: 31000,
    name: '24001 Lofts',
    strasse: 'Wollzeile 3',
    plz: '1010',
    bezirk: 'Innere Stadt',
  });
  const mueller = await projekt({
    projektnr: 31001,
    name: 'Stadthaus Döbling',
    strasse: 'Grinzinger Allee 5',
    plz: '1190',
    bezirk: 'Döbling',
  });
  await projekt({
    projektnr: 31002,
    name: 'Quartier Simmering',
    strasse: 'Simmeringer Hauptstraße 100',
    plz: '1110',
    bezirk: 'Simmering',
  });
  const firma = await t.as(staff, {
    method: 'POST',
    url: '/api/firmen',
    payload: { name: 'Müller Bauträger GmbH', land: 'aut' },
  });
  expect(firma.statusCode).toBe(200);
  const rolle = 1;
  const link = await t.as(staff, {
    method: 'POST',
    url: `/api/projekt/${mueller}/firma/add`,
    payload: { firma_id: firma.json().data.id, firma_rolle_id: rolle },
  });
  expect(link.statusCode).toBe(200);
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
});

async function search(q: string, user = staff): Promise<ProjektTreffer[]> {
  const res = await t.as(user, { method: 'GET', url: `/api/projektsuche?q=${encodeURIComponent(q)}` });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const nrs = (treffer: ProjektTreffer[]) => treffer.map((r) => r.projektnr);

describe('Projektsuche over HTTP', () => {
  it('ranks the exact number first, then prefixes of number or name', async () => {
    const treffer = await search('24001');
    // Within a tier by number: the name beginning with '24001' and the longer number are both prefixes.
    expect(nrs(treffer)).toEqual([24001, 31000, 240011]);
    expect(treffer.map((r) => r.stufe)).toEqual(['nummer', 'anfang', 'anfang']);
  });

  it('finds words of the address, Bezirk, KG/EZ; transliterations and abbreviations', async () => {
    expect(nrs(await search('hauptstr.'))).toEqual([24001, 31002]);
    expect(nrs(await search('Hauptstr 100'))).toEqual([31002]);
    expect(nrs(await search('doebling'))).toEqual([31001]);
    expect(nrs(await search('01669 4711'))).toEqual([240011]);
    expect(nrs(await search('favoriten'))).toEqual([24001]);
  });

  it("searches the project firms' names: 'Mueller' finds 'Müller'", async () => {
    const [treffer, ...rest] = await search('Mueller');
    expect(rest).toEqual([]);
    expect(treffer).toMatchObject({ projektnr: 31001, firma: 'Müller Bauträger GmbH', stufe: 'woerter' });
  });

  it("finds a project by a firm's name and a word of the project together", async () => {
    expect(await search('Müller Döbling')).toMatchObject([
      { projektnr: 31001, firma: 'Müller Bauträger GmbH', stufe: 'woerter' },
    ]);
    expect(await search('Bautraeger Grinzinger 5')).toMatchObject([{ projektnr: 31001 }]);
    expect(await search('Müller Favoriten')).toEqual([]);
  });

  it('finds similar words, but numbers never fuzzily', async () => {
    expect(await search('Seestat')).toMatchObject([{ projektnr: 240011 }]);
    expect(await search('Simmerinng')).toMatchObject([{ projektnr: 31002, stufe: 'aehnlich' }]);
    expect(await search('Quartir Simering')).toMatchObject([{ projektnr: 31002, stufe: 'aehnlich' }]);
    expect(await search('Muler Bautrager')).toMatchObject([
      { projektnr: 31001, firma: 'Müller Bauträger GmbH' },
    ]);
    expect(await search('24002')).toEqual([]);
    expect(await search('1101')).toEqual([]);
  });

  it('answers nothing for an empty query, and checks input and permission', async () => {
    expect(await search('  ')).toEqual([]);
    expect(await search('%_\\')).toEqual([]);
    const long = await t.as(staff, { method: 'GET', url: `/api/projektsuche?q=${'x'.repeat(201)}` });
    expect(long.statusCode).toBe(422);
    expect(long.body).toContain('Höchstens 200 Zeichen');
    const denied = await t.as(outsider, { method: 'GET', url: '/api/projektsuche?q=Park' });
    expect(denied.statusCode).toBe(403);
  });
});

describe('Projektsuche over the socket', () => {
  it('answers each push with its id and the hits', async () => {
    const socket = await connect(staff.socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
    const reply = (await socket.emitWithAck('push', {
      topic: 'projektsuche',
      event: 'suche',
      payload: { q: 'seestadt', id: 7 },
    })) as PushReply<{
      id: number;
      treffer: ProjektTreffer[];
    }>;
    expect(reply.status).toBe('ok');
    if (reply.status !== 'ok') return;
    expect(reply.response.id).toBe(7);
    expect(nrs(reply.response.treffer)).toEqual([240011]);
    const bad = await socket.emitWithAck('push', {
      topic: 'projektsuche',
      event: 'suche',
      payload: { q: 5 },
    });
    expect(bad.status).toBe('error');
  });

  it('refuses the topic without the projects’ read permission', async () => {
    const socket = await connect(outsider.socketToken);
    expect(await join(socket, 'projektsuche')).toMatchObject({ status: 'error' });
  });
});
