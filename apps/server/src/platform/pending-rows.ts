import { and, eq, getTableColumns, getTableName, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { Actor } from './auth';
import { writeAudit } from './audit';

type ChildTable = PgTable & { id: PgColumn; creator_id: PgColumn };

/**
 * Child rows (buyers, sellers, brokers) added before their record's first save carry no parent; the
 * create call claims those of `ids` that this user added and that are still unclaimed, in its
 * transaction, each audited. Answers the claimed ids.
 */
export async function claimPendingRows(
  tx: Tx,
  actor: Actor,
  table: ChildTable,
  parent: PgColumn,
  ids: readonly number[],
  parentId: number,
): Promise<number[]> {
  if (!ids.length) return [];
  const parentKey = Object.entries(getTableColumns(table)).find(([, column]) => column === parent)?.[0];
  if (!parentKey) throw new Error(`${parent.name} is not a column of ${getTableName(table)}`);
  // Drizzle's generic update does not follow a table parameter; the cast stays here.
  const claimed = (await tx
    .update(table)
    .set({ [parentKey]: parentId } as never)
    .where(and(inArray(table.id, [...ids]), isNull(parent), eq(table.creator_id, actor.userId)))
    .returning({ id: table.id })) as { id: number }[];
  for (const { id } of claimed) {
    await writeAudit(tx, actor, getTableName(table), id, 'update', {
      [parent.name]: { old: null, new: parentId },
    });
  }
  return claimed.map((c) => c.id);
}
