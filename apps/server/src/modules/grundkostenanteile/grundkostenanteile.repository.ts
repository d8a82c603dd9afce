import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { grundkostenanteileArea, messages, type WidmungZeileFields } from '@app/domain';
import type { Tx } from '../../db/client';
import { ankaeufe, gkaWidmungen, grundkostenanteile } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';

const repository = areaRepository({
  area: grundkostenanteileArea,
  table: grundkostenanteile,
  columns: { kaufpreis_summe: grundkostenanteile.kaufpreis_summe, bemerkung: grundkostenanteile.bemerkung },
  // One Grundkostenanteil per project (an update keeps its project).
  unique: {
    field: 'projekt_id',
    message: messages.gkaProjektVorhanden,
    taken: async (db, values, id) =>
      values.projekt_id !== undefined && ((await findGkaIdByProjekt(db, values.projekt_id)) ?? id) !== id,
  },
});
export const grundkostenanteileTable = repository.table;
export const grundkostenanteileRepository = repository;
export type GrundkostenanteilRow = NonNullable<Awaited<ReturnType<typeof findGka>>>;

export const findGka = (tx: Tx, id: number) => repository.find(tx, id);
export const listGka = (tx: Tx, params: ListParams<(typeof grundkostenanteileArea.sortable)[number]>) =>
  repository.list(tx, params);

export async function findGkaIdByProjekt(tx: Tx, projektId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: grundkostenanteile.id })
    .from(grundkostenanteile)
    .where(eq(grundkostenanteile.projekt_id, projektId));
  return row?.id;
}

export type WidmungRow = typeof gkaWidmungen.$inferSelect;

export async function widmungenOf(tx: Tx, gkaIds: number[]): Promise<WidmungRow[]> {
  if (!gkaIds.length) return [];
  return tx
    .select()
    .from(gkaWidmungen)
    .where(inArray(gkaWidmungen.grundkostenanteil_id, gkaIds))
    .orderBy(asc(gkaWidmungen.position), asc(gkaWidmungen.id));
}

/** Replaces the widmung rows of a Grundkostenanteil by the given list, in this order. */
export async function replaceWidmungen(tx: Tx, gkaId: number, rows: WidmungZeileFields[]): Promise<void> {
  await tx.delete(gkaWidmungen).where(eq(gkaWidmungen.grundkostenanteil_id, gkaId));
  if (rows.length) {
    await tx
      .insert(gkaWidmungen)
      .values(rows.map((r, position) => ({ ...r, grundkostenanteil_id: gkaId, position })));
  }
}

/** Ankäufe that count for the purchase price sum: not marked Doublette (2) or Ungültig (3). */
const zaehlendeAnkaeufe = and(notInArray(ankaeufe.status, [2, 3]), eq(ankaeufe.doublette, false));

/** Σ ankaufpreis of each project's Ankäufe (the default of the Grundkostenanteil's kaufpreis_summe). */
export async function ankaufSummen(tx: Tx, projektIds: number[]): Promise<Map<number, number>> {
  if (!projektIds.length) return new Map();
  const rows = await tx
    .select({
      projekt_id: ankaeufe.projekt_id,
      summe: sql<string>`coalesce(sum(${ankaeufe.ankaufpreis}), 0)`,
    })
    .from(ankaeufe)
    .where(and(inArray(ankaeufe.projekt_id, projektIds), zaehlendeAnkaeufe))
    .groupBy(ankaeufe.projekt_id);
  return new Map(rows.map((r) => [r.projekt_id, Number(r.summe)]));
}
