import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SessionData } from '@app/domain';
import type { Db } from '../db/client';
import { appSettings, sessions, users } from '../db/schema';
import { CarriedCheck } from './carried-session';
import { preparedStatement } from './prepared';
import {
  authContextOf,
  sessionCtes,
  sessionSelect,
  type AuthContext,
  type LoadedSession,
  type SessionValues,
} from './session-statement';

export type { Actor, AuthContext } from './session-statement';

export const sessionCookie = 'sid';

/** The session cookie's options (DESIGN §6): httpOnly, SameSite=Lax, Secure behind TLS. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}
const socketTokenTtlMs = 10 * 60_000;
/** At most this many session ids in SessionStore.seen (then it starts over). */
const seenLimit = 10_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The stored id of a session cookie: only its hash is kept. */
export const sessionIdOf = (cookieValue: string) => sha256(cookieValue);

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
      id: sessionIdOf(cookieValue),
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
    const id = sessionIdOf(cookieValue);
    return this.remember(id, await this.loadById(id));
  }

  /** Notes whether the session `id` was found valid (seenValid); answers `auth`. */
  remember(id: string, auth: AuthContext | null): AuthContext | null {
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
    return !!cookieValue && this.seen.has(sessionIdOf(cookieValue));
  }

  /**
   * One round trip per request (issue 11), exact on every instance: a named statement reads the session,
   * its user and the administrator behind an impersonation from the database each time (a logout,
   * deactivation or permission change counts from the next request on), and in the same statement
   * slides the expiry (session-statement.ts). A read may carry it in its own statement (carried-session.ts).
   */
  private readonly loadStatement: (values: SessionValues) => Promise<LoadedSession[]>;

  constructor(
    private readonly db: Db,
    private readonly ttlHours: number,
  ) {
    this.loadStatement = preparedStatement(this.db, sql`with ${sessionCtes} ${sessionSelect}`);
  }

  /** The placeholder values of the session statement for a session id (sessionCtes). */
  values(sessionId: string): SessionValues {
    const ttl = this.ttlHours * 3600;
    return { session_id: sessionId, session_ttl: ttl, session_half: ttl / 2 };
  }

  /** The check of session `id` for a read's first statement to carry (carried-session.ts). */
  carriedCheck(id: string): CarriedCheck {
    return new CarriedCheck(this.db, this.values(id), () => this.loadById(id));
  }

  async loadById(sessionId: string): Promise<AuthContext | null> {
    const [row] = await this.loadStatement(this.values(sessionId));
    return authContextOf(row);
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
