import type { Zertifizierung, ZertifizierungFields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { orNotFound } from '../../platform/errors';
import {
  findZertifizierung,
  insertZertifizierung,
  saveZertifizierung,
  zertifizierungenTable,
} from './zertifizierungen.repository';

// The schema (packages/domain) already rejected a class not of the type with 422; the server never stores one.

export async function getZertifizierung(db: Db, id: number): Promise<Zertifizierung> {
  return orNotFound(await findZertifizierung(db, id));
}

export const createZertifizierung = (
  db: Db,
  actor: Actor,
  fields: ZertifizierungFields,
): Promise<Zertifizierung> => insertZertifizierung(db, actor, fields);

export const updateZertifizierung = (
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: ZertifizierungFields,
): Promise<Zertifizierung> => saveZertifizierung(db, actor, id, version, fields);

export function deleteZertifizierung(db: Db, actor: Actor, id: number): Promise<void> {
  return zertifizierungenTable.remove(db, actor, id);
}

export function deleteZertifizierungen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return zertifizierungenTable.removeMany(db, actor, ids);
}
