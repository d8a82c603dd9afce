import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import {
  heuteWien,
  messages,
  type ChannelMessage,
  type FbuchAuszugState,
  type Permission,
  type PushReply,
} from '@app/domain';
import { auditLog, fbuchAuszuege, fbuchAuszugRows, firmen, users } from '../../db/schema';
import { FirmenbuchSimulator } from '../../platform/providers/fbuch/simulator';
import { joinAsMemberOnly, socketClients } from '../../testing/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { until } from '../../testing/until';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
const sockets = socketClients();
const connect = sockets.connect;
const simulator = new FirmenbuchSimulator({ failPrefix: '999', delayMs: 0 });

beforeAll(async () => {
  t = await createTestApp({ FIRMENBUCH_SIMULATOR_DELAY_MS: '30' });
  staff = await t.user({ permissions: ['fbuch.abfragen', 'firmen.lesen'] });
  reader = await t.user({ permissions: ['firmen.lesen'] });
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
});

async function firma(values: { name: string; fbnr?: string | null; land?: string }) {
  const [row] = await t.database.db.insert(firmen).values(values).returning();
  return row!;
}
const post = (user: TestUser, path: string, payload: object) =>
  t.as(user, { method: 'POST', url: path, payload });
const state = async (id: number): Promise<FbuchAuszugState> =>
  (await t.as(staff, { method: 'GET', url: `/api/fbuch/auszug/${id}` })).json().data;

const finished = (id: number) =>
  until(
    () => state(id),
    (s) => s.status === 'done',
  );

