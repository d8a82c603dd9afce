import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages } from '@app/domain';
import type { Tx } from '../../db/client';
import { ankaeufe, projekte } from '../../db/schema';
import { ValidationError } from '../../platform/errors';
import { containsNormalized, countUpTo } from '../../platform/list-query';

/**
 * Shared by the valuation modules (Grundkostenanteil, Zertifizierungen, Nutzwertgutachten): every record
 * belongs to one project, picked in the form and filtered in the lists.
 */
export async function requireProjekt(
  tx: Tx,
  projektId: number,
): Promise<{ id: number; projektnr: number; name: string }> {
  const [row] = await tx
    .select({ id: projekte.id, projektnr: projekte.projektnr, name: projekte.name })
    .from(projekte)
    .where(eq(projekte.id, projektId));
  if (!row) throw ValidationError.field('projekt_id', messages.bwProjektNichtGefunden);
  return row;
}

const never = sql`false`;
const wholeNumber = (value: string): number | null =>
  /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;

/** Filter builders for `projekt_id:`, `projektnr:` and project words in `fulltext:` of a list. */
export function projektFilters(projektIdColumn: PgColumn): Record<string, (value: string) => SQL> {
  return {
    projekt_id: (v) => {
      const n = wholeNumber(v);
      return n === null ? never : eq(projektIdColumn, n);
    },
    projektnr: (v) => {
      const n = wholeNumber(v);
      return n === null ? never : eq(projekte.projektnr, n);
    },
    fulltext: (v) => {
      const words = v.split(/\s+/).filter(Boolean);
      return and(...words.map((w) => containsNormalized(projekte.suche, w)))!;
    },
  };
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

/** Counts a list's matching rows up to countCap; the project filters reach into projekte, so it is joined. */
export function countWithProjekt(
  tx: Tx,
  table: PgTable,
  projektIdColumn: PgColumn,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  return countUpTo(tx, table, where, { table: projekte, on: eq(projekte.id, projektIdColumn) });
}
