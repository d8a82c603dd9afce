import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '@app/domain';
import { areaFixtures, type FixtureApi } from '../testing/area-fixtures';
import { fixtureSession } from '../testing/fixture-session';
import type { TestApp, TestUser } from '../testing/test-app';

/*
 * The lists of every standard area through the HTTP API (the list part of areaRepository, issue 26): each
 * sort key of the definition in both directions, ids as the tiebreak; for areas per project the standard
 * project filters on the page and on the count route. Module tests check the area's own filters.
 */

const standardAreas = areas.filter((a) => a.built && a.standard);

let t: TestApp;
let editor: TestUser;
let api: FixtureApi;

beforeAll(async () => {
  ({ t, editor, api } = await fixtureSession());
});
afterAll(() => t?.close());

describe.each(standardAreas.map((area) => [area.key, area] as const))('%s: list', (key, area) => {
  const fixture = areaFixtures[key]!;
  const get = async (query: string) => {
    const res = await t.as(editor, { method: 'GET', url: `${area.api}?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: { id: number; projektnr?: number }[]; total: number };
  };
  const q = (filter: string) => `q[]=${encodeURIComponent(filter)}`;

  it('sorts by every sort key of the definition, both directions; the same key reverses', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.as(editor, { method: 'POST', url: area.api, payload: await fixture.create(api) });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const sort of area.sortable) {
      const asc = await get(`sort=${sort}&dir=asc&per_page=100`);
      const desc = await get(`sort=${sort}&dir=desc&per_page=100`);
      expect(asc.total, sort).toBeGreaterThanOrEqual(2);
      expect(new Set(asc.data.map((r) => r.id)).size, sort).toBe(asc.data.length);
      expect(desc.data.map((r) => r.id).sort(), sort).toEqual(asc.data.map((r) => r.id).sort());
    }
  });

  it.runIf(area.perProjekt)(
    'filters by projekt_id and projektnr, on the page and the count; a malformed number finds nothing',
    async () => {
      const res = await t.as(editor, { method: 'POST', url: area.api, payload: await fixture.create(api) });
      const record = res.json().data as { id: number; projekt_id: number; projektnr: number };
      for (const filter of [`projekt_id:${record.projekt_id}`, `projektnr:${record.projektnr}`]) {
        expect(
          (await get(q(filter))).data.map((r) => r.id),
          filter,
        ).toEqual([record.id]);
        const count = await t.as(editor, { method: 'GET', url: `${area.api}/count?${q(filter)}` });
        expect(count.json().data, filter).toEqual({ total: 1, total_capped: false });
      }
      for (const filter of ['projekt_id:x', 'projektnr:-1', 'projektnr:1.5']) {
        expect((await get(q(filter))).total, filter).toBe(0);
      }
    },
  );
});