describe('POST /api/firmen/fbuchauszug', () => {
  it('answers [ok, redirect URL, id] and the job updates the firm from the extract, audited', async () => {
    const f = await firma({ name: 'Alter Name', fbnr: '123456a' });
    const res = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '123 456a' });
    expect(res.statusCode).toBe(200);
    const [status, redirect, id] = res.json();
    expect(status).toBe('ok');
    expect(redirect).toBe(`/firmen/${f.id}/firmenbuchabfrage_redirect?status=success`);

    const s = await finished(id);
    expect(s.stats).toEqual({ all: 1, done: 1, success: 1, failed: 0 });
    expect(s.rows).toMatchObject([{ fbnr: '123456a', firma_id: f.id, status: 'success', message: null }]);
    const expected = await simulator.auszug('123456a');
    const [after] = await t.database.db.select().from(firmen).where(eq(firmen.id, f.id));
    expect(after).toMatchObject({
      name: expected.name,
      adresse: expected.adresse,
      plz: expected.plz,
      ort: expected.ort,
      rechtsform: expected.rechtsform,
      sitz: expected.sitz,
      funktionskennung: expected.funktionskennung,
      firmenbuch_stand: heuteWien(),
      version: 2,
      editor_id: staff.id,
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'firmen'), eq(auditLog.record_id, f.id)))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', user_id: staff.id });
    expect(audit[0]!.changes).toMatchObject({ name: { old: 'Alter Name', new: expected.name } });
  });

  it('keeps old → new per field for review and gives the moved firm coordinates of the new address', async () => {
    const f = await firma({ name: 'Vorher GmbH', fbnr: '234567b' });
    await t.database.db
      .update(firmen)
      .set({ adresse: 'Alte Gasse 1', plz: '1010', ort: 'Wien', geo_lat: 48.1, geo_long: 16.1 })
      .where(eq(firmen.id, f.id));
    const [, , id] = (await post(staff, '/api/firmen/fbuchauszug', { fbnr: '234567b' })).json();
    const s = await finished(id);
    const expected = await simulator.auszug('234567b');
    const changes = s.rows[0]!.changes!;
    expect(changes).toEqual(
      expect.arrayContaining([
        { feld: 'name', alt: 'Vorher GmbH', neu: expected.name },
        { feld: 'adresse', alt: 'Alte Gasse 1', neu: expected.adresse },
      ]),
    );
    const [after] = await t.database.db.select().from(firmen).where(eq(firmen.id, f.id));
    // Not the old point any more: the new address was geocoded (the simulator answers for any address).
    expect(after!.geo_lat).not.toBe(48.1);
    expect(after!.geo_lat).toEqual(expect.any(Number));
    expect(changes).toContainEqual({ feld: 'geo_lat', alt: 48.1, neu: after!.geo_lat });

    // The same extract again changes nothing: an empty list, coordinates stay.
    const [, , again] = (await post(staff, '/api/firmen/fbuchauszug', { fbnr: '234567b' })).json();
    const s2 = await finished(again);
    expect(s2.rows[0]!.changes!.filter((c) => c.feld !== 'firmenbuch_stand')).toEqual([]);
    const [same] = await t.database.db.select().from(firmen).where(eq(firmen.id, f.id));
    expect(same!.geo_lat).toBe(after!.geo_lat);
  });

  it('creates the firm when no firm has the FN; the answer leads to the query page', async () => {
    const res = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '45678b' });
    const [, redirect, id] = res.json();
    expect(redirect).toBe(`/importe/fbuch/auszug/${id}`);
    const s = await finished(id);
    const row = s.rows[0]!;
    expect(row.status).toBe('success');
    const [created] = await t.database.db.select().from(firmen).where(eq(firmen.id, row.firma_id!));
    expect(created).toMatchObject({
      fbnr: '45678b',
      land: 'aut',
      name: (await simulator.auszug('45678b')).name,
    });
    expect(row.firma_name).toBe(created!.name);
  });

  it('updates the firm named by firma_id and gives it the FN', async () => {
    const f = await firma({ name: 'Ohne Nummer GmbH' });
    const [, redirect, id] = (
      await post(staff, '/api/firmen/fbuchauszug', { fbnr: '77777c', firma_id: f.id })
    ).json();
    expect(redirect).toBe(`/firmen/${f.id}/firmenbuchabfrage_redirect?status=success`);
    await finished(id);
    const [after] = await t.database.db.select().from(firmen).where(eq(firmen.id, f.id));
    expect(after!.fbnr).toBe('77777c');
  });

  it('marks the row failed with the register message when the extract fails; the firm stays unchanged', async () => {
    const f = await firma({ name: 'Unbekannt AG', fbnr: '999001d' });
    const [, , id] = (await post(staff, '/api/firmen/fbuchauszug', { fbnr: '999001d' })).json();
    const s = await finished(id);
    expect(s.stats).toEqual({ all: 1, done: 1, success: 0, failed: 1 });
    expect(s.rows[0]).toMatchObject({ status: 'failed', message: messages.fbuchNichtGefunden });
    const [after] = await t.database.db.select().from(firmen).where(eq(firmen.id, f.id));
    expect(after).toMatchObject({ name: 'Unbekannt AG', version: 1 });
  });

  it('refuses a bad FN, an FN of another firm and an unknown firm, creating nothing', async () => {
    const before = (await t.database.db.select().from(fbuchAuszuege)).length;
    const bad = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '1234567a' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ status: 'error', errors: { fbnr: [messages.fbnrUngueltig] } });
    const empty = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '  ' });
    expect(empty.json().errors).toEqual({ fbnr: [messages.pflichtfeld] });
    expect((await post(staff, '/api/firmen/fbuchauszug', {})).statusCode).toBe(422);

    const owner = await firma({ name: 'Inhaber GmbH', fbnr: '55555k' });
    const other = await firma({ name: 'Andere GmbH' });
    const taken = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '55555k', firma_id: other.id });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ fbnr: [messages.fbnrVorhanden] });
    expect(owner.id).not.toBe(other.id);
    const missing = await post(staff, '/api/firmen/fbuchauszug', { fbnr: '55556m', firma_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect((await t.database.db.select().from(fbuchAuszuege)).length).toBe(before);
  });

  it('needs a session, the anti-forgery header and the permission fbuch.abfragen', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/firmen/fbuchauszug', payload: { fbnr: '1a' } }))
        .statusCode,
    ).toBe(401);
    const noCsrf = await t.as(staff, {
      method: 'POST',
      url: '/api/firmen/fbuchauszug',
      payload: { fbnr: '1a' },
      headers: { 'x-csrf-token': '' },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await post(reader, '/api/firmen/fbuchauszug', { fbnr: '1a' })).statusCode).toBe(403);
    expect((await t.as(reader, { method: 'GET', url: '/api/fbuch/auszug' })).statusCode).toBe(403);
    expect((await post(reader, '/api/fbuch/auszug', { firma_ids: [1] })).statusCode).toBe(403);
  });
});

