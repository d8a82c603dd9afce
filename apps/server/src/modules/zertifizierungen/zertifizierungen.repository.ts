import { eq } from 'drizzle-orm';
import {
  zertifizierungenArea,
  zertifizierungsTypName,
  type Zertifizierung,
  type ZertifizierungFields,
  type ZertifizierungsTyp,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { zertifizierungen } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import type { Actor } from '../../platform/auth';
import { containsText } from '../../platform/list-query';

const repository = areaRepository({
  area: zertifizierungenArea,
  table: zertifizierungen,
  columns: {
    typ_id: zertifizierungen.typ_id,
    klasse: zertifizierungen.klasse,
    datum: zertifizierungen.datum,
    bemerkung: zertifizierungen.bemerkung,
  },
  filters: {
    typ_id: (v) => eq(zertifizierungen.typ_id, v.trim()),
    klasse: (v) => containsText(zertifizierungen.klasse, v),
  },
});
export const zertifizierungenTable = repository.table;

type Row = NonNullable<Awaited<ReturnType<typeof repository.find>>>;
const present = (row: Row): Zertifizierung => ({
  ...row,
  typ_id: row.typ_id as ZertifizierungsTyp,
  typ_name: zertifizierungsTypName(row.typ_id),
});

export async function findZertifizierung(tx: Tx, id: number): Promise<Zertifizierung | undefined> {
  const row = await repository.find(tx, id);
  return row && present(row);
}

/** Creates (the project must exist) and answers the record. */
export async function insertZertifizierung(
  db: Db,
  actor: Actor,
  fields: ZertifizierungFields,
): Promise<Zertifizierung> {
  return present(await repository.create(db, actor, fields));
}

export async function saveZertifizierung(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: ZertifizierungFields,
) {
  return present(await repository.update(db, actor, id, version, fields));
}

export async function listZertifizierungen(
  tx: Tx,
  params: ListParams<(typeof zertifizierungenArea.sortable)[number]>,
): Promise<{ rows: Zertifizierung[]; total: number; capped: boolean }> {
  const { rows, ...counted } = await repository.list(tx, params);
  return { rows: rows.map(present), ...counted };
}
