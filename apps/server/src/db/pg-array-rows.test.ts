import { createRequire } from 'node:module';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLeanArrayRows } from './pg-array-rows';
import { freshPostgresDatabase } from '../testing/fresh-database';

type Parser = (value: string) => unknown;
interface Result {
  fields: unknown[];
  _parsers: Parser[] | undefined;
  _prebuiltEmptyResultObject: unknown;
  addFields(fields: unknown[]): void;
}
const Result = createRequire(import.meta.url)('pg/lib/result.js') as new (
  rowMode: string | undefined,
  types?: unknown,
) => Result;

// int4, int8, numeric, timestamptz, timestamp, date, json, jsonb, bool, text, float8, text[], an unknown type.
const samples: Array<[number, string]> = [
  [23, '42'],
  [20, '9007199254740991'],
  [1700, '1234567.50'],
  [1184, '2026-12-01 03:04:05.123456+00'],
  [1114, '2026-12-01 03:04:05'],
  [1082, '2026-12-01'],
  [114, '{"a":[1,2]}'],
  [3802, '{"b": null}'],
  [16, 't'],
  [25, 'Grüße'],
  [701, '0.1'],
  [1009, '{a,"b c",NULL}'],
  [999999, 'raw'],
];
const fields = samples.map(([dataTypeID], i) => ({ name: `c${i}`, dataTypeID, format: 'text' }));
/** As Drizzle's node-postgres session asks pg: dates and times as PostgreSQL writes them. */
const drizzleTypes = {
  getTypeParser: (oid: number, format: 'text' | 'binary') =>
    [1184, 1114, 1082, 1186, 1231].includes(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format),
};

const inUse = useLeanArrayRows();

describe('rows read as arrays without the empty row object (pg-array-rows.ts)', () => {
  it('is in use with this version of pg', () => {
    expect(inUse).toBe(true);
  });

  it('gives array rows the fields and parsers pg gives object rows, with and without Drizzle’s types', () => {
    for (const types of [undefined, drizzleTypes]) {
      const asArray = new Result('array', types);
      const asObject = new Result(undefined, types);
      asArray.addFields(fields);
      asObject.addFields(fields);
      expect(asArray.fields).toBe(fields);
      const parse = (r: Result) => samples.map(([, value], i) => r._parsers![i]!(value));
      expect(parse(asArray)).toEqual(parse(asObject));
      // Object rows keep pg's own method, the empty row included.
      expect(asObject._prebuiltEmptyResultObject).toEqual(
        Object.fromEntries(fields.map((f) => [f.name, null])),
      );
    }
    // No columns (an update without returning): nothing to parse, as with pg's own.
    const none = new Result('array');
    none.addFields([]);
    expect(none.fields).toEqual([]);
    expect(none._parsers).toBeUndefined();
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(serverUrl)('array rows from PostgreSQL', () => {
  let pool: pg.Pool;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = await freshPostgresDatabase(serverUrl!);
    drop = fresh.drop;
    pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await drop();
  });

  it('are the values of the same rows read as objects, two statements in a row', async () => {
    const text = `select 42::int4 as a, 9007199254740991::int8 as b, 1234567.50::numeric as c,
      '2026-12-01 03:04:05+01'::timestamptz as d, '{"x":[1]}'::jsonb as e, true as f, null::text as g,
      array['a', null]::text[] as h from generate_series(1, 3)`;
    for (const name of [undefined, 'pg_array_rows_test']) {
      const asObjects = await pool.query({ text, name });
      const asArrays = await pool.query({ text, name, rowMode: 'array' });
      expect(asArrays.rows).toEqual(asObjects.rows.map((row) => Object.values(row)));
      expect(asArrays.rows[0]).toEqual([
        42,
        '9007199254740991', // pg's own int8 parser here (db/client.ts makes it a number)
        '1234567.50',
        expect.any(Date),
        { x: [1] },
        true,
        null,
        ['a', null],
      ]);
    }
  });
});
