import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { ChannelMessage, LiveChange, LivePresence } from '@app/domain';
import { join, secondInstance, socketClients } from '../testing/sockets';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let maria: TestUser;
let paul: TestUser;
let outsider: TestUser;
const sockets = socketClients();
const connect = (user: TestUser, to?: string) => sockets.connect(user.socketToken, to);

beforeAll(async () => {
  t = await createTestApp();
  maria = await t.user({ permissions: ['projekte.lesen', 'projekte.bearbeiten'], name: 'Maria Huber' });
  paul = await t.user({ permissions: ['projekte.lesen'], name: 'Paul Gruber' });
  outsider = await t.user({ permissions: ['personen.lesen'] });
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
});

/** Collects the events a socket receives, to wait for one that matches. */
function collect(socket: Socket) {
  const seen: ChannelMessage[] = [];
  const waiting: Array<{ match: (m: ChannelMessage) => boolean; resolve: (m: ChannelMessage) => void }> = [];
  socket.on('event', (m: ChannelMessage) => {
    seen.push(m);
    for (const w of [...waiting]) {
      if (!w.match(m)) continue;
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve(m);
    }
  });
  return {
    seen,
    next(match: (m: ChannelMessage) => boolean, timeout = 3_000): Promise<ChannelMessage> {
      const found = seen.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        waiting.push({ match, resolve });
        setTimeout(() => reject(new Error('no such event')), timeout);
      });
    },
  };
}

