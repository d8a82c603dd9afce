import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { kaufobjekte, projekte, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runSelect, shapedSelects } from './prepared';

/**
 * The hot statements map their rows with decisions taken once per statement (row-mapper.ts). What they
 * answer must be what Drizzle's own mapping answers — every type, null, key order, left-joined objects —
 * or an API answer would change with the statement that made it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database
    .query(`insert into projekte (projektnr, name, geo_lat) values (4711, 'Wohnen am Park', 48.2082),
    (4712, 'Quartier Süd', null)`);
  await t.database
    .query(`insert into kaufobjekte (projekt_id, status, top_nr, kaufdatum, nutzflaeche, bruttopreis,
      wiederverkauf, tz, tz_jahr, created)
    select p.id, 2, '3/52', date '2024-12-28', 62.09, 323675.17, true, '4857', 2024, timestamptz '2025-01-02 03:04:05.678901+00'
    from projekte p where p.projektnr = 4711
    union all select p.id, 0, null, null, null, null, false, null, null, now() from projekte p where p.projektnr = 4712`);
});
afterAll(() => t?.close());

const select = () =>
  t.database.db
    .select({
      ...getTableColumns(kaufobjekte),
      projekt_name: projekte.name,
      geo_lat: projekte.geo_lat,
      creator_name: users.name,
      preis_je_m2: sql<number>`round(${kaufobjekte.bruttopreis} / ${kaufobjekte.nutzflaeche})`.mapWith(
        Number,
      ),
      roh: sql<string>`${kaufobjekte.bruttopreis}::text`,
    })
    .from(kaufobjekte)
    .innerJoin(projekte, eq(projekte.id, kaufobjekte.projekt_id))
    .leftJoin(users, eq(users.id, kaufobjekte.creator_id))
    .orderBy(kaufobjekte.id);

describe('rows of the hot statements', () => {
  it('are the rows Drizzle maps: values, types, nulls and key order', async () => {
    const drizzle = await select();
    expect(drizzle).toHaveLength(2);
    const mapped = await runSelect(select());
    expect(JSON.stringify(mapped)).toBe(JSON.stringify(drizzle));
    expect(mapped).toStrictEqual(drizzle);
    // The decoders ran: numbers from numeric, ISO text from timestamptz, numbers from mapWith.
    expect(mapped[0]).toMatchObject({
      nutzflaeche: 62.09,
      bruttopreis: 323675.17,
      created: '2025-01-02T03:04:05.678Z',
      preis_je_m2: 5213,
      roh: '323675.17',
      geo_lat: 48.2082,
    });
    const shaped = shapedSelects();
    for (let i = 0; i < 2; i++) {
      const rows = await shaped(t.database.db, 'rows', undefined, () => select());
      expect(rows).toStrictEqual(drizzle);
    }
  });

  it('leave nested objects to Drizzle: a left-joined table without a row is null', async () => {
    const nested = () =>
      t.database.db
        .select({ id: kaufobjekte.id, projekt: { name: projekte.name }, creator: users })
        .from(kaufobjekte)
        .innerJoin(projekte, eq(projekte.id, kaufobjekte.projekt_id))
        .leftJoin(users, eq(users.id, kaufobjekte.creator_id))
        .orderBy(kaufobjekte.id);
    const drizzle = await nested();
    expect(drizzle[0]).toMatchObject({ projekt: { name: 'Wohnen am Park' }, creator: null });
    expect(await runSelect(nested())).toStrictEqual(drizzle);
  });
});
