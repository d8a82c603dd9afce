import type { __Name__, __Name__Fields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { NotFoundError } from '../../platform/errors';
import { requireProjekt } from '../../platform/projekt';
import { find__Name__, __key__Table } from './__key__.repository';

export async function get__Name__(db: Db, id: number): Promise<__Name__> {
  const row = await find__Name__(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function create__Name__(db: Db, actor: Actor, fields: __Name__Fields): Promise<__Name__> {
  await requireProjekt(db, fields.projekt_id);
  const row = await __key__Table.insert(db, actor, fields);
  return get__Name__(db, row.id);
}

export async function update__Name__(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: __Name__Fields,
): Promise<__Name__> {
  await requireProjekt(db, fields.projekt_id);
  await __key__Table.update(db, actor, id, version, fields);
  return get__Name__(db, id);
}
