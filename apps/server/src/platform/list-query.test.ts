import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { personen } from '../db/schema';
import { literalLimit, orderBy, pageIds } from './list-query';

// Only the statement's text is looked at: a driver that never runs anything.
const db = drizzle(async () => ({ rows: [] }));

describe('literalLimit', () => {
  it('writes the page size into the statement and sends the offset as a parameter', () => {
    const page = pageIds(db as never, personen, {
      where: undefined,
      order: orderBy(personen.nachname, personen.id, 'asc'),
      limit: 50,
      offset: 100,
    });
    const { sql: text, params } = db.select().from(page).toSQL();
    expect(text).toMatch(/ limit 50 offset \$1\)/);
    expect(params).toEqual([100]);
  });

  it('takes whole numbers only; a negative one reads nothing', () => {
    expect(() => literalLimit(1.5)).toThrow();
    expect(() => literalLimit(Number.NaN)).toThrow();
    const { sql: text } = db.select().from(personen).limit(literalLimit(-3)).toSQL();
    expect(text).toMatch(/ limit 0$/);
  });
});
