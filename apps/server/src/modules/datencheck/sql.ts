import { sql, type SQL } from 'drizzle-orm';

/** Rows of db.execute on either driver (node-postgres and PGlite both answer { rows }). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A JS array as one PostgreSQL array parameter: drizzle spreads an array into a parameter list, so it
 * travels as JSON (one parameter however long the list).
 */
export const textArray = (values: readonly string[]): SQL =>
  sql`(select coalesce(array_agg(v), '{}'::text[]) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) v)::text[]`;
export const intArray = (values: readonly number[]): SQL =>
  sql`(select coalesce(array_agg(v::int), '{}'::int[]) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) v)::int[]`;
