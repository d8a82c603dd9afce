import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areas, areaSchemas, fbnrPruefbuchstabe, type StandardAreaKey } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { loadDemoData } from './demo';
import { seedFirmen, seedKaufobjekte, seedPersonen, seedProjekte } from './scale';

/**
 * A stored record must always be savable unchanged (issue 29): every record of the demo data, topped up by
 * the bench's seed (`npm run seed`, `npm run bench`) as on any database, read as the API answers it and sent
 * back with only the fields its update takes, is accepted. The seed, the demo data and the validation must
 * agree — an e-mail the seed writes and the form refuses, or a seeded FN that collides, fails here.
 *
 * The one exception is on purpose: the demo data gives two firms an FN 'as typed in wrongly' for the
 * Datencheck 'Firmen mit ungültiger FirmenbuchNr' to find (legacy data). Their save is refused with the FN
 * message, which tells the person who opens them from the check what to correct — exactly those two.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
  await loadDemoData(t.database.db);
  await seedPersonen(t.database, 600);
  // A firm already holding an FN the seed numbers (500000 + count + i), as a demo firm or a user's may.
  const [{ n } = { n: 0 }] = await t.database.query<{ n: number }>('select count(*)::int as n from firmen');
  const taken = 500000 + n + 10;
  await t.database.query(`insert into firmen (name, fbnr, land) values ('Vorhanden GmbH', $1, 'aut')`, [
    `${taken}${fbnrPruefbuchstabe(taken)}`,
  ]);
  await seedFirmen(t.database, 400);
  await seedProjekte(t.database, 120);
  await seedKaufobjekte(t.database, 800);
}, 240_000);

/** The firms the Datencheck's FN rule flags (migration 0022), by id. */
async function legacyFbnr(): Promise<number[]> {
  const rows = await t.database.query<{ id: number }>(
    `select id from firmen where fbnr is not null and (land is null or land = 'aut')
       and replace(fbnr, ' ', '') !~ '^[0-9]{1,6}[a-z]$' order by id`,
  );
  return rows.map((r) => r.id);
}
afterAll(() => t?.close());

/** The keys an update body takes: the object inside refinements and pipes. */
function bodyKeys(schema: z.ZodType): string[] {
  let s: unknown = schema;
  while (!(s instanceof z.ZodObject)) {
    if (s instanceof z.ZodPipe) s = s.in;
    else throw new Error('update schema without an object');
  }
  return Object.keys(s.shape);
}

const standard = areas.filter((a) => a.key in areaSchemas) as { key: StandardAreaKey; api: string }[];

describe('every demo record saves unchanged', () => {
  it.each(standard.map((a) => [a.key, a.api] as const))(
    '%s',
    async (key, api) => {
      const keys = bodyKeys(areaSchemas[key].update);
      const refused: string[] = [];
      const legacy = key === 'firmen' ? await legacyFbnr() : [];
      let saved = 0;
      for (let page = 1; ; page++) {
        const list = await t.as(admin, { method: 'GET', url: `${api}?per_page=200&page=${page}` });
        expect(list.statusCode).toBe(200);
        const rows = list.json().data as { id: number }[];
        for (const { id } of rows) {
          const record = (await t.as(admin, { method: 'GET', url: `${api}/${id}` })).json().data;
          const body = Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
          const res = await t.as(admin, { method: 'PUT', url: `${api}/${id}`, payload: body });
          if (res.statusCode === 200) saved++;
          else if (
            legacy.includes(id) &&
            res.statusCode === 422 &&
            Object.keys(res.json().errors).join() === 'fbnr'
          )
            legacy.splice(legacy.indexOf(id), 1);
          else refused.push(`${id}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        }
        if (rows.length < 200) break;
      }
      expect(refused).toEqual([]);
      expect(legacy, 'legacy FNs saved although the form refuses them').toEqual([]);
      if (key === 'firmen') expect((await legacyFbnr()).length).toBe(2);
      // Areas the demo data fills must have been exercised, not skipped by an empty list.
      if (['firmen', 'personen', 'projekte', 'kaufobjekte', 'ankaeufe'].includes(key))
        expect(saved).toBeGreaterThan(0);
    },
    240_000,
  );
});
