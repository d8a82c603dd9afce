import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { freshPostgresDatabase } from '../../testing/fresh-database';
import { isoTimestamp } from './base';

/**
 * Timestamps as the engine writes them (its own text of a timestamptz, and the row as the driver hands
 * it over) read as the ISO string of the same instant to the millisecond, for any instant of the years
 * 1000–9999 with any microseconds.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let database: Database;
let dropDatabase = async () => {};

beforeAll(async () => {
  const fresh = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  if (fresh) dropDatabase = fresh.drop;
  database = await openDatabase({ url: fresh?.url, dataDir: 'memory://', poolSize: 2 });
});
afterAll(async () => {
  await database.close();
  await dropDatabase();
});

const first = -30610224000000000n; // 1000-01-01, microseconds since 1970
const last = 253402214400000000n; // 9999-12-31 (interval arithmetic may round a little further)

describe('isoTimestamp', () => {
  it("reads the engine's timestamps as the instant's ISO string", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.bigInt({ min: first, max: last }),
          fc.bigInt({ min: first / 1_000_000n, max: last / 1_000_000n }).map((s) => s * 1_000_000n),
        ),
        async (micros) => {
          // The instant as the engine holds it (interval arithmetic may round): its exact microseconds.
          const [row] = await database.query<{ text: string; value: string | Date; exact: string }>(
            `select t::text as text, t as value, (extract(epoch from t) * 1000000)::bigint::text as exact
             from (select '1970-01-01 00:00:00+00'::timestamptz + $1::bigint * interval '1 microsecond' as t) s`,
            [micros.toString()],
          );
          const held = BigInt(row!.exact);
          const millis = held / 1000n - (held % 1000n < 0n ? 1n : 0n);
          const expected = new Date(Number(millis)).toISOString();
          expect(isoTimestamp(row!.text)).toBe(expected);
          expect(isoTimestamp(row!.value)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads a text of another zone through a Date', () => {
    expect(isoTimestamp('2026-11-21 10:30:00.5+01')).toBe('2026-11-21T09:30:00.500Z');
    expect(isoTimestamp('2026-07-01 00:15:00-02')).toBe('2026-07-01T02:15:00.000Z');
  });
});
