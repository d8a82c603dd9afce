import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type { PushReply } from '@app/domain';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { TestApp } from './test-app';

/** The http address a listening app answers on. */
export function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * The sockets of one test file: `listen` starts the app on a free port, `connect` opens a socket as a
 * browser does (to that app, or to another instance), `close` disconnects them all — a socket left open
 * would hold the app's close.
 */
export function socketClients() {
  const sockets: Socket[] = [];
  let url = '';
  return {
    get url() {
      return url;
    },
    async listen(app: FastifyInstance) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      url = addressOf(app);
    },
    connect(token: unknown, to = url): Promise<Socket> {
      const socket = io(to, {
        path: '/socket',
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      return new Promise((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    },
    close() {
      for (const s of sockets) s.disconnect();
    },
  };
}

export const join = (s: Socket, topic: string) => s.emitWithAck('join', topic) as Promise<PushReply>;

/**
 * A topic only some may follow: the outsider's join is refused with the German message, the member's is
 * accepted; the member's socket, joined.
 */
export async function joinAsMemberOnly(
  connect: (token: unknown) => Promise<Socket>,
  topic: string,
  member: { socketToken: string },
  outsider: { socketToken: string },
): Promise<Socket> {
  expect(await join(await connect(outsider.socketToken), topic)).toEqual({
    status: 'error',
    response: { message: 'Keine Berechtigung' },
  });
  const socket = await connect(member.socketToken);
  expect(await join(socket, topic)).toEqual({ status: 'ok' });
  return socket;
}

/** A second instance on the test app's PostgreSQL database, listening on a free port (PostgreSQL only). */
export async function secondInstance(t: TestApp) {
  const database = await openDatabase({
    url: (t.database.pool!.options as { connectionString: string }).connectionString,
    poolSize: 4,
  });
  const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', DEMO_DATA: 'false' }), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: addressOf(app),
    async close() {
      await app.close();
      await database.close();
    },
  };
}
