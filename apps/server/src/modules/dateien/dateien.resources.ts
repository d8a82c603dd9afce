import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dateiResources, hasPermission, type DateiResource, type PermissionHolder } from '@app/domain';
import type { Tx } from '../../db/client';
import { projekte } from '../../db/schema';
import { ForbiddenError } from '../../platform/errors';

/** The table behind each resource of `dateiResources`; later areas add theirs (the domain map names the permissions). */
const tables: Record<DateiResource, PgTable & { id: PgColumn }> = {
  projekte,
};

export async function resourceExists(tx: Tx, resource: DateiResource, id: number): Promise<boolean> {
  const table = tables[resource];
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return rows.length > 0;
}

/** 403 unless the user may read (or write) the files of this resource. */
export function requireDateiAccess(
  user: PermissionHolder,
  resource: string,
  mode: 'lesen' | 'bearbeiten',
): void {
  const rights = Object.hasOwn(dateiResources, resource)
    ? dateiResources[resource as DateiResource]
    : undefined;
  if (!rights || !hasPermission(user, rights[mode])) throw new ForbiddenError();
}
