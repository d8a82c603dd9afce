import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useNamedStatements } from './pglite-statements';

/**
 * Named statements on PGlite (issue 29): from a text's second call on it is only bound and executed. What a
 * caller gets must not change: rows, types, parameters serialized by their inferred type, errors, work inside
 * transactions, schema changes between calls, and at most `most` statements kept on the connection.
 */
let pglite: PGlite;
/** How many statements the connection keeps, or keeps of `text`. */
const prepared = async (text?: string) =>
  (
    await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where $1::text is null or statement = $1',
      [text ?? null],
    )
  ).rows[0]!.n;

beforeAll(async () => {
  pglite = await PGlite.create('memory://');
  useNamedStatements(pglite, 3);
});
afterAll(() => pglite.close());
beforeEach(async () => {
  await pglite.exec(`drop table if exists t;
    create table t (id int primary key, name text, at timestamptz, data jsonb, tags text[]);
    insert into t values (1, 'eins', '2026-01-02T03:04:05Z', '{"a":1}', '{x,y}'), (2, 'zwei', null, null, null)`);
});

describe('PGlite named statements', () => {
  it('answers the same rows and types from the second call on, with the caller’s parsers and row mode', async () => {
    const text = 'select id, name, at, data, tags from t where id = $1';
    const first = await pglite.query(text, [1]);
    const again = await pglite.query(text, [1]);
    const third = await pglite.query(text, [1]);
    expect(again.rows).toEqual(first.rows);
    expect(third.rows).toEqual(first.rows);
    expect(third.rows[0]).toMatchObject({ id: 1, name: 'eins', data: { a: 1 }, tags: ['x', 'y'] });
    expect((third.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    expect(third.fields.map((f) => f.name)).toEqual(['id', 'name', 'at', 'data', 'tags']);
    const asText = await pglite.query(text, [1], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(asText.rows[0]).toEqual([1, 'eins', '2026-01-02 03:04:05+00', { a: 1 }, ['x', 'y']]);
    expect(await prepared(text)).toBe(1);
  });

  it('serializes parameters by the type the server inferred (json, arrays, dates, null)', async () => {
    const text = 'insert into t (id, name, at, data, tags) values ($1, $2, $3, $4, $5) returning id';
    for (const id of [3, 4, 5])
      await pglite.query(text, [id, null, new Date('2026-05-06T07:08:09Z'), { b: [id] }, ['p', 'q']]);
    const rows = (
      await pglite.query<{ id: number; data: unknown; tags: string[]; at: Date }>(
        'select id, data, tags, at from t where id >= 3 order by id',
      )
    ).rows;
    expect(rows.map((r) => r.data)).toEqual([{ b: [3] }, { b: [4] }, { b: [5] }]);
    expect(
      rows.every((r) => r.tags.join() === 'p,q' && r.at.toISOString() === '2026-05-06T07:08:09.000Z'),
    ).toBe(true);
  });

  it('reports a database error with its code and the statement, and the connection goes on', async () => {
    const text = 'insert into t (id, name) values ($1, $2)';
    await pglite.query(text, [10, 'a']);
    await pglite.query(text, [11, 'b']);
    const error = await pglite.query(text, [10, 'c']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', query: text });
    expect((await pglite.query('select count(*)::int as n from t')).rows).toEqual([{ n: 4 }]);
  });

  it('works inside transactions: rolled back on error, committed otherwise, no statement run twice', async () => {
    const text = 'update t set name = $2 where id = $1';
    await pglite.query(text, [1, 'before']);
    await pglite
      .transaction(async (tx) => {
        await tx.query(text, [1, 'inside']);
        await tx.query(text, [2, 'inside']);
        await tx.query('select 1/0');
      })
      .catch(() => {});
    expect((await pglite.query('select name from t where id = 1')).rows).toEqual([{ name: 'before' }]);
    await pglite.transaction(async (tx) => {
      await tx.query(text, [1, 'committed']);
      await tx.query(text, [2, 'committed']);
    });
    expect((await pglite.query('select name from t order by id')).rows).toEqual([
      { name: 'committed' },
      { name: 'committed' },
    ]);
  });

  it('answers the new columns after a schema change instead of failing', async () => {
    const text = 'select * from t where id = $1';
    await pglite.query(text, [1]);
    await pglite.query(text, [1]);
    await pglite.exec('alter table t add column extra text default $$neu$$');
    expect((await pglite.query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 'neu' });
    expect((await pglite.query(text, [1])).rows[0]).toMatchObject({ id: 1, extra: 'neu' });
  });

  it('keeps at most `most` statements, closing the least recently used, and answers right throughout', async () => {
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 8; i++)
        expect((await pglite.query(`select $1::int + ${i} as n`, [round])).rows).toEqual([{ n: round + i }]);
    expect(await prepared()).toBeLessThanOrEqual(3);
  });

  it('plans a statement with a text pattern for its values every time, any other once for all values', async () => {
    const plans = async (text: string) =>
      (
        await pglite.query<{ generic: number; custom: number }>(
          `select generic_plans::int as generic, custom_plans::int as custom
           from pg_prepared_statements where statement = $1`,
          [text],
        )
      ).rows[0]!;
    const pattern = 'select count(*)::int as n from t where name like $1';
    const byId = 'select name from t where id = $1';
    for (let i = 0; i < 12; i++) {
      expect((await pglite.query(pattern, [i % 2 ? '%ei%' : 'z%'])).rows).toEqual([{ n: i % 2 ? 2 : 1 }]);
      expect((await pglite.query(byId, [1])).rows).toEqual([{ name: 'eins' }]);
    }
    // PostgreSQL would choose its plan for all values from the sixth run on: the pattern's never gets there.
    expect(await plans(pattern)).toMatchObject({ generic: 0 });
    expect((await plans(pattern)).custom).toBeLessThanOrEqual(5);
    expect((await plans(byId)).generic).toBeGreaterThan(0);
  });

  it('runs calls at once in order, each with its own answer', async () => {
    const text = 'select $1::int * 2 as n';
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => pglite.query(text, [i])));
    expect(answers.map((a) => (a.rows[0] as { n: number }).n)).toEqual(
      Array.from({ length: 40 }, (_, i) => i * 2),
    );
    expect(await prepared(text)).toBe(1);
  });
});
