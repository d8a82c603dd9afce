import { and, eq, inArray } from 'drizzle-orm';
import type { DateiResource } from '@app/domain';
import type { Tx } from '../db/client';
import { dateien } from '../db/schema';
import { diffRows, writeAudit } from './audit';
import type { AuthContext } from './auth';

/**
 * For areas that delete records with files (e.g. Projekte): removes their files' rows (audited, in the
 * caller's transaction when given one), after the record's Papierkorb entry kept them; their bytes stay
 * until that entry is purged. Answers how many rows went.
 */
export async function deleteDateienRows(
  tx: Tx,
  actor: AuthContext['actor'],
  resource: DateiResource,
  resourceIds: number[],
): Promise<number> {
  if (!resourceIds.length) return 0;
  const rows = await tx
    .delete(dateien)
    .where(and(eq(dateien.resource, resource), inArray(dateien.resource_id, resourceIds)))
    .returning();
  for (const row of rows) await writeAudit(tx, actor, 'dateien', row.id, 'delete', diffRows(row, null));
  return rows.length;
}
