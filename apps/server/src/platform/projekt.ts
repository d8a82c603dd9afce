import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { messages, wholeNumber } from '@app/domain';
import type { Tx } from '../db/client';
import { projekte } from '../db/schema';
import { ValidationError } from './errors';
import { containsNormalized, countUpTo } from './list-query';

// Project helpers shared by the areas whose records belong to one project (picked in the form, filtered in lists).

export async function findProjekt(tx: Tx, projektId: number): Promise<{ id: number; projektnr: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: projekte.id, projektnr: projekte.projektnr, name: projekte.name })
    .from(projekte)
    .where(eq(projekte.id, projektId));
  return row;
}

/** A missing project is the user's input, not a broken reference: 422 on the field. */
export async function requireProjekt(tx: Tx, projektId: number): Promise<{ id: number; projektnr: number; name: string }> {
  const row = await findProjekt(tx, projektId);
  if (!row) throw ValidationError.field('projekt_id', messages.projektNichtGefunden);
  return row;
}

const never = sql`false`;
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

/** Counts a list's matching rows up to countCap; the project filters reach into projekte, so it is joined. */
export function countWithProjekt(
  tx: Tx,
  table: PgTable,
  projektIdColumn: PgColumn,
  where: SQL | undefined,
): Promise<{ total: number; capped: boolean }> {
  return countUpTo(tx, table, where, { table: projekte, on: eq(projekte.id, projektIdColumn) });
}
