import { desc, eq, or, sql } from 'drizzle-orm';
import { protokollLimit, type ProtokollZeile } from '@app/domain';
import type { Tx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { NotFoundError } from '../../platform/errors';

/**
 * The latest audit rows written by this user or in their name (both user_id indexes serve it); 404 for a
 * user that does not exist (never did, or was deleted), not an empty list.
 */
export async function protokoll(tx: Tx, userId: number): Promise<ProtokollZeile[]> {
  const [rows, [user]] = await Promise.all([
    protokollZeilen(tx, userId),
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)),
  ]);
  if (!user) throw new NotFoundError();
  return rows;
}

function protokollZeilen(tx: Tx, userId: number): Promise<ProtokollZeile[]> {
  return tx
    .select({
      id: auditLog.id,
      at: auditLog.at,
      table_name: auditLog.table_name,
      record_id: auditLog.record_id,
      action: auditLog.action,
      user_name: sql<string | null>`(select name from users u where u.id = audit_log.user_id)`,
      original_user_name: sql<
        string | null
      >`(select name from users o where o.id = audit_log.original_user_id)`,
    })
    .from(auditLog)
    .where(or(eq(auditLog.user_id, userId), eq(auditLog.original_user_id, userId)))
    .orderBy(desc(auditLog.id))
    .limit(protokollLimit);
}
