import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Datei } from '@app/domain';
import type { Tx } from '../../db/client';
import { dateien } from '../../db/schema';
import { creator } from '../../platform/area-repository';
import { versionedTable } from '../../platform/versioned-table';

export const dateienTable = versionedTable(dateien);

// Every column but the storage key (asked for only where the bytes are read), with the creator's name.
const { storage_key: _storageKey, ...columns } = getTableColumns(dateien);
const selection = { ...columns, creator_name: creator.name };

export type DateiRow = Datei & { storage_key: string };

export async function findDatei(tx: Tx, id: number): Promise<DateiRow | undefined> {
  const [row] = await tx
    .select({ ...selection, storage_key: dateien.storage_key })
    .from(dateien)
    .leftJoin(creator, eq(creator.id, dateien.creator_id))
    .where(eq(dateien.id, id));
  return row;
}

/** A record's files, newest first. */
export function listDateien(tx: Tx, resource: string, resourceId: number): Promise<Datei[]> {
  return tx
    .select(selection)
    .from(dateien)
    .leftJoin(creator, eq(creator.id, dateien.creator_id))
    .where(and(eq(dateien.resource, resource), eq(dateien.resource_id, resourceId)))
    .orderBy(desc(dateien.id));
}
