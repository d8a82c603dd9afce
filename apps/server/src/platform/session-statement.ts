import { sql, type SQL } from 'drizzle-orm';
import { isPermission, type SessionUser } from '@app/domain';

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

interface SessionOriginal {
  email: string;
  name: string;
}

/** The raw row of the session statement (column names as in SQL). */
export interface LoadedSession {
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
  touched: number;
}

/** Placeholder values of the session statement (names kept apart from a carrying statement's own). */
export interface SessionValues {
  session_id: string;
  session_ttl: number;
  session_half: number;
  [key: string]: unknown;
}

/**
 * The session with its user and the administrator behind an impersonation (`carried_session`), and the
 * sliding of its expiry, written at most once per half lifetime (never for impersonations: ≤ 60 minutes).
 */
export const sessionCtes = sql`carried_session as (
      select s.id, s.csrf_token, s.expires, s.original_user_id, u.id as user_id, u.email, u.name, u.is_admin,
             u.berechtigungen,
             (select json_build_object('email', o.email, 'name', o.name) from users o
              where o.id = s.original_user_id and o.aktiv) as original
      from sessions s join users u on u.id = s.user_id
      where s.id = ${sql.placeholder('session_id')} and s.expires > now() and u.aktiv
    ), carried_touch as (
      update sessions t set expires = now() + make_interval(secs => ${sql.placeholder('session_ttl')}::float8)
      from carried_session s
      where t.id = s.id and s.original_user_id is null
        and s.expires < now() + make_interval(secs => ${sql.placeholder('session_half')}::float8)
      returning t.id
    )`;
export const sessionSelect = sql`select s.id, s.csrf_token, s.original_user_id, s.user_id, s.email, s.name, s.is_admin, s.berechtigungen,
           s.original, (extract(epoch from s.expires) * 1000)::float8 as expires_ms,
           (select count(*) from carried_touch)::int as touched
    from carried_session s`;

/**
 * `data` (a select) with the session statement in one statement (issue 11): its rows in their order, each
 * followed by its row number and, on the first, the session row as JSON text; one row of nulls with the
 * session when `data` finds nothing, none when the session is not valid — then `data` does not run.
 */
export function withSessionCheck(data: SQL): SQL {
  return sql`with ${sessionCtes}
    select x.*, case when x.carried_n is null or x.carried_n = 1 then (select row_to_json(z)::text from (${sessionSelect}) z) end
    from (select 1) one left join lateral (
      select d.*, row_number() over () as carried_n from (${data}) d where exists (select 1 from carried_session)
    ) x on true
    order by x.carried_n`;
}

/** The AuthContext of a session statement's row; null for none (or an impersonation whose admin left). */
export function authContextOf(row: LoadedSession | undefined): AuthContext | null {
  if (!row || (row.original_user_id && !row.original)) return null;
  const original = typeof row.original === 'string' ? (JSON.parse(row.original) as SessionOriginal) : row.original;
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

