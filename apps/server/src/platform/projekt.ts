import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { messages } from '@app/domain';
import type { Tx } from '../db/client';
import { projekte } from '../db/schema';
import { ValidationError } from './errors';
import { everyWord, numberFilter, wordInSearchText } from './list-query';

// Project helpers shared by the areas whose records belong to one project (picked in the form, filtered in lists).

export async function findProjekt(
  tx: Tx,
  projektId: number,
): Promise<{ id: number; projektnr: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: projekte.id, projektnr: projekte.projektnr, name: projekte.name })
    .from(projekte)
    .where(eq(projekte.id, projektId));
  return row;
}

/** A missing project is the user's input, not a broken reference: 422 on the field. */
export async function requireProjekt(
  tx: Tx,
  projektId: number,
): Promise<{ id: number; projektnr: number; name: string }> {
  const row = await findProjekt(tx, projektId);
  if (!row) throw ValidationError.field('projekt_id', messages.projektNichtGefunden);
  return row;
}

/** Records whose project (number, name or address in its search column) holds the word; no join needed. */
export function inProjekt(projektIdColumn: PgColumn, word: string): SQL {
  return sql`${projektIdColumn} in (select ${projekte.id} from ${projekte} where ${wordInSearchText(projekte.suche, word)})`;
}

/**
 * Filter builders for `projekt_id:`, `projektnr:` (the number users know a project by, issue 9) and project
 * words in `fulltext:` of a list; subqueries, so neither the page nor the count needs the project joined.
 */
export function projektFilters(projektIdColumn: PgColumn): Record<string, (value: string) => SQL> {
  return {
    projekt_id: numberFilter((n) => eq(projektIdColumn, n)),
    projektnr: numberFilter(
      (n) =>
        sql`${projektIdColumn} in (select ${projekte.id} from ${projekte} where ${projekte.projektnr} = ${n})`,
    ),
    fulltext: everyWord((w) => inProjekt(projektIdColumn, w)),
  };
}
