import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { firmen, personen, projekte } from '../db/schema';
import { containsOrPrefix, containsText, literalLimit, orderBy, pageIds, sortKey } from './list-query';

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

describe('stored keys', () => {
  const text = (condition: ReturnType<typeof sortKey>) =>
    db.select({ id: personen.id }).from(personen).where(condition).toSQL().sql;

  it('filters and sorts a name by its stored key, never by f_unaccent per row', () => {
    for (const [column, key] of [
      [personen.nachname, '"personen"."nachname_key"'],
      [personen.vorname, '"personen"."vorname_key"'],
      [personen.email, '"personen"."email_key"'],
      [firmen.name, '"firmen"."name_key"'],
      [projekte.name, '"projekte"."name_key"'],
    ] as const) {
      for (const condition of [
        containsText(column, 'berg'),
        containsOrPrefix(column, 'be'),
        containsOrPrefix(column, 'berg'),
        sql`${sortKey(column)} is not null`,
      ]) {
        expect(text(condition)).toContain(key);
        expect(text(condition)).not.toMatch(/f_unaccent\(lower\("\w+"\."\w+"\)\)/);
      }
    }
  });

  it('computes the key per row for a column without one', () => {
    expect(text(containsText(personen.telefon, '0664'))).toContain('f_unaccent(lower("personen"."telefon"))');
    expect(text(sql`${sortKey(personen.titel)} is not null`)).toContain(
      'f_unaccent(lower("personen"."titel")) collate "C"',
    );
  });
});
