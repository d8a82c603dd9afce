import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { ChannelMessage, PushReply } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let url: string;
let staff: TestUser;
let outsider: TestUser;
const sockets: Socket[] = [];

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
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t?.close();
});

function connect(token: unknown): Promise<Socket> {
  const socket = io(url, { path: '/socket', auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', (e) => reject(e));
  });
}

const join = (s: Socket, topic: string) => s.emitWithAck('join', topic) as Promise<PushReply>;
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
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'error', response: { message: 'Keine Berechtigung' } });
    expect(await join(socket, 'gibtsnicht')).toEqual({ status: 'error', response: { message: 'Unbekanntes Thema' } });
    expect(await push(socket, 'echo', 1)).toEqual({ status: 'error', response: { message: 'Thema nicht beigetreten' } });
  });

  it('answers pushes with ok, error and timeout, and delivers server events to the room', async () => {
    const socket = await connect(staff.socketToken);
    expect(await join(socket, 'projektsuche')).toEqual({ status: 'ok' });
    expect(await push(socket, 'echo', { q: 'Seestadt' })).toEqual({
      status: 'ok',
      response: { you: staff.email, payload: { q: 'Seestadt' } },
    });
    expect(await push(socket, 'kaputt', null)).toEqual({ status: 'error', response: { message: 'Projekt nicht gefunden' } });
    expect(await push(socket, 'langsam', null, 200)).toEqual({ status: 'timeout' });

    const received = new Promise<ChannelMessage>((resolve) => socket.on('event', resolve));
    t.app.realtime.emit('projektsuche', 'treffer', { anzahl: 3 });
    expect(await received).toEqual({ topic: 'projektsuche', event: 'treffer', payload: { anzahl: 3 } });
  });
});
