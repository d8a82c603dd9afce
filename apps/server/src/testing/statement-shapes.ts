import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { shapeOf, shapeValues } from '../platform/statement-shape';

/** Statement shapes in tests (platform/statement-shape.ts): Drizzle's own texts to compare them with. */
const dialect = new PgDialect();

export const leafText = (chunk: object) => dialect.sqlToQuery(sql`${chunk}`).sql;

/** What Drizzle sends for `fragment` itself. */
export function built(fragment: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return { sql: text, params };
}

/** What a cached statement sends: the template's text, its placeholders filled with the shape's values. */
export function fromShape(fragment: SQL) {
  const { template, values } = shapeOf(fragment, leafText, true);
  const { sql: text, params } = dialect.sqlToQuery(template);
  return { sql: text, params: fillPlaceholders(params, shapeValues(values)) };
}
