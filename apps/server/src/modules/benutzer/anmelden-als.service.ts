import { and, desc, eq, sql } from 'drizzle-orm';
import { messages, type AnmeldungAlsHinweis } from '@app/domain';
import type { Db } from '../../db/client';
import { anmeldungenAls, users } from '../../db/schema';
import type { AuthContext, SessionStore } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { HttpError, NotFoundError } from '../../platform/errors';

/**
 * Impersonation (SPEC §6 'original user'): a session of its own for the target user, carrying the
 * administrator as original user, its reason and at most 60 minutes. Recorded (and audited) so the
 * user is told at the next login. The target's last login stays untouched.
 */
export async function anmeldenAls(
  db: Db,
  store: SessionStore,
  admin: AuthContext,
  id: number,
  grund: string,
  minuten: number,
): Promise<string> {
  if (id === admin.user.id) throw new HttpError(409, messages.benutzerSelbst);
  const [target] = await db.select().from(users).where(eq(users.id, id));
  if (!target) throw new NotFoundError();
  if (!target.aktiv || target.anonymisiert_am) throw new HttpError(409, messages.anmeldenAlsInaktiv);
  const bis = new Date(Date.now() + minuten * 60_000).toISOString();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(anmeldungenAls)
      .values({ user_id: id, original_user_id: admin.user.id, grund, bis })
      .returning();
    await writeAudit(tx, admin.actor, 'anmeldungen_als', row!.id, 'create', {
      user_id: { old: null, new: id },
      grund: { old: null, new: grund },
      bis: { old: null, new: bis },
    });
  });
  return store.create(id, { originalUserId: admin.user.id, grund, minutes: minuten });
}

/** Ends an impersonation early: its record gets the real end. */
export async function anmeldenAlsBeendet(db: Db, auth: AuthContext): Promise<void> {
  const originalUserId = auth.actor.originalUserId!;
  const [latest] = await db
    .select({ id: anmeldungenAls.id })
    .from(anmeldungenAls)
    .where(and(eq(anmeldungenAls.user_id, auth.user.id), eq(anmeldungenAls.original_user_id, originalUserId)))
    .orderBy(desc(anmeldungenAls.id))
    .limit(1);
  if (latest)
    await db
      .update(anmeldungenAls)
      .set({ bis: sql`least(${anmeldungenAls.bis}, now())` })
      .where(eq(anmeldungenAls.id, latest.id));
}

/** Impersonations of this user not shown to them yet (none while someone acts as them). */
export async function offeneHinweise(db: Db, auth: AuthContext): Promise<AnmeldungAlsHinweis[]> {
  if (auth.user.originalUser) return [];
  return db
    .select({
      id: anmeldungenAls.id,
      von: sql<string>`(select name from users o where o.id = anmeldungen_als.original_user_id)`,
      grund: anmeldungenAls.grund,
      beginn: anmeldungenAls.beginn,
      bis: anmeldungenAls.bis,
    })
    .from(anmeldungenAls)
    .where(and(eq(anmeldungenAls.user_id, auth.user.id), eq(anmeldungenAls.gesehen, false)))
    .orderBy(anmeldungenAls.id);
}

export async function hinweiseGesehen(db: Db, auth: AuthContext): Promise<void> {
  if (auth.user.originalUser) return;
  await db.update(anmeldungenAls).set({ gesehen: true }).where(eq(anmeldungenAls.user_id, auth.user.id));
}
