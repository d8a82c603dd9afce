import type { Person, PersonFields, PersonKurz } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { orNotFound } from '../../platform/errors';
import { findPerson, insertPerson, personenTable, savePerson } from './personen.repository';

export async function getPerson(db: Db, id: number): Promise<Person> {
  return orNotFound(await findPerson(db, id));
}

export const createPerson = (db: Db, actor: Actor, fields: PersonFields): Promise<Person> =>
  insertPerson(db, actor, fields);

export const updatePerson = (
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: PersonFields,
): Promise<Person> => savePerson(db, actor, id, version, fields);

export function deletePerson(db: Db, actor: Actor, id: number): Promise<void> {
  return personenTable.remove(db, actor, id);
}

export function deletePersonen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return personenTable.removeMany(db, actor, ids);
}

export function toKurz(p: Pick<Person, 'id' | 'vorname' | 'nachname'>): PersonKurz {
  return { id: p.id, vorname: p.vorname, nachname: p.nachname };
}
