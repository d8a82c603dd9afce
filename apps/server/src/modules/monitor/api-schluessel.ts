import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ApiSchluessel } from '@app/domain';
import type { Db } from '../../db/client';
import { frontendApiSchluessel, users } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { NotFoundError } from '../../platform/errors';

/*
 * API keys of customer-frontend installations: shown once when created, stored only as SHA-256 (a key
 * has 256 random bits, so a fast hash is enough: nothing to guess), revoked by setting `widerrufen`.
 */

const hash = (key: string) => createHash('sha256').update(key).digest('hex');

export async function listApiSchluessel(db: Db): Promise<ApiSchluessel[]> {
  return db
    .select({
      id: frontendApiSchluessel.id,
      name: frontendApiSchluessel.name,
      praefix: frontendApiSchluessel.praefix,
      created: frontendApiSchluessel.created,
      creator_name: users.name,
      zuletzt_benutzt: frontendApiSchluessel.zuletzt_benutzt,
      widerrufen: frontendApiSchluessel.widerrufen,
    })
    .from(frontendApiSchluessel)
    .leftJoin(users, eq(users.id, frontendApiSchluessel.creator_id))
    .orderBy(desc(frontendApiSchluessel.id));
}

export async function createApiSchluessel(
  db: Db,
  actor: Actor,
  name: string,
): Promise<{ id: number; schluessel: string }> {
  const schluessel = `fmk_${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(frontendApiSchluessel)
      .values({ name, praefix: schluessel.slice(0, 10), hash: hash(schluessel), creator_id: actor.userId })
      .returning({ id: frontendApiSchluessel.id });
    await writeAudit(tx, actor, 'frontend_api_schluessel', row!.id, 'create', {
      name: { old: null, new: name },
    });
    return { id: row!.id, schluessel };
  });
}

export async function widerrufeApiSchluessel(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(frontendApiSchluessel)
      .set({ widerrufen: new Date().toISOString() })
      .where(and(eq(frontendApiSchluessel.id, id), isNull(frontendApiSchluessel.widerrufen)))
      .returning({ id: frontendApiSchluessel.id });
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, 'frontend_api_schluessel', id, 'update', {
      widerrufen: { old: null, new: true },
    });
  });
}

/** The id of a valid (not revoked) key, or null. */
export async function pruefeApiSchluessel(db: Db, key: string): Promise<number | null> {
  if (!key.startsWith('fmk_') || key.length > 100) return null;
  const [row] = await db
    .select({ id: frontendApiSchluessel.id })
    .from(frontendApiSchluessel)
    .where(and(eq(frontendApiSchluessel.hash, hash(key)), isNull(frontendApiSchluessel.widerrufen)));
  return row?.id ?? null;
}

export async function merkeBenutzung(db: Db, id: number): Promise<void> {
  await db
    .update(frontendApiSchluessel)
    .set({ zuletzt_benutzt: new Date().toISOString() })
    .where(eq(frontendApiSchluessel.id, id));
}
