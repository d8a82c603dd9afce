import { sql, type SQL } from 'drizzle-orm';
import {
  ankaeufeArea,
  ankaufStatus,
  type Ankauf,
  type AnkaufVerkaeufer,
  type AnkaufZeile,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { ankaeufe, ankaufVerkaeufer, firmen } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { firmaLinks } from '../../platform/firma-links';
import { containsText, everyWord, statusFilter } from '../../platform/list-query';
import { inProjekt } from '../../platform/projekt';

/** Every word in the project's number, name or address, or in a seller's name. */
function fulltextWord(word: string): SQL {
  const seller = sql`exists (select 1 from ${ankaufVerkaeufer} join ${firmen} on ${firmen.id} = ${ankaufVerkaeufer.firma_id}
    where ${ankaufVerkaeufer.ankauf_id} = ${ankaeufe.id} and ${containsText(firmen.name, word)})`;
  return sql`(${inProjekt(ankaeufe.projekt_id, word)} or ${seller})`;
}

const repository = areaRepository({
  area: ankaeufeArea,
  table: ankaeufe,
  columns: {
    status: ankaeufe.status,
    datum: ankaeufe.datum,
    ankaufpreis: ankaeufe.ankaufpreis,
    nutzflaeche: ankaeufe.nutzflaeche,
    gka: ankaeufe.gka,
    doublette: ankaeufe.doublette,
  },
  filters: {
    status: statusFilter(
      ankaeufe.status,
      ankaufStatus.map((s) => s.id),
    ),
    fulltext: everyWord(fulltextWord),
  },
});
export const ankaeufeTable = repository.table;
export const ankaeufeRepository = repository;
export type AnkaufSort = (typeof ankaeufeArea.sortable)[number];

export const findAnkauf = (tx: Tx, id: number): Promise<Ankauf | undefined> => repository.find(tx, id);

const verkaeufer = firmaLinks<AnkaufVerkaeufer>(ankaufVerkaeufer, {
  column: ankaufVerkaeufer.ankauf_id,
  key: 'ankauf_id',
  record: ankaeufe.id,
});
export const { list: listVerkaeufer, find: findVerkaeufer } = verkaeufer;

export function listAnkaeufe(
  tx: Tx,
  params: ListParams<AnkaufSort>,
): Promise<{ rows: AnkaufZeile[]; total: number; capped: boolean }> {
  return repository.list(tx, params, { verkaeufer_namen: verkaeufer.names });
}
