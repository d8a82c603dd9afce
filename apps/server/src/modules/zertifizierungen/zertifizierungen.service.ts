import type { Zertifizierung, ZertifizierungFields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { NotFoundError } from '../../platform/errors';
import { requireProjekt } from '../../platform/projekt';
import { findZertifizierung, zertifizierungenTable } from './zertifizierungen.repository';

// The schema (packages/domain) already rejected a class not of the type with 422; the server never stores one.

export async function getZertifizierung(db: Db, id: number): Promise<Zertifizierung> {
  const row = await findZertifizierung(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function createZertifizierung(
  db: Db,
  actor: Actor,
  fields: ZertifizierungFields,
): Promise<Zertifizierung> {
  await requireProjekt(db, fields.projekt_id);
  const row = await zertifizierungenTable.insert(db, actor, fields);
  return getZertifizierung(db, row.id);
}

export async function updateZertifizierung(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: ZertifizierungFields,
): Promise<Zertifizierung> {
  await requireProjekt(db, fields.projekt_id);
  await zertifizierungenTable.update(db, actor, id, version, fields);
  return getZertifizierung(db, id);
}

export function deleteZertifizierung(db: Db, actor: Actor, id: number): Promise<void> {
  return zertifizierungenTable.remove(db, actor, id);
}

export function deleteZertifizierungen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return zertifizierungenTable.removeMany(db, actor, ids);
}
