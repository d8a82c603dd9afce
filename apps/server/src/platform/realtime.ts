import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import {
  hasPermission,
  messages,
  socketPath,
  topicPermission,
  type ChannelMessage,
  type PushReply,
  type SessionUser,
} from '@app/domain';
import type { Database } from '../db/client';
import type { AuthContext, SessionStore } from './auth';
import type { Periodic } from './periodic';

export interface PushContext {
  user: SessionUser;
  auth: AuthContext;
  topic: string;
  socket: Socket;
}
export type PushHandler = (ctx: PushContext, payload: unknown) => Promise<unknown> | unknown;

type Ack = (reply: PushReply | { status: 'ok' }) => void;

// Rooms of every socket besides its topics: its session and its user. Topic names never contain '#'.
const sessionRoom = (sessionId: string) => `#session:${sessionId}`;
const userRoom = (userId: number) => `#user:${userId}`;

/**
 * Topics, joins and pushes of DESIGN §7 on Socket.IO. Areas register push handlers per topic pattern and
 * emit events to a topic's room; with PostgreSQL the rooms are shared by all instances.
 *
 * A socket lives only as long as the session it connected with: logout and user changes disconnect it
 * at once (`endSession`, `userChanged`, on every instance through the adapter), every join and push
 * re-reads session and permissions, and a sweep disconnects sockets whose session expired meanwhile.
 */
export class Realtime {
  readonly io: Server;
  private readonly handlers: Array<{ pattern: RegExp; event: string; handler: PushHandler }> = [];
  private readonly stopSweep: () => void;

  constructor(
    server: HttpServer,
    private readonly sessions: SessionStore,
    private readonly log: FastifyBaseLogger,
    database: Database,
    periodic: Periodic,
  ) {
    this.io = new Server(server, { path: socketPath, serveClient: false });
    if (database.pool) this.io.adapter(createAdapter(database.pool));
    this.io.use(async (socket, next) => {
      const auth = await this.sessions.verifySocketToken(socket.handshake.auth?.token).catch(() => null);
      if (!auth) return next(new Error('unauthorized'));
      socket.data.auth = auth;
      next();
    });
    this.io.on('connection', (socket) => this.connect(socket));
    this.stopSweep = periodic.every('socket-sweep', () => this.sweep());
  }

  /** The session ended (logout, replaced at login): its sockets disconnect on every instance. */
  async endSession(sessionId: string): Promise<void> {
    this.io.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * The user was deactivated or their permissions changed: their sockets disconnect on every instance;
   * the web app reconnects with its current session and joins again under the new permissions.
   */
  async userChanged(userId: number): Promise<void> {
    this.io.in(userRoom(userId)).disconnectSockets(true);
  }

  /** Disconnects this instance's sockets whose session is no longer valid (expired, user inactive). */
  async sweep(): Promise<void> {
    const sockets = [...this.io.of('/').sockets.values()];
    const ids = [...new Set(sockets.map((s) => (s.data.auth as AuthContext).sessionId))];
    const valid = await this.sessions.stillValid(ids);
    for (const socket of sockets) {
      if (!valid.has((socket.data.auth as AuthContext).sessionId)) socket.disconnect(true);
    }
  }

  handle(pattern: RegExp, event: string, handler: PushHandler): void {
    this.handlers.push({ pattern, event, handler });
  }

  emit(topic: string, event: string, payload: unknown): void {
    const message: ChannelMessage = { topic, event, payload };
    this.io.to(topic).emit('event', message);
  }

  /** An event for one user's own sockets on every instance (their unread count …): no joinable topic, so no one else's. */
  emitToUser(userId: number, topic: string, event: string, payload: unknown): void {
    const message: ChannelMessage = { topic, event, payload };
    this.io.to(userRoom(userId)).emit('event', message);
  }

  close(): Promise<void> {
    this.stopSweep();
    return this.io.close();
  }

  /**
   * The socket's session as it is now, with the user's current permissions; disconnects the socket when
   * the session is gone (after the caller answered). One indexed query: joins and pushes are user actions, not a stream.
   */
  private async current(socket: Socket): Promise<AuthContext | null> {
    const auth = await this.sessions.loadById((socket.data.auth as AuthContext).sessionId).catch(() => null);
    // Answered first, then disconnected (after the disconnect the answer would not arrive).
    if (!auth) setImmediate(() => socket.disconnect(true));
    else socket.data.auth = auth;
    return auth;
  }

  private connect(socket: Socket): void {
    const connectedAs = socket.data.auth as AuthContext;
    void socket.join([sessionRoom(connectedAs.sessionId), userRoom(connectedAs.user.id)]);
    const reply = (ack: unknown, value: PushReply | { status: 'ok' }) => {
      if (typeof ack === 'function') (ack as Ack)(value);
    };
    const error = (message: string): PushReply => ({ status: 'error', response: { message } });

    socket.on('join', async (topic: unknown, ack: unknown) => {
      const permission = typeof topic === 'string' ? topicPermission(topic) : null;
      if (!permission) return reply(ack, error('Unbekanntes Thema'));
      const auth = await this.current(socket);
      if (!auth) return reply(ack, error(messages.nichtAngemeldet));
      if (!hasPermission(auth.user, permission)) return reply(ack, error('Keine Berechtigung'));
      await socket.join(topic as string);
      reply(ack, { status: 'ok' });
    });

    socket.on('leave', (topic: unknown) => {
      if (typeof topic === 'string') void socket.leave(topic);
    });

    socket.on('push', async (message: Partial<ChannelMessage> | undefined, ack: unknown) => {
      const { topic, event, payload } = message ?? {};
      if (typeof topic !== 'string' || typeof event !== 'string' || !socket.rooms.has(topic)) {
        return reply(ack, error('Thema nicht beigetreten'));
      }
      const entry = this.handlers.find((h) => h.event === event && h.pattern.test(topic));
      if (!entry) return reply(ack, error(`Unbekanntes Ereignis: ${event}`));
      const auth = await this.current(socket);
      if (!auth) return reply(ack, error(messages.nichtAngemeldet));
      const permission = topicPermission(topic);
      if (!permission || !hasPermission(auth.user, permission)) {
        void socket.leave(topic);
        return reply(ack, error('Keine Berechtigung'));
      }
      try {
        const response = await entry.handler({ user: auth.user, auth, topic, socket }, payload);
        reply(ack, { status: 'ok', response });
      } catch (e) {
        this.log.warn({ err: e, topic, event }, 'push handler failed');
        reply(ack, error(e instanceof Error ? e.message : String(e)));
      }
    });
  }
}
