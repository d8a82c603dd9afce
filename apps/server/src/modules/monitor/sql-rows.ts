import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Rows of a raw statement; both drivers (pg, PGlite) answer `{ rows }`. */
export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
