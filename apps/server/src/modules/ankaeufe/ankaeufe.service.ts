import type { AnkaufDetail, AnkaufFields } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { ankaufVerkaeufer } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { firmaAssignment } from '../../platform/assignments';
import { orNotFound } from '../../platform/errors';
import {
  ankaeufeRepository,
  ankaeufeTable,
  findAnkauf,
  findVerkaeufer,
  listVerkaeufer,
} from './ankaeufe.repository';

export async function getAnkauf(tx: Tx, id: number): Promise<AnkaufDetail> {
  const ankauf = orNotFound(await findAnkauf(tx, id));
  return { ...ankauf, verkaeufer: await listVerkaeufer(tx, id) };
}

/** SPEC §7 sellers: a seller is a firma; added with the Ankauf's id, or before its first save. */
export const verkaeufer = firmaAssignment({
  table: ankaufVerkaeufer,
  parent: ankaufVerkaeufer.ankauf_id,
  parentExists: async (tx, id) => !!(await findAnkauf(tx, id)),
  find: findVerkaeufer,
});

/**
 * Creates the Ankauf and claims the sellers collected before its first save (`verkaeufer_ids`: rows
 * without Ankauf that this user added), in one transaction.
 */
export async function createAnkauf(
  db: Db,
  actor: Actor,
  input: AnkaufFields & { verkaeufer_ids: number[] },
): Promise<AnkaufDetail> {
  const { verkaeufer_ids, ...fields } = input;
  const row = await ankaeufeRepository.insertRow(db, actor, fields, (tx, id) =>
    verkaeufer.claim(tx, actor, verkaeufer_ids, id),
  );
  return getAnkauf(db, row.id);
}

export async function updateAnkauf(db: Db, actor: Actor, id: number, version: number, fields: AnkaufFields) {
  await ankaeufeRepository.updateRow(db, actor, id, version, fields);
  return getAnkauf(db, id);
}

export function deleteAnkauf(db: Db, actor: Actor, id: number): Promise<void> {
  return ankaeufeTable.remove(db, actor, id);
}

export function deleteAnkaeufe(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return ankaeufeTable.removeMany(db, actor, ids);
}
