import { sql, type SQL } from 'drizzle-orm';
import {
  vermarktungArea,
  type Vermarktung,
  type VermarktungMakler,
  type VermarktungZeile,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { firmen, vermarktungen, vermarktungMakler } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { firmaLinks } from '../../platform/firma-links';
import { containsText, everyWord } from '../../platform/list-query';
import { inProjekt } from '../../platform/projekt';

/** Every word in the project's number, name or address, the website, or a broker's name. */
function fulltextWord(word: string): SQL {
  const makler = sql`exists (select 1 from ${vermarktungMakler} join ${firmen} on ${firmen.id} = ${vermarktungMakler.firma_id}
    where ${vermarktungMakler.vermarktung_id} = ${vermarktungen.id} and ${containsText(firmen.name, word)})`;
  return sql`(${inProjekt(vermarktungen.projekt_id, word)} or ${containsText(vermarktungen.website, word)} or ${makler})`;
}

const repository = areaRepository({
  area: vermarktungArea,
  table: vermarktungen,
  columns: {
    vermarktungsstart: vermarktungen.vermarktungsstart,
    website: vermarktungen.website,
    provision: vermarktungen.provision,
  },
  filters: { fulltext: everyWord(fulltextWord) },
});
export const vermarktungenTable = repository.table;
export const vermarktungRepository = repository;
export type VermarktungSort = (typeof vermarktungArea.sortable)[number];

export const findVermarktung = (tx: Tx, id: number): Promise<Vermarktung | undefined> =>
  repository.find(tx, id);

const makler = firmaLinks<VermarktungMakler>(
  vermarktungMakler,
  { column: vermarktungMakler.vermarktung_id, key: 'vermarktung_id', record: vermarktungen.id },
  { ist_makler: firmen.ist_makler },
);
export const { list: listMakler, find: findMakler } = makler;

export function listVermarktungen(
  tx: Tx,
  params: ListParams<VermarktungSort>,
): Promise<{ rows: VermarktungZeile[]; total: number; capped: boolean }> {
  return repository.list(tx, params, { makler_namen: makler.names });
}
