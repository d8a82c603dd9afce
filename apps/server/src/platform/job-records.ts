import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { creator } from './area-repository';

// The job tables (Firmenbuch extracts, land-register batches) answer their records alike: these read them.

/** A job table: its rows carry an id and the id of the user who started them. */
type JobTable = PgTable & { id: PgColumn; creator_id: PgColumn };

/** One job record by id, its creator's name joined (`creator_name: creator.name` in the selection). */
export async function findJobRecord<S extends Record<string, PgColumn | SQL>>(
  tx: Tx,
  table: JobTable,
  selection: S,
  id: number,
): Promise<{ [K in keyof S]: unknown } | undefined> {
  const [row] = await tx
    .select(selection as Record<string, PgColumn | SQL>)
    .from(table)
    .leftJoin(creator, eq(creator.id, table.creator_id))
    .where(eq(table.id, id));
  return row as { [K in keyof S]: unknown } | undefined;
}

/** The fields every job record answers: id, status, times and the creator's name. */
export function jobHead<S extends string>(
  r: Record<'id' | 'status' | 'created' | 'updated' | 'creator_name', unknown>,
) {
  return {
    id: r.id as number,
    status: r.status as S,
    created: r.created as string,
    updated: r.updated as string,
    creator_name: (r.creator_name as string | null) ?? null,
  };
}

/** A job's row counts, read from the record's columns of those names. */
export function jobCounts<K extends string>(r: Record<K, unknown>, ...keys: K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, r[k] as number])) as Record<K, number>;
}
