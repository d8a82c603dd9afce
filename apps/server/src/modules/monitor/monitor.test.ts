import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heuteWien, addTage, type ChannelMessage, type FrontendEventBatch, type Praesenz } from '@app/domain';
import { join, socketClients } from '../../testing/sockets';
import { insertIds } from '../../testing/rows';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { auditLog, frontendApiSchluessel, projekte } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { eventBatchesProMinute } from './monitor.routes';

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let key: string;
let kundeA: number;
let kundeB: number;
let anna: number; // Kunde A
let otto: number; // Kunde A, the customer's admin
let berta: number; // Kunde B
let p1: number;
let p2: number;
const sockets = socketClients();
const connect = sockets.connect;

const post = (user: TestUser, path: string, payload: unknown) =>
  t.as(user, { method: 'POST', url: path, payload: payload as never });
const get = (user: TestUser, path: string) => t.as(user, { method: 'GET', url: path });
const send = (batch: FrontendEventBatch | unknown, apiKey: string | null = key) =>
  t.app.inject({
    method: 'POST',
    url: '/api/frontend/events',
    headers: apiKey ? { 'x-api-key': apiKey } : {},
    payload: batch as never,
  });

function event(userId: number, kundeId: number, extra: Record<string, unknown> = {}) {
  return {
    event_id: randomUUID(),
    kunde_id: kundeId,
    frontend_user_id: userId,
    admin: userId === otto,
    projekt_id: p1,
    pfad: '/projekte/24201',
    zeit: new Date().toISOString(),
    ...extra,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ permissions: ['monitor.sehen', 'monitor.verwalten'], name: 'Moni Tor' });
  viewer = await t.user({ permissions: ['monitor.sehen'] });
  await sockets.listen(t.app);
  [p1, p2] = await insertIds(t, projekte, [
    { projektnr: 24201, name: 'Seestadt Süd' },
    { projektnr: 24202, name: 'Donaublick' },
  ]);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
});

describe('Kunden and their frontend users', () => {
  it('creates Kunden with monitoring defaults and users; typeaheads answer id and name', async () => {
    const a = await post(admin, '/api/kunden', {
      name: 'Wohnbau Alpha GmbH',
      monitoring_art: 0,
      intervall_tage: 7,
    });
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({ name: 'Wohnbau Alpha GmbH', monitoring_art: 0, intervall_tage: 7 });
    expect(a.json().data.naechster_lauf).not.toBeNull();
    kundeA = a.json().data.id;
    const b = await post(admin, '/api/kunden', { name: 'Beta Immobilien AG' });
    kundeB = b.json().data.id;
    expect(b.json().data).toMatchObject({ monitoring_art: null, naechster_lauf: null });

    // A Schnittstelle needs its URL.
    const ohneUrl = await post(admin, '/api/kunden', {
      name: 'Gamma',
      monitoring_art: 1,
      intervall_tage: 30,
    });
    expect(ohneUrl.statusCode).toBe(422);
    expect(ohneUrl.json().errors.monitoring_url).toEqual(['Für eine Schnittstelle ist eine URL nötig.']);

    const user = async (kunde_id: number, name: string, email: string, isAdmin = false) => {
      const res = await post(admin, '/api/frontend-benutzer', { kunde_id, name, email, admin: isAdmin });
      expect(res.statusCode).toBe(200);
      return res.json().data.id as number;
    };
    anna = await user(kundeA, 'Anna Alpha', 'anna@alpha.example.at');
    otto = await user(kundeA, 'Otto Alpha', 'otto@alpha.example.at', true);
    berta = await user(kundeB, 'Berta Beta', 'berta@beta.example.at');
    const doppelt = await post(admin, '/api/frontend-benutzer', {
      kunde_id: kundeB,
      name: 'X',
      email: 'ANNA@alpha.example.at',
    });
    expect(doppelt.statusCode).toBe(422);
    expect(doppelt.json().errors.email).toEqual(['Diese E-Mail-Adresse ist bereits vergeben.']);
    expect((await post(viewer, '/api/kunden', { name: 'Nicht erlaubt' })).statusCode).toBe(403);

    const kunden = await get(viewer, '/api/kunden/frontend/kunden/typeahead?q=alpha');
    expect(kunden.json()).toEqual([{ id: kundeA, name: 'Wohnbau Alpha GmbH' }]);
    const proj = await get(viewer, '/api/kunden/frontend/projekte/typeahead?q=2420');
    expect(proj.json()).toEqual([
      { id: p1, name: '24201 Seestadt Süd' },
      { id: p2, name: '24202 Donaublick' },
    ]);
    expect((await get(viewer, '/api/kunden/frontend/projekte/typeahead?q=donau')).json()).toEqual([
      { id: p2, name: '24202 Donaublick' },
    ]);
  });
});

