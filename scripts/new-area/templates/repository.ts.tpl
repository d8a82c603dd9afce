import { __key__Area, __key__Status, type __Name__, type __Name__Fields } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { __key__ } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import type { Actor } from '../../platform/auth';
import { containsText, statusFilter } from '../../platform/list-query';

const repository = areaRepository({
  area: __key__Area,
  table: __key__,
  columns: {
    datum: __key__.datum,
    bezeichnung: __key__.bezeichnung,
    status: __key__.status,
    bemerkung: __key__.bemerkung,
  },
  filters: {
    bezeichnung: (v) => containsText(__key__.bezeichnung, v),
    status: statusFilter(
      __key__.status,
      __key__Status.map((s) => s.id),
    ),
  },
});
export const __key__Table = repository.table;

export function find__Name__(tx: Tx, id: number): Promise<__Name__ | undefined> {
  return repository.find(tx, id);
}

/** Creates the record (its project must exist: 422 on projekt_id otherwise) and answers it. */
export function insert__Name__(db: Db, actor: Actor, fields: __Name__Fields): Promise<__Name__> {
  return repository.create(db, actor, fields);
}

/** Saves with the version (409 on a stale one) and answers the record. */
export function save__Name__(db: Db, actor: Actor, id: number, version: number, fields: __Name__Fields) {
  return repository.update(db, actor, id, version, fields);
}

export function list__Name__(tx: Tx, params: ListParams<(typeof __key__Area.sortable)[number]>) {
  return repository.list(tx, params);
}
