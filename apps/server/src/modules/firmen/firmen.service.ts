import { messages, type Firma, type FirmaFields, type FirmaKurz } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { databaseErrorCode, HttpError, NotFoundError, ValidationError } from '../../platform/errors';
import {
  findFirma,
  findFirmaByFbnr,
  findPrivatfirma,
  firmaFromSaved,
  firmenTable,
} from './firmen.repository';

const uniqueViolation = '23505';

export async function getFirma(db: Db, id: number): Promise<Firma> {
  const firma = await findFirma(db, id);
  if (!firma) throw new NotFoundError();
  return firma;
}

/** SPEC §5: a FirmenbuchNr exists once; the unique index catches a concurrent twin the check missed. */
async function uniqueFbnr<T>(
  db: Db,
  fields: FirmaFields,
  excludeId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (fields.fbnr && (await findFirmaByFbnr(db, fields.fbnr, excludeId))) {
    throw ValidationError.field('fbnr', messages.fbnrVorhanden);
  }
  try {
    return await write();
  } catch (error) {
    if (databaseErrorCode(error) === uniqueViolation)
      throw ValidationError.field('fbnr', messages.fbnrVorhanden);
    throw error;
  }
}

export async function createFirma(db: Db, actor: Actor, fields: FirmaFields): Promise<Firma> {
  const row = await uniqueFbnr(db, fields, undefined, () => firmenTable.insert(db, actor, fields));
  return getFirma(db, row.id);
}

export async function updateFirma(db: Db, actor: Actor, id: number, version: number, fields: FirmaFields) {
  return firmaFromSaved(
    await uniqueFbnr(db, fields, id, () => firmenTable.update(db, actor, id, version, fields)),
  );
}

/** 'Privat' stands for all private buyers (DOMAIN) and stays. */
async function refusePrivatfirma(db: Db, ids: number[]) {
  const privat = await findPrivatfirma(db);
  if (privat && ids.includes(privat.id)) throw new HttpError(409, messages.nochVerwendet);
}

export async function deleteFirma(db: Db, actor: Actor, id: number): Promise<void> {
  await refusePrivatfirma(db, [id]);
  // A firm still in use: the shared error handler answers 409 and names where (platform/errors.ts).
  return firmenTable.remove(db, actor, id);
}

export async function deleteFirmen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  await refusePrivatfirma(db, ids);
  return firmenTable.removeMany(db, actor, ids);
}

export async function getPrivatfirma(db: Db): Promise<FirmaKurz> {
  const privat = await findPrivatfirma(db);
  if (!privat) throw new NotFoundError();
  return privat;
}

export function toKurz(f: Pick<Firma, 'id' | 'name' | 'fbnr'>): FirmaKurz {
  return { id: f.id, name: f.name, fbnr: f.fbnr };
}
