import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import {
  permissionDefinitions,
  vorlageHaelt,
  vorlagenNamen,
  type PermissionDefinition,
  type VorlagenName,
} from '@app/domain';

declare const oneConnection: unique symbol;
/**
 * Raw SQL on one connection (the migration lock's, or PGlite's): its `begin` and the statements after it
 * must share that connection. Only `queryOn` makes one, from a pool's client or PGlite, never from a pool,
 * which may hand every call another connection (a `begin` left on one held row locks the next call waited
 * for: a test mistake of stop 40, now a type error).
 */
export type Query = (<T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>) & {
  readonly [oneConnection]: true;
};

/** The raw SQL of one connection: a client taken from the pool, or PGlite's only one. */
export function queryOn(connection: pg.PoolClient | PGlite): Query {
  // Both answer `{ rows }` for a text and its values.
  const run = connection.query.bind(connection) as (
    text: string,
    params?: unknown[],
  ) => Promise<{ rows: unknown[] }>;
  const query = async <T>(text: string, params?: unknown[]): Promise<T[]> =>
    (await run(text, params)).rows as T[];
  return query as Query;
}

export interface TemplatesFollowed {
  /** Permissions handed out now. */
  added: string[];
  /** Permissions no longer in the catalogue, taken out of templates and users. */
  removed: string[];
}

const isStandard = (name: string): name is VorlagenName =>
  (vorlagenNamen as readonly string[]).includes(name);

/**
 * The stored permission templates follow the catalogue (packages/domain permissions.ts), once per
 * permission, run at start-up after the migrations under their lock (db/migrate.ts):
 * - a permission not handed out before is added to the standard templates its definition names (and to
 *   Administration), found by name;
 * - a handed-out permission no longer in the catalogue disappears from every template and every user.
 * What an administrator did to a template stays: a permission taken out of it is not put back, and a
 * renamed or new template gets nothing. Users keep their own sets ('Vorlage anwenden' passes a change on).
 * Idempotent: `verteilte_berechtigungen` records what was handed out.
 */
export async function followPermissionTemplates(
  query: Query,
  definitions: Readonly<Record<string, PermissionDefinition>> = permissionDefinitions,
): Promise<TemplatesFollowed> {
  const known = new Set(
    (await query<{ berechtigung: string }>('select berechtigung from verteilte_berechtigungen')).map(
      (r) => r.berechtigung,
    ),
  );
  const added = Object.keys(definitions).filter((p) => !known.has(p));
  const removed = [...known].filter((p) => !Object.hasOwn(definitions, p));
  if (!added.length && !removed.length) return { added, removed };
  await query('begin');
  try {
    const templates = await query<{ id: number; name: string; berechtigungen: string[] }>(
      'select id, name, berechtigungen from berechtigung_vorlagen order by id for update',
    );
    for (const t of templates) {
      const gains = isStandard(t.name)
        ? added.filter((p) => vorlageHaelt(t.name as VorlagenName, definitions[p]!))
        : [];
      const next = [
        ...t.berechtigungen.filter((p) => !removed.includes(p)),
        ...gains.filter((p) => !t.berechtigungen.includes(p)),
      ];
      if (next.length === t.berechtigungen.length && next.every((p, i) => p === t.berechtigungen[i]))
        continue;
      await query(
        'update berechtigung_vorlagen set berechtigungen = $2::text[], version = version + 1, updated = now() where id = $1',
        [t.id, next],
      );
      await audit(query, 'berechtigung_vorlagen', t.id, t.berechtigungen, next);
    }
    if (removed.length) {
      const holders = await query<{ id: number; berechtigungen: string[] }>(
        'select id, berechtigungen from users where berechtigungen && $1::text[] for update',
        [removed],
      );
      for (const u of holders) {
        const next = u.berechtigungen.filter((p) => !removed.includes(p));
        await query(
          'update users set berechtigungen = $2::text[], version = version + 1, updated = now() where id = $1',
          [u.id, next],
        );
        await audit(query, 'users', u.id, u.berechtigungen, next);
      }
      await query('delete from verteilte_berechtigungen where berechtigung = any($1::text[])', [removed]);
    }
    if (added.length)
      await query(
        'insert into verteilte_berechtigungen (berechtigung) select unnest($1::text[]) on conflict do nothing',
        [added],
      );
    await query('commit');
  } catch (error) {
    await query('rollback').catch(() => {});
    throw error;
  }
  return { added, removed };
}

/** Written by no user: the start-up changed it. */
function audit(query: Query, table: string, id: number, old: string[], next: string[]) {
  return query(
    `insert into audit_log (table_name, record_id, action, changes) values ($1, $2, 'update', $3::jsonb)`,
    [table, id, JSON.stringify({ berechtigungen: { old, new: next } })],
  );
}
