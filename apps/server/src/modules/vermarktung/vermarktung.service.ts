import { type VermarktungDetail, type VermarktungFields } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { vermarktungMakler } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { firmaAssignment } from '../../platform/assignments';
import { orNotFound } from '../../platform/errors';
import {
  findMakler,
  findVermarktung,
  listMakler,
  vermarktungenTable,
  vermarktungRepository,
} from './vermarktung.repository';

export async function getVermarktung(tx: Tx, id: number): Promise<VermarktungDetail> {
  const vermarktung = orNotFound(await findVermarktung(tx, id));
  return { ...vermarktung, makler: await listMakler(tx, id) };
}

/** SPEC §7 brokers: a broker is a firma; added with the Vermarktung's id, or before its first save. */
export const makler = firmaAssignment({
  table: vermarktungMakler,
  parent: vermarktungMakler.vermarktung_id,
  parentExists: async (tx, id) => !!(await findVermarktung(tx, id)),
  find: findMakler,
});

/** Creates the Vermarktung and claims the brokers collected before its first save, in one transaction. */
export async function createVermarktung(
  db: Db,
  actor: Actor,
  input: VermarktungFields & { makler_ids: number[] },
): Promise<VermarktungDetail> {
  const { makler_ids, ...fields } = input;
  const row = await vermarktungRepository.insertRow(db, actor, fields, (tx, id) =>
    makler.claim(tx, actor, makler_ids, id),
  );
  return getVermarktung(db, row.id);
}

export async function updateVermarktung(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: VermarktungFields,
) {
  await vermarktungRepository.updateRow(db, actor, id, version, fields);
  return getVermarktung(db, id);
}

export function deleteVermarktung(db: Db, actor: Actor, id: number): Promise<void> {
  return vermarktungenTable.remove(db, actor, id);
}

export function deleteVermarktungen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return vermarktungenTable.removeMany(db, actor, ids);
}
