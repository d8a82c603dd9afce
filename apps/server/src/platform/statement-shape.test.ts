import { describe, expect, it } from 'vitest';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { personen, projekte } from '../db/schema';
import { everyWord, wordInSearchText } from './list-query';
import { shapeOf } from './statement-shape';
import { built, fromShape, leafText } from '../testing/statement-shapes';

// The cases over every area's filters and random values: area-filter-shapes.test.ts.
describe('statement shapes', () => {
  it('lift the values: one key for one filter form, whatever its words', () => {
    const fulltext = everyWord((w) => wordInSearchText(projekte.suche, w));
    const key = (value: string) => shapeOf(fulltext(value), leafText).key;
    expect(key('wohnen')).toBe(key('graz'));
    // A short term is read as a word start, a longer one anywhere: two statements.
    expect(key('hu')).not.toBe(key('wohnen'));
    expect(key('wien anger')).not.toBe(key('wien'));
    expect(shapeOf(fulltext('wohnen'), leafText).values).toEqual(['%wohnen%']);
    expect(fromShape(fulltext('wien hu'))).toEqual(built(fulltext('wien hu')));
  });

  it('keep in the key what changes the text: columns, list lengths, inlined values, subqueries', () => {
    const key = (fragment: SQL) => shapeOf(fragment, leafText).key;
    expect(key(eq(personen.id, 1))).toBe(key(eq(personen.id, 2)));
    expect(key(eq(personen.id, 1))).not.toBe(key(eq(projekte.id, 1)));
    expect(key(inArray(personen.id, [1, 2]))).toBe(key(inArray(personen.id, [3, 4])));
    expect(key(inArray(personen.id, [1, 2]))).not.toBe(key(inArray(personen.id, [1, 2, 3])));
    const inlined = (n: number) => sql`${personen.id} > ${n}`.inlineParams();
    expect(key(inlined(1))).not.toBe(key(inlined(2)));
    expect(fromShape(inlined(7))).toEqual(built(inlined(7)));
    // A subquery and an identifier are structure; their values are lifted like any other.
    const nested = (n: number) =>
      sql`${personen.id} in (select ${sql.identifier('id')} from ${projekte} where ${projekte.projektnr} = ${n})`;
    expect(key(nested(1))).toBe(key(nested(2)));
    expect(fromShape(nested(5))).toEqual(built(nested(5)));
  });
});
