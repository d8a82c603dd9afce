import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FilterTerms, SortDir, WidmungZeileFields } from '@app/domain';
import type { Tx } from '../../db/client';
import { ankaeufe, gkaWidmungen, grundkostenanteile, projekte, users } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { orderBy, whereFromTerms, literalLimit } from '../../platform/list-query';
import { countWithProjekt, projektFilters } from '../../platform/projekt';

export const grundkostenanteileTable = versionedTable(grundkostenanteile);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const selection = {
  id: grundkostenanteile.id,
  created: grundkostenanteile.created,
  updated: grundkostenanteile.updated,
  creator_id: grundkostenanteile.creator_id,
  editor_id: grundkostenanteile.editor_id,
  version: grundkostenanteile.version,
  projekt_id: grundkostenanteile.projekt_id,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  kaufpreis_summe: grundkostenanteile.kaufpreis_summe,
  bemerkung: grundkostenanteile.bemerkung,
  creator_name: creator.name,
  editor_name: editor.name,
};
export type GrundkostenanteilRow = NonNullable<Awaited<ReturnType<typeof findGka>>>;

function selectGka(tx: Tx) {
  return tx
    .select(selection)
    .from(grundkostenanteile)
    .innerJoin(projekte, eq(projekte.id, grundkostenanteile.projekt_id))
    .leftJoin(creator, eq(creator.id, grundkostenanteile.creator_id))
    .leftJoin(editor, eq(editor.id, grundkostenanteile.editor_id));
}

export async function findGka(tx: Tx, id: number) {
  const [row] = await selectGka(tx).where(eq(grundkostenanteile.id, id));
  return row;
}

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

const sortColumns = { projektnr: projekte.projektnr, updated: grundkostenanteile.updated };
const filterBuilders = projektFilters(grundkostenanteile.projekt_id);

export async function listGka(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof sortColumns; dir: SortDir; page: number; perPage: number },
) {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, counted] = await Promise.all([
    selectGka(tx)
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], grundkostenanteile.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countWithProjekt(tx, grundkostenanteile, grundkostenanteile.projekt_id, where),
  ]);
  return { rows, ...counted };
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
