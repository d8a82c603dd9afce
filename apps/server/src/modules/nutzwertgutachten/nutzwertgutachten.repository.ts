import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FilterTerms, SortDir } from '@app/domain';
import type { Tx } from '../../db/client';
import { nutzwertgutachten, projekte, users, weObjekte } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { containsText, orderBy, whereFromTerms, literalLimit } from '../../platform/list-query';
import { countWithProjekt, projektFilters } from '../../platform/projekt';

export const nutzwertgutachtenTable = versionedTable(nutzwertgutachten);

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');

const selection = {
  id: nutzwertgutachten.id,
  created: nutzwertgutachten.created,
  updated: nutzwertgutachten.updated,
  creator_id: nutzwertgutachten.creator_id,
  editor_id: nutzwertgutachten.editor_id,
  version: nutzwertgutachten.version,
  projekt_id: nutzwertgutachten.projekt_id,
  projektnr: projekte.projektnr,
  projekt_name: projekte.name,
  status: nutzwertgutachten.status,
  gutachter: nutzwertgutachten.gutachter,
  datum: nutzwertgutachten.datum,
  gericht: nutzwertgutachten.gericht,
  tz: nutzwertgutachten.tz,
  creator_name: creator.name,
  editor_name: editor.name,
};

function selectGutachten(tx: Tx) {
  return tx
    .select(selection)
    .from(nutzwertgutachten)
    .innerJoin(projekte, eq(projekte.id, nutzwertgutachten.projekt_id))
    .leftJoin(creator, eq(creator.id, nutzwertgutachten.creator_id))
    .leftJoin(editor, eq(editor.id, nutzwertgutachten.editor_id));
}
export type GutachtenRow = NonNullable<Awaited<ReturnType<typeof findGutachten>>>;

export async function findGutachten(tx: Tx, id: number) {
  const [row] = await selectGutachten(tx).where(eq(nutzwertgutachten.id, id));
  return row;
}

export type WeObjektRow = typeof weObjekte.$inferSelect;

export async function weObjekteOf(tx: Tx, ids: number[]): Promise<WeObjektRow[]> {
  if (!ids.length) return [];
  return tx
    .select()
    .from(weObjekte)
    .where(inArray(weObjekte.nutzwertgutachten_id, ids))
    .orderBy(asc(weObjekte.position), asc(weObjekte.id));
}

/** Replaces the WE-Objekte of an appraisal by the given rows (nutzwert already computed), in this order. */
export async function replaceWeObjekte(
  tx: Tx,
  gutachtenId: number,
  rows: Omit<WeObjektRow, 'id' | 'nutzwertgutachten_id' | 'position'>[],
): Promise<void> {
  await tx.delete(weObjekte).where(eq(weObjekte.nutzwertgutachten_id, gutachtenId));
  if (rows.length) {
    await tx
      .insert(weObjekte)
      .values(rows.map((r, position) => ({ ...r, nutzwertgutachten_id: gutachtenId, position })));
  }
}

const never = () => eq(nutzwertgutachten.id, -1);
const filterBuilders: Record<string, (value: string) => SQL> = {
  ...projektFilters(nutzwertgutachten.projekt_id),
  status: (v) => (/^[0-3]$/.test(v.trim()) ? eq(nutzwertgutachten.status, Number(v.trim())) : never()),
  gutachter: (v) => containsText(nutzwertgutachten.gutachter, v),
};
const sortColumns = {
  projektnr: projekte.projektnr,
  datum: nutzwertgutachten.datum,
  status: nutzwertgutachten.status,
  updated: nutzwertgutachten.updated,
};

export async function listGutachten(
  tx: Tx,
  params: { terms: FilterTerms; sort: keyof typeof sortColumns; dir: SortDir; page: number; perPage: number },
) {
  const where = whereFromTerms(params.terms, filterBuilders);
  const [rows, counted] = await Promise.all([
    selectGutachten(tx)
      .where(where)
      .orderBy(...orderBy(sortColumns[params.sort], nutzwertgutachten.id, params.dir))
      .limit(literalLimit(params.perPage))
      .offset((params.page - 1) * params.perPage),
    countWithProjekt(tx, nutzwertgutachten, nutzwertgutachten.projekt_id, where),
  ]);
  return { rows, ...counted };
}
