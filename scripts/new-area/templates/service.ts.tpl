import type { __Name__, __Name__Fields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { NotFoundError } from '../../platform/errors';
import { find__Name__, insert__Name__, save__Name__ } from './__key__.repository';

export async function get__Name__(db: Db, id: number): Promise<__Name__> {
  const row = await find__Name__(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export function create__Name__(db: Db, actor: Actor, fields: __Name__Fields): Promise<__Name__> {
  return insert__Name__(db, actor, fields);
}

export function update__Name__(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: __Name__Fields,
): Promise<__Name__> {
  return save__Name__(db, actor, id, version, fields);
}
