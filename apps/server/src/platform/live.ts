import pg from 'pg';
import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import {
  areas,
  initials,
  liveEvents,
  livePushes,
  liveTopic,
  parseLiveTopic,
  type ChannelMessage,
  type LiveChange,
  type LivePresence,
} from '@app/domain';
import type { Database } from '../db/client';
import { schemaTables } from '../db/tables';
import type { AuthContext } from './auth';
import type { Realtime } from './realtime';

const channel = 'live_changes';

/** What the audit trigger (migration 0015) sends for every audit row. */
interface AuditNotice {
  table: string;
  id: number;
  action: LiveChange['action'];
  user: number | null;
  version: number | null;
  /** dateien: the table the file belongs to (with refs.resource_id). */
  resource: string | null;
  refs: Record<string, number>;
}

/** Area tables whose name is not the area's key. */
const areaTables: Record<string, string> = {
  vermarktungen: 'vermarktung',
  frontend_benutzer: 'frontendbenutzer',
};
const areaKeys = new Set(areas.filter((a) => a.permissions).map((a) => a.key));
const areaOf = (table: string): string | null => {
  const key = areaTables[table] ?? table;
  return areaKeys.has(key) ? key : null;
};

/** Per table, which referencing column points at which table (from the schema's foreign keys). */
const references = new Map<string, Map<string, string>>();
for (const table of schemaTables) {
  const columns = new Map<string, string>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const ref = fk.reference();
    if (ref.columns.length === 1) columns.set(ref.columns[0]!.name, getTableName(ref.foreignTable));
  }
  references.set(getTableName(table), columns);
}

/** The topics a change goes to: the record and its area's list, and every record it refers to. */
export function liveTopics(notice: AuditNotice): string[] {
  const topics = new Set<string>();
  const own = areaOf(notice.table);
  if (own) topics.add(liveTopic(own)).add(liveTopic(own, notice.id));
  const columns = references.get(notice.table);
  for (const [column, value] of Object.entries(notice.refs ?? {})) {
    const target = columns?.get(column) ?? (column === 'resource_id' ? notice.resource : null);
    const area = target ? areaOf(target) : null;
    if (area) topics.add(liveTopic(area, value));
  }
  return [...topics];
}

/**
 * Live screens and presence (DESIGN §7). Every instance listens to the audit trigger's notices and hands
 * each change to its own sockets in the concerned rooms (`io.local`: every instance got the notice, so
 * the adapter must not pass it on once more). Presence lives on the sockets (`socket.data.presence`) and is
 * collected across instances with `fetchSockets` whenever someone joins, leaves or starts/stops editing.
 */
export async function startLive(
  realtime: Realtime,
  database: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const deliver = (text: string) => {
    let notice: AuditNotice;
    try {
      notice = JSON.parse(text) as AuditNotice;
    } catch {
      return;
    }
    const change: LiveChange = {
      table: notice.table,
      id: notice.id,
      action: notice.action,
      area: areaOf(notice.table),
      user: notice.user,
      version: notice.version ?? null,
    };
    for (const topic of liveTopics(notice)) {
      const message: ChannelMessage<LiveChange> = { topic, event: liveEvents.changed, payload: change };
      realtime.io.local.to(topic).emit('event', message);
    }
  };

  realtime.handle(/^live:[a-z_]+-\d+$/, livePushes.presence, async ({ socket, topic }, payload) => {
    const editing = (payload as { editing?: unknown } | null)?.editing === true;
    presenceOf(socket)[topic] = editing;
    await announce(realtime, topic);
    return { ok: true };
  });
  realtime.io.on('connection', (socket) => {
    socket.on('leave', (topic: unknown) => {
      if (typeof topic !== 'string' || !(topic in presenceOf(socket))) return;
      delete presenceOf(socket)[topic];
      void announce(realtime, topic).catch((e: unknown) => log.warn({ err: e }, 'presence failed'));
    });
    socket.on('disconnecting', () => {
      for (const topic of Object.keys(presenceOf(socket)))
        void announce(realtime, topic, socket.id).catch((e: unknown) =>
          log.warn({ err: e }, 'presence failed'),
        );
    });
  });

  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, deliver);
    return unlisten;
  }
  return listenPg(database, deliver, log);
}

const presenceOf = (socket: Pick<Socket, 'data'>): Record<string, boolean> =>
  ((socket.data as { presence?: Record<string, boolean> }).presence ??= {});

/** Sends the record topic's room who is there (one entry per user; editing if in any of their tabs). */
async function announce(realtime: Realtime, topic: string, without?: string): Promise<void> {
  if (!parseLiveTopic(topic)) return;
  const sockets = await realtime.io.in(topic).fetchSockets();
  const users = new Map<number, LivePresence>();
  for (const s of sockets) {
    const editing = (s.data as { presence?: Record<string, boolean> }).presence?.[topic];
    if (s.id === without || editing === undefined) continue;
    const { user } = s.data.auth as AuthContext;
    const known = users.get(user.id);
    users.set(user.id, {
      userId: user.id,
      name: user.name,
      initials: initials(user.name),
      editing: editing || !!known?.editing,
    });
  }
  realtime.emit(topic, liveEvents.presence, [...users.values()]);
}

/** LISTEN on a connection of its own; reconnects after a lost connection (changes meanwhile are missed). */
async function listenPg(database: Database, deliver: (text: string) => void, log: FastifyBaseLogger) {
  let client: pg.Client | null = null;
  let closed = false;
  const connect = async () => {
    const c = new pg.Client(database.pool!.options);
    c.on('notification', (n) => n.channel === channel && n.payload && deliver(n.payload));
    c.on('error', (e) => {
      log.warn({ err: e }, 'live: LISTEN connection lost');
      if (!closed) setTimeout(() => void connect().catch(() => {}), 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    client = c;
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => {});
  };
}
