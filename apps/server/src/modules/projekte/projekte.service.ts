import { type Projekt, type ProjektDetail, type ProjektFields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { deleteDateienRows } from '../../platform/dateien-rows';
import { orNotFound } from '../../platform/errors';
import {
  findProjekt,
  findProjektByNr,
  listProjektFirmen,
  listProjektUrls,
  projekteRepository,
  projekteTable,
} from './projekte.repository';

export async function getProjekt(db: Db, id: number): Promise<Projekt> {
  return orNotFound(await findProjekt(db, id));
}

export async function getProjektByNr(db: Db, projektnr: number): Promise<Projekt> {
  return orNotFound(await findProjektByNr(db, projektnr));
}

/** The record with its firms (role names) and URLs (type names). */
export async function getProjektDetail(db: Db, id: number): Promise<ProjektDetail> {
  const [projekt, firmen, urls] = await Promise.all([
    getProjekt(db, id),
    listProjektFirmen(db, id),
    listProjektUrls(db, id),
  ]);
  return { ...projekt, firmen, urls };
}

/** The Projektnummer is checked as the repository's unique value. */
export async function createProjekt(db: Db, actor: Actor, fields: ProjektFields): Promise<ProjektDetail> {
  const row = await projekteRepository.insertRow(db, actor, fields);
  return getProjektDetail(db, row.id);
}

export async function updateProjekt(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: ProjektFields,
) {
  await projekteRepository.updateRow(db, actor, id, version, fields);
  return getProjektDetail(db, id);
}

export async function deleteProjekt(db: Db, actor: Actor, id: number): Promise<void> {
  await deleteWithFiles(db, actor, [id], (tx) => projekteTable.remove(tx, actor, id));
}

export function deleteProjekte(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return deleteWithFiles(db, actor, ids, (tx) => projekteTable.removeMany(tx, actor, ids));
}

/**
 * Firms, URLs and notes go with a project by foreign key; its files are rows of any resource: the
 * project's Papierkorb entry keeps them (bytes stay on disk until it is purged), then their rows are
 * deleted (audited) in the same transaction.
 */
async function deleteWithFiles<T>(
  db: Db,
  actor: Actor,
  ids: number[],
  remove: (tx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // A transaction is a Db for versionedTable: its own transaction becomes a savepoint.
    const result = await remove(tx as unknown as Db);
    await deleteDateienRows(tx, actor, 'projekte', ids);
    return result;
  });
}
