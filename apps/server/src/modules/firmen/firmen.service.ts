import { messages, type Firma, type FirmaFields, type FirmaKurz } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { HttpError, orNotFound } from '../../platform/errors';
import { findFirma, findPrivatfirma, firmenRepository, firmenTable } from './firmen.repository';

export async function getFirma(db: Db, id: number): Promise<Firma> {
  return orNotFound(await findFirma(db, id));
}

/** SPEC §5: the FirmenbuchNr is checked as the repository's unique value. */
export function createFirma(db: Db, actor: Actor, fields: FirmaFields): Promise<Firma> {
  return firmenRepository.create(db, actor, fields);
}

export function updateFirma(db: Db, actor: Actor, id: number, version: number, fields: FirmaFields) {
  return firmenRepository.update(db, actor, id, version, fields);
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
  return orNotFound(await findPrivatfirma(db));
}

export function toKurz(f: Pick<Firma, 'id' | 'name' | 'fbnr'>): FirmaKurz {
  return { id: f.id, name: f.name, fbnr: f.fbnr };
}
