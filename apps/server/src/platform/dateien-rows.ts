import { and, eq, inArray } from 'drizzle-orm';
import type { DateiResource } from '@app/domain';
import type { Tx } from '../db/client';
import { dateien } from '../db/schema';
import { diffRows, writeAudit } from './audit';
import type { AuthContext } from './auth';

/**
 * For areas that delete records with files (e.g. Projekte): removes their files' rows (audited, in the
 * caller's transaction when given one) and answers the storage keys to remove after the commit.
 */
export async function deleteDateienRows(
  tx: Tx,
  actor: AuthContext['actor'],
  resource: DateiResource,
  resourceIds: number[],
): Promise<string[]> {
  if (!resourceIds.length) return [];
  const rows = await tx
    .delete(dateien)
    .where(and(eq(dateien.resource, resource), inArray(dateien.resource_id, resourceIds)))
    .returning();
  for (const row of rows) await writeAudit(tx, actor, 'dateien', row.id, 'delete', diffRows(row, null));
  return rows.map((r) => r.storage_key);
}
