import { eq } from 'drizzle-orm';
import type { FrontendBenutzer, FrontendBenutzerFields } from '@app/domain';
import type { Db } from '../../db/client';
import { kunden } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { orNotFound, ValidationError } from '../../platform/errors';
import {
  emailVergeben,
  findFrontendBenutzer,
  frontendBenutzerTable,
  insertFrontendBenutzer,
  saveFrontendBenutzer,
} from './frontendbenutzer.repository';

export async function getFrontendBenutzer(db: Db, id: number): Promise<FrontendBenutzer> {
  return orNotFound(await findFrontendBenutzer(db, id));
}

async function pruefen(db: Db, fields: FrontendBenutzerFields, id: number | null) {
  const [kunde] = await db.select({ id: kunden.id }).from(kunden).where(eq(kunden.id, fields.kunde_id));
  if (!kunde) throw ValidationError.field('kunde_id', 'Diesen Kunden gibt es nicht.');
  if (await emailVergeben(db, fields.email, id))
    throw ValidationError.field('email', 'Diese E-Mail-Adresse ist bereits vergeben.');
}

export async function createFrontendBenutzer(
  db: Db,
  actor: Actor,
  fields: FrontendBenutzerFields,
): Promise<FrontendBenutzer> {
  await pruefen(db, fields, null);
  return insertFrontendBenutzer(db, actor, fields);
}

export async function updateFrontendBenutzer(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: FrontendBenutzerFields,
): Promise<FrontendBenutzer> {
  await pruefen(db, fields, id);
  return saveFrontendBenutzer(db, actor, id, version, fields);
}

export const deleteFrontendBenutzer = (db: Db, actor: Actor, id: number) =>
  frontendBenutzerTable.remove(db, actor, id);
export const deleteFrontendBenutzerListe = (db: Db, actor: Actor, ids: number[]) =>
  frontendBenutzerTable.removeMany(db, actor, ids);
