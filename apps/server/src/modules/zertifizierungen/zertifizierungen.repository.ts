import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FilterTerms, SortDir, Zertifizierung, ZertifizierungsTyp } from '@app/domain';
import { zertifizierungsTypName } from '@app/domain';
import type { Tx } from '../../db/client';
import { projekte, users, zertifizierungen } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsText, orderBy, whereFromTerms, literalLimit } from '../../platform/list-query';
import { countWithProjekt, projektFilters } from '../../platform/projekt';

export const zertifizierungenTable = versionedTable(zertifizierungen);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const selection = {
  id: zertifizierungen.id,
  created: zertifizierungen.created,
  updated: zertifizierungen.updated,
  creator_id: zertifizierungen.creator_id,
  editor_id: zertifizierungen.editor_id,
  version: zertifizierungen.version,
  projekt_id: zertifizierungen.projekt_id,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  typ_id: zertifizierungen.typ_id,
  klasse: zertifizierungen.klasse,
  datum: zertifizierungen.datum,
  bemerkung: zertifizierungen.bemerkung,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectZertifizierungen(tx: Tx) {
  return tx
    .select(selection)
    .from(zertifizierungen)
    .innerJoin(projekte, eq(projekte.id, zertifizierungen.projekt_id))
    .leftJoin(creator, eq(creator.id, zertifizierungen.creator_id))
    .leftJoin(editor, eq(editor.id, zertifizierungen.editor_id));
}

const present = (
  row: Awaited<ReturnType<ReturnType<typeof selectZertifizierungen>['execute']>>[number],
): Zertifizierung => ({
  ...row,
  typ_id: row.typ_id as ZertifizierungsTyp,
  typ_name: zertifizierungsTypName(row.typ_id),
});

export async function findZertifizierung(tx: Tx, id: number): Promise<Zertifizierung | undefined> {
  const [row] = await selectZertifizierungen(tx).where(eq(zertifizierungen.id, id));
  return row && present(row);
}

const filterBuilders: Record<string, (value: string) => SQL> = {
  ...projektFilters(zertifizierungen.projekt_id),
  typ_id: (v) => eq(zertifizierungen.typ_id, v.trim()),
  klasse: (v) => containsText(zertifizierungen.klasse, v),
};
const sortColumns = {
  projektnr: projekte.projektnr,
  typ_id: zertifizierungen.typ_id,
  datum: zertifizierungen.datum,
  updated: zertifizierungen.updated,
};

export async function listZertifizierungen(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof sortColumns; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Zertifizierung[]; total: number; capped: boolean }> {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, counted] = await Promise.all([
    selectZertifizierungen(tx)
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], zertifizierungen.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countWithProjekt(tx, zertifizierungen, zertifizierungen.projekt_id, where),
  ]);
  return { rows: rows.map(present), ...counted };
}
