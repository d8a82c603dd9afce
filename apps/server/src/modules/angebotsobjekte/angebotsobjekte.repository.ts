import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { angebotsobjekteArea, angebotsobjektStatus, type Angebotsobjekt } from '@app/domain';
import type { Tx } from '../../db/client';
import { angebotsobjekte, koZuordnungen, projekte } from '../../db/schema';
import { areaRepository, nullsLast, type ListParams } from '../../platform/area-repository';
import { containsText, everyWord, sortKey, statusFilter } from '../../platform/list-query';
import { inProjekt } from '../../platform/projekt';

/** The first number in a TopNr ('Top 12a' → 12), so 'Top 2' sorts before 'Top 10'. */
export function topNrOrder(column: PgColumn | SQL): SQL {
  return sql`(substring(${column} from '[0-9]{1,9}'))::integer`;
}

const kaufobjekteAnzahl = sql<number>`(select count(*)::integer from ${koZuordnungen} where ${koZuordnungen.angebotsobjekt_id} = ${angebotsobjekte.id})`;
const topNr = [topNrOrder(angebotsobjekte.top_nr), sortKey(angebotsobjekte.top_nr)];

const repository = areaRepository({
  area: angebotsobjekteArea,
  table: angebotsobjekte,
  columns: {
    top_nr: angebotsobjekte.top_nr,
    flaeche: angebotsobjekte.flaeche,
    zimmer: angebotsobjekte.zimmer,
    preis: angebotsobjekte.preis,
    stand: angebotsobjekte.stand,
    status: angebotsobjekte.status,
    kaufobjekte_anzahl: kaufobjekteAnzahl,
  },
  filters: {
    top_nr: (v) => containsText(angebotsobjekte.top_nr, v),
    status: statusFilter(
      angebotsobjekte.status,
      angebotsobjektStatus.map((s) => s.value),
    ),
    // Every word in the TopNr or in the project's number, name or address.
    fulltext: everyWord(
      (w) => sql`(${containsText(angebotsobjekte.top_nr, w)} or ${inProjekt(angebotsobjekte.projekt_id, w)})`,
    ),
  },
  // Empty values last in both directions.
  sort: {
    projektnr: nullsLast(projekte.projektnr, ...topNr),
    top_nr: nullsLast(...topNr),
    preis: nullsLast(angebotsobjekte.preis),
    flaeche: nullsLast(angebotsobjekte.flaeche),
    status: nullsLast(angebotsobjekte.status),
    stand: nullsLast(angebotsobjekte.stand),
    created: nullsLast(angebotsobjekte.created),
  },
});
export const angebotsobjekteTable = repository.table;
/** Create and update answer the record (the project must exist). */
export const insertAngebotsobjekt = async (...args: Parameters<typeof repository.create>) =>
  (await repository.create(...args)) as Angebotsobjekt;
export const saveAngebotsobjekt = async (...args: Parameters<typeof repository.update>) =>
  (await repository.update(...args)) as Angebotsobjekt;
export type AngebotsobjektSort = (typeof angebotsobjekteArea.sortable)[number];

/** The status column is text; only the three values of the domain are ever written. */
export const findAngebotsobjekt = async (tx: Tx, id: number) =>
  (await repository.find(tx, id)) as Angebotsobjekt | undefined;

export async function listAngebotsobjekte(
  tx: Tx,
  params: ListParams<AngebotsobjektSort>,
): Promise<{ rows: Angebotsobjekt[]; total: number; capped: boolean }> {
  const { rows, ...counted } = await repository.list(tx, params);
  return { rows: rows as Angebotsobjekt[], ...counted };
}

export async function zuordnungenAnzahl(tx: Tx, angebotsobjektId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(koZuordnungen)
    .where(eq(koZuordnungen.angebotsobjekt_id, angebotsobjektId));
  return row?.n ?? 0;
}
