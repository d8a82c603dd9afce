import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { eq, sql } from 'drizzle-orm';
import { messages, type ChannelMessage, type PushReply } from '@app/domain';
import { sessions, users } from '../db/schema';
import { join, secondInstance, socketClients } from '../testing/sockets';
import { createTestApp, password, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let staff: TestUser;
let outsider: TestUser;
const sockets = socketClients();
const connect = sockets.connect;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['projekte.lesen'] });
  outsider = await t.user({ permissions: ['personen.lesen'] });
  // Handlers as an area registers them: one answering, one failing, one never answering in time.
  t.app.realtime.handle(/^projektsuche$/, 'echo', (ctx, payload) => ({ you: ctx.user.email, payload }));
  t.app.realtime.handle(/^projektsuche$/, 'kaputt', () => {
    throw new Error('Projekt nicht gefunden');
  });
  t.app.realtime.handle(/^projektsuche$/, 'langsam', () => new Promise((r) => setTimeout(r, 2_000)));
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
});

const push = (s: Socket, event: string, payload: unknown, timeout = 1_000): Promise<PushReply> =>
  s
    .timeout(timeout)
    .emitWithAck('push', { topic: 'projektsuche', event, payload })
    .catch(() => ({ status: 'timeout' }) as const);

describe('realtime channel', () => {
  it('refuses sockets without a valid token', async () => {
    await expect(connect(undefined)).rejects.toThrow('unauthorized');
    await expect(connect(`${staff.socketToken}x`)).rejects.toThrow('unauthorized');
  });

  it('checks the topic permission on join', async () => {
    const socket = await connect(outsider.socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({
      status: 'error',
      response: { message: 'Keine Berechtigung' },
    });
    expect(await join(socket, 'gibtsnicht')).toEqual({
      status: 'error',
      response: { message: 'Unbekanntes Thema' },
    });
    expect(await push(socket, 'echo', 1)).toEqual({
      status: 'error',
      response: { message: 'Thema nicht beigetreten' },
    });
  });

  it('answers pushes with ok, error and timeout, and delivers server events to the room', async () => {
    const socket = await connect(staff.socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
    expect(await push(socket, 'echo', { q: 'Seestadt' })).toEqual({
      status: 'ok',
      response: { you: staff.email, payload: { q: 'Seestadt' } },
    });
    expect(await push(socket, 'kaputt', null)).toEqual({
      status: 'error',
      response: { message: 'Projekt nicht gefunden' },
    });
    expect(await push(socket, 'langsam', null, 200)).toEqual({ status: 'timeout' });

    const received = new Promise<ChannelMessage>((resolve) => socket.on('event', resolve));
    t.app.realtime.emit('projektsuche', 'treffer', { anzahl: 3 });
    expect(await received).toEqual({ topic: 'projektsuche', event: 'treffer', payload: { anzahl: 3 } });
  });
});

/** Resolves with the reason when the server ends the socket; rejects when it is still open after `ms`. */
const disconnected = (socket: Socket, ms = 2_000) =>
  new Promise<string>((resolve, reject) => {
    if (!socket.connected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('socket still connected')), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe('a socket lives only as long as its session and permissions', () => {
  it('disconnects at logout, and the ended session cannot connect again', async () => {
    const user = await t.user({ permissions: ['projekte.lesen'] });
    const socket = await connect(user.socketToken);
    const other = await connect((await t.user({ permissions: ['projekte.lesen'] })).socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
    const gone = disconnected(socket);
    expect((await t.as(user, { method: 'DELETE', url: '/api/session' })).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    await expect(connect(user.socketToken)).rejects.toThrow('unauthorized');
  });

  it('a password change ends the other sessions of the user and their sockets, not the current one', async () => {
    const user = await t.user({ permissions: ['projekte.lesen'] });
    // The same user logged in a second time (another browser).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: user.email, password },
    });
    const other: TestUser = {
      ...user,
      cookie: `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`,
      csrf: res.json().data.csrfToken,
      socketToken: res.json().data.socketToken,
    };
    const stays = await connect(user.socketToken);
    const ends = await connect(other.socketToken);
    const gone = disconnected(ends);
    const change = await t.as(user, {
      method: 'PUT',
      url: '/api/konto/passwort',
      payload: { aktuell: password, neu: 'Ganz-neues-Passwort' },
    });
    expect(change.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(stays.connected).toBe(true);
    expect((await t.as(other, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await t.as(user, { method: 'GET', url: '/api/session' })).statusCode).toBe(200);
    await expect(connect(other.socketToken)).rejects.toThrow('unauthorized');
  });

  it('disconnects the sockets of a deactivated user; without the call, the next join refuses', async () => {
    const user = await t.user({ permissions: ['projekte.lesen'] });
    const first = await connect(user.socketToken);
    const second = await connect(user.socketToken);
    await t.database.db.update(users).set({ aktiv: false }).where(eq(users.id, user.id));
    // Not yet told: the join re-reads the session.
    expect(await join(first, 'projektsuche')).toEqual({
      status: 'error',
      response: { message: messages.nichtAngemeldet },
    });
    const gone = disconnected(second);
    await t.app.realtime.userChanged(user.id);
    expect(await gone).toBe('io server disconnect');
    expect(first.connected).toBe(false);
  });

  it('re-checks the permission on every join and push', async () => {
    const user = await t.user({ permissions: ['projekte.lesen'] });
    const socket = await connect(user.socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
    expect((await push(socket, 'echo', 1)).status).toBe('ok');
    await t.database.db
      .update(users)
      .set({ berechtigungen: ['personen.lesen'] })
      .where(eq(users.id, user.id));
    expect(await push(socket, 'echo', 1)).toEqual({
      status: 'error',
      response: { message: 'Keine Berechtigung' },
    });
    expect(await join(socket, 'projektsuche')).toEqual({
      status: 'error',
      response: { message: 'Keine Berechtigung' },
    });
    // Left the topic: no more events from it.
    let received = 0;
    socket.on('event', () => (received += 1));
    t.app.realtime.emit('projektsuche', 'treffer', {});
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toBe(0);
    // After a permission change the user's sockets are ended; the app reconnects with the new permissions.
    const gone = disconnected(socket);
    await t.app.realtime.userChanged(user.id);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects sockets whose session expired (periodic sweep)', async () => {
    const user = await t.user({ permissions: ['projekte.lesen'] });
    const socket = await connect(user.socketToken);
    const stays = await connect(staff.socketToken);
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    await t.database.db
      .update(sessions)
      .set({ expires: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, row!.id));
    const gone = disconnected(socket);
    await t.app.realtime.sweep();
    expect(await gone).toBe('io server disconnect');
    expect(stays.connected).toBe(true);
  });

  // Two instances on one PostgreSQL: the socket adapter carries the disconnect to the other instance.
  it.skipIf(!process.env.TEST_DATABASE_URL)('disconnects at logout on another instance too', async () => {
    const second = await secondInstance(t);
    try {
      const user = await t.user({ permissions: ['projekte.lesen'] });
      const socket = await connect(user.socketToken, second.url);
      expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
      const gone = disconnected(socket, 5_000);
      await t.as(user, { method: 'DELETE', url: '/api/session' }); // served by the first instance
      expect(await gone).toBe('io server disconnect');
    } finally {
      await second.close();
    }
  });
});
