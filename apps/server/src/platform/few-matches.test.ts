import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPerPage } from '@app/domain';
import { personen, projekte } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { fewMatches } from './list-query';

/*
 * A filter that matches at most fewMatches rows is answered by sorting its matches (issue 29) instead of
 * walking the sort's index; a filter matching more keeps the index walk. Both must give the same pages:
 * every row 'gemein' matches (more than fewMatches) contains the rare word's rows too, so the rare word's
 * pages must be exactly its rows in the order the common word's pages show them — in every sort key and
 * direction (Projekte's Bezirk and Bundesland too, sorts by a column of the area's own table), on two areas
 * that read a page as ids (Projekte, Personen).
 */

let t: TestApp;
let reader: TestUser;
const common = fewMatches + 100;
const rare = Math.ceil(common / 60);

beforeAll(async () => {
  t = await createTestApp();
  reader = await t.user({ permissions: ['projekte.lesen', 'personen.lesen'] });
  // Rare rows spread over the whole order (accents and case included), the rest in between.
  const name = (i: number) =>
    i % 60 === 0 ? `${['Ä', 'z', 'O', 'ö'][i % 4]}wirn Gemeinde ${i}` : `Gemeinde ${(i * 7919) % common}`;
  await t.database.db
    .insert(projekte)
    .values(Array.from({ length: common }, (_, i) => ({ projektnr: 30_000 + i, name: name(i) })));
  await t.database.db.insert(personen).values(
    Array.from({ length: common }, (_, i) => ({
      vorname: `Vorname ${(i * 31) % 97}`,
      nachname: name(i),
    })),
  );
}, 180_000); // 4,200 rows with their trigram indexes: slow on PGlite on a loaded machine
afterAll(() => t?.close());

async function ids(api: string, query: string): Promise<number[]> {
  const all: number[] = [];
  for (let page = 1; ; page++) {
    const res = await t.as(reader, {
      method: 'GET',
      url: `${api}?${query}&page=${page}&per_page=${maxPerPage}&count=0`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { id: number }[] }).data;
    all.push(...rows.map((r) => r.id));
    if (rows.length < maxPerPage) return all;
  }
}

const count = async (api: string, filter: string) =>
  (await t.as(reader, { method: 'GET', url: `${api}/count?q[]=${encodeURIComponent(filter)}` })).json().data
    .total as number;

describe.each([
  ['projekte', '/api/projekte', 'name', ['name', 'projektnr', 'created', 'bezirk', 'bundesland']],
  ['personen', '/api/personen', 'nachname', ['nachname', 'vorname', 'created']],
] as const)('%s', (_key, api, field, sorts) => {
  it('the rare word sorts its matches; its pages are the common word’s order restricted to it', async () => {
    expect(await count(api, `${field}:wirn`)).toBeLessThanOrEqual(fewMatches);
    expect(await count(api, `${field}:gemein`)).toBeGreaterThan(fewMatches);
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc']) {
        const all = await ids(api, `q[]=${field}:gemein&sort=${sort}&dir=${dir}`);
        expect(all).toHaveLength(common);
        const few = await ids(api, `q[]=${field}:wirn&sort=${sort}&dir=${dir}`);
        expect(few.length, `${sort} ${dir}`).toBe(rare);
        const fewSet = new Set(few);
        expect(few, `${sort} ${dir}`).toEqual(all.filter((id) => fewSet.has(id)));
        // A deep page of the few matches, as the web asks it.
        const res = await t.as(reader, {
          method: 'GET',
          url: `${api}?q[]=${field}:wirn&sort=${sort}&dir=${dir}&page=2&per_page=10&count=0`,
        });
        expect(res.json().data.map((r: { id: number }) => r.id)).toEqual(few.slice(10, 20));
      }
    }
  }, 180_000);
});

it('a page asked again within the minute its plan is remembered shows the rows changed since', async () => {
  const before = await ids('/api/projekte', 'q[]=name:wirn&sort=name');
  const [changed] = await t.database.query<{ id: number }>(
    `update projekte set name = 'Aaa Wirn Gemeinde neu' where id = (select min(id) from projekte where name not like '%wirn%') returning id`,
  );
  const after = await ids('/api/projekte', 'q[]=name:wirn&sort=name');
  expect(after).toEqual([changed!.id, ...before]);
});