describe('batch queries', () => {
  it('queries many firms; firms without a valid FN fail at once with a message', async () => {
    const ok = await firma({ name: 'Batch Eins', fbnr: '20202x' });
    const fails = await firma({ name: 'Batch Zwei', fbnr: '999123t' });
    const none = await firma({ name: 'Batch Drei' });
    const res = await post(staff, '/api/fbuch/auszug', { firma_ids: [ok.id, fails.id, none.id, 999_999] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;
    const s = await finished(id);
    expect(s.stats).toEqual({ all: 3, done: 3, success: 1, failed: 2 });
    expect(s.rows.map((r) => [r.firma_id, r.status, r.message])).toEqual([
      [ok.id, 'success', null],
      [fails.id, 'failed', messages.fbuchNichtGefunden],
      [none.id, 'failed', messages.fbuchKeineFnr],
    ]);

    const list = (await t.as(staff, { method: 'GET', url: '/api/fbuch/auszug?dir=desc&per_page=1' })).json();
    expect(list.total).toBeGreaterThan(1);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({ id, status: 'done', fbnr: '20202x', stats: s.stats });
  });

  it('refuses an empty selection or one without any existing firm', async () => {
    const empty = await post(staff, '/api/fbuch/auszug', { firma_ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ firma_ids: [messages.keineAuswahl] });
    expect((await post(staff, '/api/fbuch/auszug', { firma_ids: [999_998] })).statusCode).toBe(422);
    expect((await t.as(staff, { method: 'GET', url: '/api/fbuch/auszug/999999' })).statusCode).toBe(404);
  });

  it('resumes waiting rows when the job system starts again (after a restart)', async () => {
    const [auszug] = await t.database.db
      .insert(fbuchAuszuege)
      .values({ creator_id: staff.id, stat_all: 1 })
      .returning();
    await t.database.db.insert(fbuchAuszugRows).values({ auszug_id: auszug!.id, fbnr: '31313p' });
    await t.app.jobs.stop();
    await t.app.jobs.start();
    const s = await finished(auszug!.id);
    expect(s.rows[0]).toMatchObject({ status: 'success' });
    expect(s.stats).toEqual({ all: 1, done: 1, success: 1, failed: 0 });
  });
});

describe('cancelling a query', () => {
  it('ends its waiting rows as failed with Abgebrochen. and finishes it; finished rows stay', async () => {
    const [auszug] = await t.database.db.insert(fbuchAuszuege).values({ creator_id: staff.id }).returning();
    await t.database.db.insert(fbuchAuszugRows).values([
      { auszug_id: auszug!.id, fbnr: '41414a', status: 'success' },
      { auszug_id: auszug!.id, fbnr: '42424b' },
      { auszug_id: auszug!.id, fbnr: '43434d' },
    ]);
    const res = await post(staff, `/api/fbuch/auszug/${auszug!.id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    const s = res.json().data as FbuchAuszugState;
    expect(s).toMatchObject({ status: 'done', stats: { all: 3, done: 3, success: 1, failed: 2 } });
    expect(s.rows.map((r) => [r.status, r.message])).toEqual([
      ['success', null],
      ['failed', messages.fbuchAbgebrochen],
      ['failed', messages.fbuchAbgebrochen],
    ]);
    expect((await post(staff, '/api/fbuch/auszug/999999/cancel', {})).statusCode).toBe(404);
    expect((await post(reader, `/api/fbuch/auszug/${auszug!.id}/cancel`, {})).statusCode).toBe(403);
  });
});

describe('channel fbuch:auszug-{id}', () => {
  it('answers get_state, and reports add_row, update_row, update_stats and state while the job runs', async () => {
    const f = await firma({ name: 'Kanal GmbH', fbnr: '60606s' });
    const { id } = (await post(staff, '/api/fbuch/auszug', { firma_ids: [f.id] })).json().data;
    await finished(id);
    const topic = `fbuch:auszug-${id}`;
    const socket = await joinAsMemberOnly(connect, topic, staff, reader);
    const reply = (await socket.emitWithAck('push', {
      topic,
      event: 'get_state',
      payload: { abfrage_id: id, fbnr: '60606s' },
    })) as PushReply<FbuchAuszugState>;
    expect(reply.status).toBe('ok');
    if (reply.status === 'ok')
      expect(reply.response).toMatchObject({
        id,
        status: 'done',
        stats: { all: 1, done: 1 },
        rows: [{ fbnr: '60606s' }],
        quelle: 'simulator',
      });
    const wrong = await socket.emitWithAck('push', {
      topic,
      event: 'get_state',
      payload: { abfrage_id: id + 1 },
    });
    expect(wrong).toEqual({ status: 'error', response: { message: messages.ungueltigeAnfrage } });

    const events: ChannelMessage[] = [];
    const done = new Promise<void>((resolve) =>
      socket.on('event', (m: ChannelMessage) => {
        events.push(m);
        if (events.length === 6) resolve();
      }),
    );
    const added = await post(staff, `/api/fbuch/auszug/${id}/rows`, { fbnr: '999777x' });
    expect(added.statusCode).toBe(200);
    await done;
    expect(events.every((e) => e.topic === topic)).toBe(true);
    // Delivery order between two emits is not guaranteed with the PostgreSQL adapter; the content is.
    const of = (event: string) => events.filter((e) => e.event === event).map((e) => e.payload);
    expect(events.map((e) => e.event).sort()).toEqual([
      'add_row',
      'state',
      'state',
      'update_row',
      'update_stats',
      'update_stats',
    ]);
    expect(of('add_row')).toMatchObject([{ fbnr: '999777x', status: 'waiting' }]);
    expect(of('update_row')).toMatchObject([
      { fbnr: '999777x', status: 'failed', message: messages.fbuchNichtGefunden },
    ]);
    expect(of('update_stats')).toEqual(
      expect.arrayContaining([
        { all: 2, done: 1, success: 1, failed: 0 },
        { all: 2, done: 2, success: 1, failed: 1 },
      ]),
    );
    expect(of('state')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, status: 'running' }),
        expect.objectContaining({ id, status: 'done', stats: { all: 2, done: 2, success: 1, failed: 1 } }),
      ]),
    );
  });
});

describe('migration 0013_fbuch_permission', () => {
  it('rewrites a stored grant firmenbuch.abfragen to fbuch.abfragen, and the user may then query', async () => {
    const old = await t.user({ permissions: ['firmenbuch.abfragen' as Permission, 'firmen.lesen'] });
    const forbidden = await t.as(old, { method: 'GET', url: '/api/fbuch/auszug' });
    expect(forbidden.statusCode).toBe(403);
    const file = fileURLToPath(new URL('../../db/migrations/0013_fbuch_permission.sql', import.meta.url));
    await t.database.db.execute(sql.raw(await readFile(file, 'utf8')));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, old.id));
    expect(row!.berechtigungen).toEqual(['fbuch.abfragen', 'firmen.lesen']);
    const allowed = await t.as(old, { method: 'GET', url: '/api/fbuch/auszug' });
    expect(allowed.statusCode).toBe(200);
  });
});
