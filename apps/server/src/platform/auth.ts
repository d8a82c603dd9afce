import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { isPermission, type AuditGrund, type SessionData, type SessionUser } from '@app/domain';
import type { Db } from '../db/client';
import { appSettings, sessions, users } from '../db/schema';
import { preparedStatement } from './prepared';

/** Who acts: the logged-in user, and the admin behind them while impersonating (audit, DESIGN §5). */
export interface Actor {
  userId: number;
  originalUserId: number | null;
  /** Why this save happens, written into its audit rows: 'wiederherstellung' for a restore (issue 28). */
  grund?: AuditGrund;
}

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
  csrfToken: string;
  actor: Actor;
}

export const sessionCookie = 'sid';

interface SessionOriginal {
  email: string;
  name: string;
}
/** The raw row of the session statement (column names as in SQL). */
interface LoadedSession {
  id: string;
  csrf_token: string;
  original_user_id: number | null;
  user_id: number;
  email: string;
  name: string;
  is_admin: boolean;
  berechtigungen: string[];
  original: SessionOriginal | string | null;
  expires_ms: number;
}

/** The session cookie's options (DESIGN §6): httpOnly, SameSite=Lax, Secure behind TLS. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}
const socketTokenTtlMs = 10 * 60_000;
/** At most this many sessions in SessionStore.seen and .kept each (then the set starts over). */
const seenLimit = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class SessionStore {
  private secret: string | undefined;

  /** The socket-token signing secret, shared by all instances through the database. */
  private async signingSecret(): Promise<string> {
    if (this.secret) return this.secret;
    await this.db
      .insert(appSettings)
      .values({ key: 'socket_secret', value: randomBytes(32).toString('hex') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(appSettings).where(eq(appSettings.key, 'socket_secret'));
    this.secret = row!.value;
    return this.secret;
  }

  /** Creates a session; answers the cookie value (only its hash is stored). */
  async create(
    userId: number,
    impersonation: { originalUserId: number; grund: string; minutes: number } | null = null,
  ): Promise<string> {
    const cookieValue = token();
    // An impersonation lasts its minutes (≤ 60) and is never extended; a login session slides.
    const ttlMs = impersonation ? impersonation.minutes * 60_000 : this.ttlHours * 3_600_000;
    await this.db.insert(sessions).values({
      id: sha256(cookieValue),
      user_id: userId,
      original_user_id: impersonation?.originalUserId ?? null,
      grund: impersonation?.grund ?? null,
      csrf_token: token(),
      expires: new Date(Date.now() + ttlMs).toISOString(),
    });
    return cookieValue;
  }

  async destroy(sessionId: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async load(cookieValue: string | undefined): Promise<AuthContext | null> {
    if (!cookieValue) return null;
    const id = sha256(cookieValue);
    const auth = await this.loadById(id);
    if (!auth) this.seen.delete(id);
    else if (!this.seen.has(id)) {
      if (this.seen.size >= seenLimit) this.seen.clear();
      this.seen.add(id);
    }
    return auth;
  }

  /**
   * Sessions this instance found valid at their last check (ids only). Never a reason to let a request
   * through — every request is checked in the database — only whether a read may start beside its
   * check (access.ts): a cookie not seen valid never makes the database run a route.
   */
  private readonly seen = new Set<string>();

  seenValid(cookieValue: string | undefined): boolean {
    return !!cookieValue && this.seen.has(sha256(cookieValue));
  }

  /**
   * One round trip per request (issue 11), exact on every instance: a named statement reads the session,
   * its user and the administrator behind an impersonation from the database each time (a logout,
   * deactivation or permission change counts from the next request on). A plain select: the expiry slides
   * by a second statement, sent at most once per half lifetime (never for impersonations: ≤ 60 minutes);
   * written into the check (a data-modifying CTE) it cost PostgreSQL more on every request.
   */
  private readonly loadStatement: (values: { sid: string }) => Promise<LoadedSession[]>;
  private static loadQuery = sql`select s.id, s.csrf_token, s.original_user_id, u.id as user_id, u.email, u.name,
      u.is_admin, u.berechtigungen,
      (select json_build_object('email', o.email, 'name', o.name) from users o
       where o.id = s.original_user_id and o.aktiv) as original,
      (extract(epoch from s.expires) * 1000)::float8 as expires_ms
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sql.placeholder('sid')} and s.expires > now() and u.aktiv`;
  private readonly slideStatement: (values: { sid: string; ttl: number; half: number }) => Promise<unknown>;
  private static slideQuery = sql`update sessions
    set expires = now() + make_interval(secs => ${sql.placeholder('ttl')}::float8)
    where id = ${sql.placeholder('sid')} and original_user_id is null
      and expires < now() + make_interval(secs => ${sql.placeholder('half')}::float8)`;

  constructor(
    private readonly db: Db,
    private readonly ttlHours: number,
  ) {
    this.loadStatement = preparedStatement(this.db, SessionStore.loadQuery);
    this.slideStatement = preparedStatement(this.db, SessionStore.slideQuery);
  }

  /**
   * PGlite only (keepChecked): sessions found valid, by id, with the time from which the database must
   * be asked again (its expiry; for a login session the moment the check would slide it).
   */
  private kept: Map<string, { row: LoadedSession; until: number }> | null = null;
  /** Counts the changes announced; a check begun before one must not keep its older answer. */
  private changes = 0;

  /**
   * Keeps the sessions checked valid in memory and forgets them all whenever the database announces a
   * change of a session or user (migration 0045: a trigger, so every writer counts). Exact only where
   * this process is the database's one client — PGlite, whose data directory one instance holds —
   * because there the announcement arrives with the statement that wrote: PGlite runs its listeners as
   * microtasks queued while it reads that statement's answer, before any later request is handled. On
   * PostgreSQL another instance's change reaches the listeners after its commit, and a request in
   * between would pass on a session already ended; there every request asks the database.
   */
  async keepChecked(
    listen: (channel: string, callback: () => void) => Promise<() => Promise<void>>,
  ): Promise<() => Promise<void>> {
    const unlisten = await listen('sitzungen_geaendert', () => {
      this.changes++;
      this.kept?.clear();
    });
    this.kept = new Map();
    return async () => {
      this.kept = null;
      await unlisten();
    };
  }

  async loadById(sessionId: string): Promise<AuthContext | null> {
    const kept = this.kept?.get(sessionId);
    if (kept && kept.until > Date.now()) return this.context(kept.row);
    const changes = this.changes;
    const ttl = this.ttlHours * 3600;
    const half = ttl / 2;
    const [row] = await this.loadStatement({ sid: sessionId });
    if (!row || (row.original_user_id && !row.original)) return null;
    // Past half its lifetime (by this clock; the statement decides by the database's): slide the expiry.
    if (!row.original_user_id && row.expires_ms < Date.now() + half * 1000)
      await this.slideStatement({ sid: sessionId, ttl, half });
    if (this.kept && changes === this.changes) {
      if (this.kept.size >= seenLimit) this.kept.clear();
      const slides = row.original_user_id ? 0 : half * 1000;
      this.kept.set(sessionId, { row, until: row.expires_ms - slides });
    }
    return this.context(row);
  }

  /** A request's own AuthContext from the session's row (never shared: a handler may add to it). */
  private context(row: LoadedSession): AuthContext {
    const original =
      typeof row.original === 'string' ? (JSON.parse(row.original) as SessionOriginal) : row.original;
    return {
      sessionId: row.id,
      csrfToken: row.csrf_token,
      actor: { userId: row.user_id, originalUserId: row.original_user_id },
      user: {
        id: row.user_id,
        email: row.email,
        name: row.name,
        isAdmin: row.is_admin,
        berechtigungen: row.berechtigungen.filter(isPermission),
        originalUser:
          row.original_user_id && original
            ? {
                id: row.original_user_id,
                email: original.email,
                name: original.name,
                bis: new Date(row.expires_ms).toISOString(),
              }
            : null,
      },
    };
  }

  /** Short-lived signed token binding a socket to this session (DESIGN §7). */
  async socketToken(sessionId: string): Promise<string> {
    const payload = Buffer.from(
      JSON.stringify({ sid: sessionId, exp: Date.now() + socketTokenTtlMs }),
    ).toString('base64url');
    const signature = createHmac('sha256', await this.signingSecret())
      .update(payload)
      .digest('base64url');
    return `${payload}.${signature}`;
  }

  async verifySocketToken(value: unknown): Promise<AuthContext | null> {
    if (typeof value !== 'string') return null;
    const [payload, signature] = value.split('.');
    if (!payload || !signature) return null;
    const expected = createHmac('sha256', await this.signingSecret())
      .update(payload)
      .digest('base64url');
    if (!safeEqual(signature, expected)) return null;
    try {
      const { sid, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sid: string;
        exp: number;
      };
      if (typeof sid !== 'string' || !(exp > Date.now())) return null;
      return await this.loadById(sid);
    } catch {
      return null;
    }
  }

  async sessionData(auth: AuthContext): Promise<SessionData> {
    return {
      user: auth.user,
      csrfToken: auth.csrfToken,
      socketToken: await this.socketToken(auth.sessionId),
    };
  }

  /** Those of `sessionIds` that are still valid (not ended or expired, user active). */
  async stillValid(sessionIds: readonly string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(
        and(inArray(sessions.id, [...sessionIds]), gt(sessions.expires, sql`now()`), eq(users.aktiv, true)),
      );
    return new Set(rows.map((r) => r.id));
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(sessions).where(sql`${sessions.expires} < now()`);
  }
}
