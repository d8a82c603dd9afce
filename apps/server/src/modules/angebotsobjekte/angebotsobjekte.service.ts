import { messages, type Angebotsobjekt, type AngebotsobjektFields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { orNotFound, ValidationError } from '../../platform/errors';
import {
  angebotsobjekteTable,
  findAngebotsobjekt,
  insertAngebotsobjekt,
  saveAngebotsobjekt,
  zuordnungenAnzahl,
} from './angebotsobjekte.repository';
import { requireProjekt } from '../../platform/projekt';

export async function getAngebotsobjekt(db: Db, id: number): Promise<Angebotsobjekt> {
  return orNotFound(await findAngebotsobjekt(db, id));
}

export async function createAngebotsobjekt(
  db: Db,
  actor: Actor,
  fields: AngebotsobjektFields,
): Promise<Angebotsobjekt> {
  return insertAngebotsobjekt(db, actor, fields);
}

/** Assigned Kaufobjekte belong to the project: while there are any, the project stays. */
export async function updateAngebotsobjekt(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: AngebotsobjektFields,
): Promise<Angebotsobjekt> {
  const current = await getAngebotsobjekt(db, id);
  if (current.projekt_id !== fields.projekt_id) {
    await requireProjekt(db, fields.projekt_id);
    if ((await zuordnungenAnzahl(db, id)) > 0)
      throw ValidationError.field('projekt_id', messages.aoProjektWechsel);
  }
  return saveAngebotsobjekt(db, actor, id, version, fields);
}

/** Its KO-Zuordnungen go with it (the Kaufobjekte stay). */
export function deleteAngebotsobjekt(db: Db, actor: Actor, id: number): Promise<void> {
  return angebotsobjekteTable.remove(db, actor, id);
}

export function deleteAngebotsobjekte(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return angebotsobjekteTable.removeMany(db, actor, ids);
}