describe('API keys', () => {
  it('shows a key once, stores only its hash, refuses a wrong or revoked key', async () => {
    const res = await post(admin, '/api/monitor/api-schluessel', { name: 'Kundenportal Produktion' });
    expect(res.statusCode).toBe(200);
    key = res.json().data.schluessel;
    expect(key).toMatch(/^fmk_[\w-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(frontendApiSchluessel)
      .where(eq(frontendApiSchluessel.id, res.json().data.id));
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = (await get(admin, '/api/monitor/api-schluessel')).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Kundenportal Produktion',
        praefix: key.slice(0, 10),
        widerrufen: null,
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await post(viewer, '/api/monitor/api-schluessel', { name: 'x' })).statusCode).toBe(403);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'frontend_api_schluessel'));
    expect(audit).toHaveLength(1);

    const wrong = await send({ events: [event(anna, kundeA)] }, `fmk_${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: 'error', message: 'Ungültiger oder widerrufener API-Schlüssel.' });
    expect((await send({ events: [event(anna, kundeA)] }, null)).statusCode).toBe(401);

    const other = (await post(admin, '/api/monitor/api-schluessel', { name: 'Test' })).json().data;
    expect((await send({ events: [event(anna, kundeA)] }, other.schluessel)).statusCode).toBe(200);
    expect((await post(admin, `/api/monitor/api-schluessel/${other.id}/widerrufen`, {})).statusCode).toBe(
      200,
    );
    expect((await send({ events: [event(anna, kundeA)] }, other.schluessel)).statusCode).toBe(401);
    expect((await post(admin, `/api/monitor/api-schluessel/${other.id}/widerrufen`, {})).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/frontend/events', () => {
  it('checks the key before the body: no key or a wrong one answers 401 even for a malformed batch', async () => {
    for (const apiKey of [null, 'falsch', `fmk_${'x'.repeat(43)}`, 'x'.repeat(300)]) {
      for (const body of [
        { events: 'keine' },
        { events: [] },
        { events: [{ event_id: 'keine-uuid' }] },
        'kein json',
      ]) {
        const res = await send(body, apiKey);
        expect(res.statusCode, `${apiKey} ${JSON.stringify(body)}`).toBe(401);
        expect(res.json().message).toBe('Ungültiger oder widerrufener API-Schlüssel.');
      }
    }
    // With a valid key the body is checked as before.
    expect((await send({ events: [] })).statusCode).toBe(422);
  });

  it('stores a batch once: a replayed batch is accepted and not counted twice', async () => {
    const batch = {
      events: [
        event(anna, kundeA),
        event(anna, kundeA, { projekt_id: p2 }),
        event(berta, kundeB, { projekt_id: null }),
      ],
    };
    const first = await send(batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', angenommen: 3, doppelt: 0, abgelehnt: [] });
    const again = await send(batch);
    expect(again.json()).toEqual({ status: 'ok', angenommen: 0, doppelt: 3, abgelehnt: [] });
    const sameTwice = await send({ events: [batch.events[0], batch.events[0]] });
    expect(sameTwice.json()).toMatchObject({ angenommen: 0, doppelt: 2 });

    const heute = heuteWien();
    const u = (await get(viewer, `/api/monitor/uebersicht?von=${heute}&bis=${heute}`)).json().data;
    // The earlier key test stored one view of Anna's too.
    expect(u.summe).toEqual({ aufrufe: 4, aktive: 2 });
  });

  it('refuses bad events: malformed → 422; unknown user, wrong Kunde, unknown project, time out of range one by one', async () => {
    const bad = await send({ events: [{ ...event(anna, kundeA), event_id: 'keine-uuid', zeit: 'gestern' }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['events.0.event_id', 'events.0.zeit']),
    );
    expect((await send({ events: [] })).statusCode).toBe(422);
    expect((await send({ events: Array.from({ length: 501 }, () => event(anna, kundeA)) })).statusCode).toBe(
      422,
    );
    expect((await send('kein json')).statusCode).toBeGreaterThanOrEqual(400);

    const ok = event(otto, kundeA);
    const res = await send({
      events: [
        ok,
        event(999_999, kundeA),
        event(berta, kundeA),
        event(anna, kundeA, { projekt_id: 999_999 }),
        event(anna, kundeA, { zeit: new Date(Date.now() + 3_600_000).toISOString() }),
        event(anna, kundeA, { zeit: new Date(Date.now() - 8 * 86_400_000).toISOString() }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.angenommen).toBe(1);
    expect(answer.abgelehnt.map((a: { grund: string }) => a.grund)).toEqual([
      'Unbekannte Frontend-BenutzerIn.',
      'Die Frontend-BenutzerIn gehört nicht zu diesem Kunden.',
      'Unbekanntes Projekt.',
      'Zeitpunkt liegt in der Zukunft.',
      'Zeitpunkt liegt mehr als 7 Tage zurück.',
    ]);
  });

  it('is rate limited per API key', async () => {
    const spam = `fmk_${'s'.repeat(43)}`;
    let last = 0;
    for (let i = 0; i <= eventBatchesProMinute; i += 1)
      last = (await send({ events: [event(anna, kundeA)] }, spam)).statusCode;
    expect(last).toBe(429);
    // Another installation's key is not affected.
    expect((await send({ events: [event(anna, kundeA)] })).statusCode).toBe(200);
  });
});

describe('monitor', () => {
  it('presence: seen in the last 2 minutes, split into kunden and admins, with the project; pushed live; a logout ends it', async () => {
    const p = (await get(viewer, '/api/monitor/praesenz')).json().data as Praesenz;
    expect(p.kunden.map((e) => [e.name, e.kunde_name])).toEqual([
      ['Berta Beta', 'Beta Immobilien AG'],
      ['Anna Alpha', 'Wohnbau Alpha GmbH'],
    ]);
    expect(p.admins.map((e) => [e.name, e.projekt_name])).toEqual([['Otto Alpha', '24201 Seestadt Süd']]);

    const socket = await connect(viewer.socketToken);
    expect(await join(socket, 'monitor:frontend')).toEqual({ status: 'ok' });
    const received: ChannelMessage[] = [];
    socket.on('event', (m: ChannelMessage) => received.push(m));
    const reply = await socket.emitWithAck('push', {
      topic: 'monitor:frontend',
      event: 'get_presence',
      payload: {},
    });
    expect(reply.response.admins).toHaveLength(1);

    await send({ events: [event(otto, kundeA, { art: 'abmeldung', projekt_id: null })] });
    // A push already under way when the logout arrived may come first: the latest one shows the logout.
    const latest = () =>
      received.filter((m) => m.event === 'presence').at(-1)?.payload as Praesenz | undefined;
    await expect.poll(() => latest()?.admins, { timeout: 5000 }).toEqual([]);
    expect(latest()!.kunden).toHaveLength(2);
    await expect.poll(() => received.find((m) => m.event === 'update'), { timeout: 5000 }).toBeTruthy();
    expect(
      (received.find((m) => m.event === 'update')!.payload as { heute: { aktive: number } }).heute.aktive,
    ).toBe(3);
  });

  it('figures per day with the previous period, top projects, Kunden rows with baseline and the detail chart', async () => {
    const heute = heuteWien();
    const von = addTage(heute, -6);
    // Last week, Anna looked at p2 twice (previous period of a 1-day range is yesterday).
    const gestern = new Date(Date.now() - 86_400_000).toISOString();
    await send({
      events: [
        event(anna, kundeA, { projekt_id: p2, zeit: gestern }),
        event(anna, kundeA, { projekt_id: p2, zeit: gestern }),
      ],
    });

    const u = (
      await get(viewer, `/api/monitor/uebersicht?von=${heute}&bis=${heute}&kunde_id=${kundeA}`)
    ).json().data;
    expect(u.vorher_von).toBe(addTage(heute, -1));
    expect(u.vorher).toEqual({ aufrufe: 2, aktive: 1 });
    expect(u.verlauf).toEqual([
      { tag: heute, aufrufe: u.summe.aufrufe, aktive: 2, vorher_aufrufe: 2, vorher_aktive: 1 },
    ]);
    expect(u.top_projekte[0]).toMatchObject({ projekt_id: p1, name: '24201 Seestadt Süd' });

    const admins = (await get(viewer, `/api/monitor/uebersicht?von=${heute}&bis=${heute}&admin=true`)).json()
      .data;
    expect(admins.summe).toEqual({ aufrufe: 1, aktive: 1 });

    const week = (await get(viewer, `/api/monitor/uebersicht?von=${von}&bis=${heute}`)).json().data;
    expect(week.verlauf).toHaveLength(7);
    expect(week.verlauf.at(-2)).toMatchObject({ tag: addTage(heute, -1), aufrufe: 2, aktive: 1 });

    const rowsRes = await get(viewer, `/api/monitor/kunden?von=${von}&bis=${heute}&per_page=1`);
    const rows = rowsRes.json();
    expect(rows.total).toBe(2);
    expect(rows.data).toHaveLength(1);
    expect(rows.data[0]).toMatchObject({
      kunde_id: kundeA,
      name: 'Wohnbau Alpha GmbH',
      aktive: 2,
      aktive_7: 2,
      basis_7: 0,
      rueckgang: false,
    });
    const detail = await get(viewer, `${rows.data[0].detail_url}?von=${von}&bis=${heute}&projekt_id=${p2}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().projekte).toEqual([{ id: p2, name: '24202 Donaublick', aufrufe: 3 }]);
    expect(detail.json().dates.at(-2)).toEqual({ tag: addTage(heute, -1), aufrufe: 2, aktive: 1 });

    const bad = await get(viewer, `/api/monitor/uebersicht?von=${heute}&bis=${von}`);
    expect(bad.statusCode).toBe(422);
    expect((await get(viewer, '/api/monitor/uebersicht?von=31.02.2026')).statusCode).toBe(422);
  });

  it('top projects over all Kunden equal the sums of every Kunde’s own; a replayed batch adds nothing', async () => {
    const heute = heuteWien();
    const range = `von=${addTage(heute, -6)}&bis=${heute}`;
    const batch = {
      events: [
        event(berta, kundeB, { projekt_id: p2 }),
        event(berta, kundeB, { projekt_id: p2 }),
        event(anna, kundeA, { projekt_id: p1 }),
      ],
    };
    expect((await send(batch)).statusCode).toBe(200);
    const top = async (filter: string) =>
      Object.fromEntries(
        (await get(viewer, `/api/monitor/uebersicht?${range}${filter}`))
          .json()
          .data.top_projekte.map((p: { projekt_id: number; aufrufe: number }) => [p.projekt_id, p.aufrufe]),
      ) as Record<number, number>;
    const alle = await top('');
    const [a, b] = [await top(`&kunde_id=${kundeA}`), await top(`&kunde_id=${kundeB}`)];
    for (const p of [p1, p2]) expect(alle[p]).toBe((a[p] ?? 0) + (b[p] ?? 0));
    expect(alle[p2]).toBeGreaterThanOrEqual(5);
    expect(await top(`&projekt_id=${p2}`)).toEqual({ [p2]: alle[p2] });

    expect((await send(batch)).json().doppelt).toBe(3);
    expect(await top('')).toEqual(alle);
  });
});
