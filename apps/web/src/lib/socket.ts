import { io, type Socket } from 'socket.io-client';
import { pushTimeouts, socketPath, type ChannelMessage, type PushReply } from '@app/domain';
import { getSession, onSessionEnd, onSessionRenewed, refreshSession } from './session';

/** One topic of DESIGN §7 on the shared socket. */
export interface Channel {
  /** Resolves in any case: join errors are only logged (SPEC §8). */
  join(): Promise<void>;
  push<T = unknown>(event: string, payload?: unknown, timeoutMs?: number): Promise<PushReply<T>>;
  on<T = unknown>(event: string, handler: (payload: T) => void): () => void;
  /** After a new connection joined the topic again (what the server held for the old socket is gone). */
  onRejoined(handler: () => void): () => void;
  leave(): void;
}

let socket: Socket | null = null;
/** Topics joined, counted per channel: the room survives until the last channel leaves it. */
const joined = new Map<string, number>();
/** Per topic, what to do once it is joined again after a reconnect (e.g. announce presence anew). */
const rejoined = new Map<string, Set<() => void>>();

function currentToken(): string | undefined {
  const session = getSession();
  return session.status === 'active' ? session.data.socketToken : undefined;
}

/**
 * Per topic, its last join until answered. The server checks the session before it joins a topic and
 * refuses a push to a topic not joined ('Thema nicht beigetreten'): a click right after the page opened
 * (or after a reconnect) would be lost, so a push waits for its topic's join.
 */
const joining = new Map<string, Promise<void>>();

function emitJoin(s: Socket, topic: string): Promise<void> {
  const done = new Promise<void>((resolve) => {
    s.timeout(pushTimeouts.default).emit('join', topic, (err: Error | null, reply?: { status?: string }) => {
      if (err) console.error(`Kanal ${topic}: keine Antwort auf den Beitritt`);
      else if (reply?.status !== 'ok') console.error(`Kanal ${topic}: Beitritt abgelehnt`, reply);
      if (joining.get(topic) === done) joining.delete(topic);
      resolve();
    });
  });
  joining.set(topic, done);
  return done;
}

function connection(): Socket {
  if (socket) return socket;
  // WebSocket only: polling would need sticky sessions behind a load balancer (DESIGN §4).
  const s = io({ path: socketPath, transports: ['websocket'], auth: (cb) => cb({ token: currentToken() }) });
  let connectedBefore = false;
  let retriedToken: string | undefined;
  s.on('connect', () => {
    retriedToken = undefined;
    // Rooms belong to the server-side socket; a new connection has to join them again.
    if (connectedBefore)
      joined.forEach(
        (_, topic) =>
          void emitJoin(s, topic).then(() => rejoined.get(topic)?.forEach((handler) => handler())),
      );
    connectedBefore = true;
  });
  s.on('disconnect', (reason) => {
    // Ended by the server (logout in another tab, permissions changed): reconnect only while the session
    // is still active, then join again under the current permissions.
    // Quietly: a session that ended asks for the re-login on the user's next call, not in the middle of
    // typing (the dialog would take the focus and the next keystrokes).
    if (reason !== 'io server disconnect') return;
    void refreshSession({ quiet: true }).then((state) => {
      if (state.status === 'active' && socket === s) s.connect();
    });
  });
  s.on('connect_error', () => {
    // Refused by the server (the short-lived token expired): fetch a new one and try once more.
    if (s.active) return;
    const failed = currentToken();
    if (retriedToken === failed) return console.error('Socket: Verbindung abgelehnt');
    retriedToken = failed;
    void refreshSession({ quiet: true }).then((state) => {
      if (state.status === 'active' && socket === s) s.connect();
    });
  });
  socket = s;
  return s;
}

onSessionEnd(() => {
  socket?.disconnect();
  socket = null;
  joined.clear();
  rejoined.clear();
  joining.clear();
});

// Logged in again after the session ended: the server-side socket belongs to the old session, so connect
// anew with the new token (the topics are joined again on 'connect').
onSessionRenewed(() => {
  socket?.disconnect();
  socket?.connect();
});

export function createChannel(topic: string): Channel {
  const unsubscribers = new Set<() => void>();
  let isJoined = false;

  return {
    join() {
      if (!isJoined) {
        isJoined = true;
        joined.set(topic, (joined.get(topic) ?? 0) + 1);
      }
      return emitJoin(connection(), topic);
    },

    async push<T>(event: string, payload: unknown = {}, timeoutMs: number = pushTimeouts.default) {
      await joining.get(topic);
      return new Promise<PushReply<T>>((resolve) => {
        connection()
          .timeout(timeoutMs)
          .emit(
            'push',
            { topic, event, payload } satisfies ChannelMessage,
            (err: Error | null, reply: PushReply<T>) => resolve(err ? { status: 'timeout' } : reply),
          );
      });
    },

    on<T>(event: string, handler: (payload: T) => void) {
      const s = connection();
      const listener = (message: ChannelMessage<T>) => {
        if (message.topic === topic && message.event === event) handler(message.payload);
      };
      s.on('event', listener);
      const off = () => {
        s.off('event', listener);
        unsubscribers.delete(off);
      };
      unsubscribers.add(off);
      return off;
    },

    onRejoined(handler: () => void) {
      const handlers = rejoined.get(topic) ?? new Set();
      rejoined.set(topic, handlers.add(handler));
      const off = () => {
        handlers.delete(handler);
        if (!handlers.size) rejoined.delete(topic);
        unsubscribers.delete(off);
      };
      unsubscribers.add(off);
      return off;
    },

    leave() {
      unsubscribers.forEach((off) => off());
      if (!isJoined) return;
      isJoined = false;
      const count = (joined.get(topic) ?? 1) - 1;
      if (count > 0) return void joined.set(topic, count);
      joined.delete(topic);
      socket?.emit('leave', topic);
    },
  };
}
