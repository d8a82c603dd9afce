import { and, asc, eq, or, sql } from 'drizzle-orm';
import { typeaheadLimit, type Ausstattungskategorie, type SpezialausstattungKurz } from '@app/domain';
import type { Tx } from '../../db/client';
import { gebaeudeteile, heizsysteme, spezialausstattungen } from '../../db/schema';
import { containsText, sortKey, literalLimit } from '../../platform/list-query';
import { versionedTable } from '../../platform/versioned-table';

export const spezialausstattungenTable = versionedTable(spezialausstattungen);

const kurz = {
  id: spezialausstattungen.id,
  name: spezialausstattungen.name,
  gebaeudeteil_id: spezialausstattungen.gebaeudeteil_id,
  category_name: gebaeudeteile.name,
  ausstattung_name: spezialausstattungen.ausstattung_name,
  kategorie: spezialausstattungen.kategorie,
};
const asKurz = (
  r: Omit<SpezialausstattungKurz, 'kategorie'> & { kategorie: string },
): SpezialausstattungKurz => ({
  ...r,
  kategorie: r.kategorie as Ausstattungskategorie,
});

function selectKurz(tx: Tx) {
  return tx
    .select(kurz)
    .from(spezialausstattungen)
    .innerJoin(gebaeudeteile, eq(gebaeudeteile.id, spezialausstattungen.gebaeudeteil_id));
}

/**
 * Typeahead (≤ 30, SPEC §7): every word in the name, the feature name or the building part's name;
 * ordered by building part, then name.
 */
export async function searchSpezialausstattungen(tx: Tx, q: string): Promise<SpezialausstattungKurz[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = words.map((w) =>
    or(
      containsText(spezialausstattungen.name, w),
      containsText(spezialausstattungen.ausstattung_name, w),
      containsText(gebaeudeteile.name, w),
    )!,
  );
  const rows = await selectKurz(tx)
    .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(
      asc(spezialausstattungen.gebaeudeteil_id),
      sortKey(spezialausstattungen.name),
      asc(spezialausstattungen.id),
    )
    .limit(literalLimit(typeaheadLimit));
  return rows.map(asKurz);
}

export async function findSpezialausstattung(
  tx: Tx,
  id: number,
): Promise<SpezialausstattungKurz | undefined> {
  const [row] = await selectKurz(tx).where(eq(spezialausstattungen.id, id));
  return row && asKurz(row);
}

/** Whether the building part already has an entry of this name (case-insensitive). */
export async function spezialausstattungNameVergeben(
  tx: Tx,
  gebaeudeteilId: number,
  name: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: spezialausstattungen.id })
    .from(spezialausstattungen)
    .where(
      and(
        eq(spezialausstattungen.gebaeudeteil_id, gebaeudeteilId),
        sql`lower(${spezialausstattungen.name}) = lower(${name.trim()})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function listGebaeudeteile(tx: Tx) {
  return tx.select().from(gebaeudeteile).orderBy(asc(gebaeudeteile.id));
}

export function listHeizsysteme(tx: Tx) {
  return tx.select().from(heizsysteme).orderBy(asc(heizsysteme.id));
}
