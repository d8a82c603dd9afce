import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { isPermission, type SessionData, type SessionUser } from '@app/domain';
import type { Db } from '../db/client';
import { appSettings, sessions, users } from '../db/schema';

/** Who acts: the logged-in user, and the admin behind them while impersonating (audit, DESIGN §5). */
export interface Actor {
  userId: number;
  originalUserId: number | null;
}

export interface AuthContext {
  user: SessionUser;
  sessionId: string;
  csrfToken: string;
  actor: Actor;
}

export const sessionCookie = 'sid';

/** The session cookie's options (DESIGN §6): httpOnly, SameSite=Lax, Secure behind TLS. */
export function sessionCookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax', secure } as const;
}
const socketTokenTtlMs = 10 * 60_000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = () => randomBytes(32).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class SessionStore {
  private secret: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly ttlHours: number,
  ) {}

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
    return this.loadById(sha256(cookieValue));
  }

  async loadById(sessionId: string): Promise<AuthContext | null> {
    // The administrator behind an impersonation: it ends when they are deactivated.
    const original = sql<{
      email: string;
      name: string;
    } | null>`(select json_build_object('email', o.email, 'name', o.name) from users o where o.id = ${sessions.original_user_id} and o.aktiv)`;
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        csrfToken: sessions.csrf_token,
        expires: sessions.expires,
        originalUserId: sessions.original_user_id,
        original,
        id: users.id,
        email: users.email,
        name: users.name,
        isAdmin: users.is_admin,
        berechtigungen: users.berechtigungen,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.user_id))
      .where(and(eq(sessions.id, sessionId), gt(sessions.expires, sql`now()`), eq(users.aktiv, true)));
    if (!row || (row.originalUserId && !row.original)) return null;
    // Sliding expiry, written at most once per half lifetime (not for impersonations: ≤ 60 minutes).
    const halfLife = (this.ttlHours * 3_600_000) / 2;
    if (!row.originalUserId && new Date(row.expires).getTime() - Date.now() < halfLife) {
      await this.db
        .update(sessions)
        .set({ expires: new Date(Date.now() + this.ttlHours * 3_600_000).toISOString() })
        .where(eq(sessions.id, sessionId));
    }
    return {
      sessionId: row.sessionId,
      csrfToken: row.csrfToken,
      actor: { userId: row.id, originalUserId: row.originalUserId },
      user: {
        id: row.id,
        email: row.email,
        name: row.name,
        isAdmin: row.isAdmin,
        berechtigungen: row.berechtigungen.filter(isPermission),
        originalUser:
          row.originalUserId && row.original
            ? { id: row.originalUserId, email: row.original.email, name: row.original.name, bis: row.expires }
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
