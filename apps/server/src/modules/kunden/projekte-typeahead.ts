import { or, sql } from 'drizzle-orm';
import type { IdName } from '@app/domain';
import type { Tx } from '../../db/client';
import { projekte } from '../../db/schema';
import { containsNormalized, escapeLike, literalLimit } from '../../platform/list-query';

/** Projects for the monitor's filter: number prefix or name/address contains `q`; name 'Projektnr Name'. */
export async function searchProjekte(tx: Tx, q: string): Promise<IdName[]> {
  const t = q.trim();
  const rows = await tx
    .select({ id: projekte.id, projektnr: projekte.projektnr, name: projekte.name })
    .from(projekte)
    .where(
      t
        ? or(
            sql`${projekte.projektnr}::text like ${`${escapeLike(t)}%`}`,
            containsNormalized(projekte.suche, t),
          )
        : undefined,
    )
    .orderBy(projekte.projektnr)
    .limit(literalLimit(30));
  return rows.map((r) => ({ id: r.id, name: `${r.projektnr} ${r.name}` }));
}