let nr = 7000;
async function newProjekt() {
  const res = await t.as(maria, {
    method: 'POST',
    url: '/api/projekte',
    payload: { projektnr: nr++, name: 'Live-Projekt' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; version: number; projektnr: number };
}

describe('live changes', () => {
  it('announces a committed change once to the record, its list and the records it refers to', async () => {
    const projekt = await newProjekt();
    const socket = await connect(paul);
    const events = collect(socket);
    expect(await join(socket, `live:projekte-${projekt.id}`)).toEqual({ status: 'ok' });
    expect(await join(socket, 'live:projekte')).toEqual({ status: 'ok' });

    const notiz = await t.as(maria, {
      method: 'POST',
      url: `/api/projekte/${projekt.id}/erfassungsnotizen`,
      payload: { text: 'Baustart prüfen' },
    });
    expect(notiz.statusCode).toBe(200);
    const added = await events.next((m) => (m.payload as LiveChange).table === 'erfassungsnotizen');
    expect(added).toEqual({
      topic: `live:projekte-${projekt.id}`,
      event: 'changed',
      payload: {
        table: 'erfassungsnotizen',
        id: notiz.json().data.id,
        action: 'create',
        area: null,
        user: maria.id,
        version: 1,
      },
    });

    const saved = await t.as(maria, {
      method: 'PUT',
      url: `/api/projekte/${projekt.id}`,
      payload: { projektnr: projekt.projektnr, name: 'Neu', version: projekt.version },
    });
    expect(saved.statusCode).toBe(200);
    const change = {
      table: 'projekte',
      id: projekt.id,
      action: 'update',
      area: 'projekte',
      user: maria.id,
      version: 2,
    };
    expect(
      await events.next(
        (m) => m.topic === `live:projekte-${projekt.id}` && (m.payload as LiveChange).action === 'update',
      ),
    ).toMatchObject({ payload: change });
    expect(
      await events.next((m) => m.topic === 'live:projekte' && (m.payload as LiveChange).action === 'update'),
    ).toMatchObject({ payload: change });

    expect((await t.as(maria, { method: 'DELETE', url: `/api/projekte/${projekt.id}` })).statusCode).toBe(
      200,
    );
    expect(
      await events.next((m) => m.topic === 'live:projekte' && (m.payload as LiveChange).action === 'delete'),
    ).toMatchObject({
      payload: { table: 'projekte', id: projekt.id, action: 'delete' },
    });
    // One event per change and topic: the note, the update twice (record, list), the delete on both
    // topics, and the note deleted with its project on the project's topic.
    await new Promise((r) => setTimeout(r, 200));
    const perKey = new Map<string, number>();
    for (const m of events.seen) {
      const p = m.payload as LiveChange;
      const key = `${m.topic} ${p.table} ${p.id} ${p.action}`;
      perKey.set(key, (perKey.get(key) ?? 0) + 1);
    }
    expect([...perKey.values()].every((n) => n === 1)).toBe(true);
  });

  it('refuses live topics without the area’s read permission, and unknown areas', async () => {
    const socket = await connect(outsider);
    expect(await join(socket, 'live:projekte-1')).toMatchObject({ status: 'error' });
    expect(await join(socket, 'live:projekte')).toMatchObject({ status: 'error' });
    expect(await join(socket, 'live:gibtsnicht-1')).toEqual({
      status: 'error',
      response: { message: 'Unbekanntes Thema' },
    });
  });
});

describe('presence', () => {
  it('shows who has a record open and who is editing; leaving and disconnecting remove them', async () => {
    const projekt = await newProjekt();
    const topic = `live:projekte-${projekt.id}`;
    const watcher = await connect(paul);
    const events = collect(watcher);
    const lastPresence = () =>
      [...events.seen].reverse().find((m) => m.event === 'presence')?.payload as LivePresence[] | undefined;
    await join(watcher, topic);
    await watcher.emitWithAck('push', { topic, event: 'presence', payload: { editing: false } });

    const editor = await connect(maria);
    await join(editor, topic);
    expect(
      await editor.emitWithAck('push', { topic, event: 'presence', payload: { editing: true } }),
    ).toMatchObject({ status: 'ok' });
    await events.next(
      (m) =>
        m.event === 'presence' &&
        (m.payload as LivePresence[]).some((p) => p.userId === maria.id && p.editing),
    );
    expect(lastPresence()).toEqual(
      expect.arrayContaining([
        { userId: maria.id, name: 'Maria Huber', initials: 'MH', editing: true },
        { userId: paul.id, name: 'Paul Gruber', initials: 'PG', editing: false },
      ]),
    );

    const onlyPaul = (from: number) => (m: ChannelMessage) =>
      events.seen.indexOf(m) >= from &&
      m.event === 'presence' &&
      (m.payload as LivePresence[]).map((p) => p.userId).join() === String(paul.id);
    editor.emit('leave', topic);
    await events.next(onlyPaul(events.seen.length));

    await join(editor, topic);
    await editor.emitWithAck('push', { topic, event: 'presence', payload: { editing: false } });
    await events.next((m) => m.event === 'presence' && (m.payload as LivePresence[]).length === 2);
    const before = events.seen.length;
    editor.disconnect();
    await events.next(onlyPaul(before));
  });
});

// Two instances on one PostgreSQL: a change saved on one reaches a browser on the other, once.
describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances', () => {
  it('delivers the change and presence to sockets of the other instance', async () => {
    const second = await secondInstance(t);
    try {
      const projekt = await newProjekt();
      const topic = `live:projekte-${projekt.id}`;
      const remote = await connect(paul, second.url);
      const events = collect(remote);
      await join(remote, topic);
      const local = await connect(maria);
      await join(local, topic);
      await local.emitWithAck('push', { topic, event: 'presence', payload: { editing: true } });
      await events.next(
        (m) => m.event === 'presence' && (m.payload as LivePresence[]).some((p) => p.userId === maria.id),
      );

      await t.as(maria, {
        method: 'PUT',
        url: `/api/projekte/${projekt.id}`,
        payload: { projektnr: projekt.projektnr, name: 'Anderswo', version: projekt.version },
      });
      await events.next((m) => m.event === 'changed' && (m.payload as LiveChange).action === 'update');
      await new Promise((r) => setTimeout(r, 300));
      expect(events.seen.filter((m) => m.event === 'changed')).toHaveLength(1);
    } finally {
      // A socket still connected would hold the instance's close.
      sockets.close();
      await second.close();
    }
  });
});
