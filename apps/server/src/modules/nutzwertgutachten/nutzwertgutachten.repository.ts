import { asc, eq, inArray } from 'drizzle-orm';
import { nutzwertgutachtenArea, nutzwertStatusListe } from '@app/domain';
import type { Tx } from '../../db/client';
import { nutzwertgutachten, weObjekte } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { containsText, statusFilter } from '../../platform/list-query';

const repository = areaRepository({
  area: nutzwertgutachtenArea,
  table: nutzwertgutachten,
  columns: {
    status: nutzwertgutachten.status,
    gutachter: nutzwertgutachten.gutachter,
    datum: nutzwertgutachten.datum,
    gericht: nutzwertgutachten.gericht,
    tz: nutzwertgutachten.tz,
  },
  filters: {
    status: statusFilter(
      nutzwertgutachten.status,
      nutzwertStatusListe.map((s) => s.id),
    ),
    gutachter: (v) => containsText(nutzwertgutachten.gutachter, v),
  },
});
export const nutzwertgutachtenTable = repository.table;
export const nutzwertgutachtenRepository = repository;
export type GutachtenRow = NonNullable<Awaited<ReturnType<typeof findGutachten>>>;

export const findGutachten = (tx: Tx, id: number) => repository.find(tx, id);
export const listGutachten = (tx: Tx, params: ListParams<(typeof nutzwertgutachtenArea.sortable)[number]>) =>
  repository.list(tx, params);

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
