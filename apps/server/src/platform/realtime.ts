import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import {
  hasPermission,
  socketPath,
  topicPermission,
  type ChannelMessage,
  type PushReply,
  type SessionUser,
} from '@app/domain';
import type { Database } from '../db/client';
import type { AuthContext, SessionStore } from './auth';

export interface PushContext {
  user: SessionUser;
  auth: AuthContext;
  topic: string;
  socket: Socket;
}
type PushHandler = (ctx: PushContext, payload: unknown) => Promise<unknown> | unknown;

type Ack = (reply: PushReply | { status: 'ok' }) => void;

/**
 * Topics, joins and pushes of DESIGN §7 on Socket.IO. Areas register push handlers per topic pattern and
 * emit events to a topic's room; with PostgreSQL the rooms are shared by all instances.
 */
export class Realtime {
  readonly io: Server;
  private readonly handlers: Array<{ pattern: RegExp; event: string; handler: PushHandler }> = [];

  constructor(
    server: HttpServer,
    private readonly sessions: SessionStore,
    private readonly log: FastifyBaseLogger,
    database: Database,
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
  }

  handle(pattern: RegExp, event: string, handler: PushHandler): void {
    this.handlers.push({ pattern, event, handler });
  }

  emit(topic: string, event: string, payload: unknown): void {
    const message: ChannelMessage = { topic, event, payload };
    this.io.to(topic).emit('event', message);
  }

  close(): Promise<void> {
    return this.io.close();
  }

  private connect(socket: Socket): void {
    const auth = socket.data.auth as AuthContext;
    const reply = (ack: unknown, value: PushReply | { status: 'ok' }) => {
      if (typeof ack === 'function') (ack as Ack)(value);
    };
    const error = (message: string): PushReply => ({ status: 'error', response: { message } });

    socket.on('join', async (topic: unknown, ack: unknown) => {
      const permission = typeof topic === 'string' ? topicPermission(topic) : null;
      if (!permission) return reply(ack, error('Unbekanntes Thema'));
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
