import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, areaSchemas, isPermission, verlaufQuellen, type AreaDefinition } from '@app/domain';
import { areaFixtures } from '../testing/area-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * The README's recipe ('Adding an area') as a test: for every built area, each step that was forgotten is
 * named. The checks read a snapshot of the house (`House`), so that the negative tests below can take a
 * step away and see its message.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));

interface House {
  /** The server's routes, parameters unnamed: 'GET /api/personen/:' (modules/index.ts registers each module's). */
  routes: ReadonlySet<string>;
  areaSchemas: Readonly<Record<string, unknown>>;
  /** verlauf.ts' sources, from the definitions' `verlauf`. */
  verlaufQuellen: Readonly<Record<string, { table: string }>>;
  fixtures: Readonly<Record<string, { table: string }>>;
  /** Tables the Datencheck role may read (any column). */
  readable: ReadonlySet<string>;
  /** Area keys with apps/web/src/features/<key>/pages.ts. */
  webPages: ReadonlySet<string>;
  /** The text of every e2e spec. */
  e2eSpecs: readonly string[];
}

/** Tables no Datencheck check may read, and why (README: Datencheck, Database privileges). */
const notForChecks: Record<string, string> = {
  datencheck_abfragen: 'the checks themselves, not the data they check',
};

/** The steps of the recipe this area misses, each named with its file. */
export function missingSteps(area: AreaDefinition, house: House): string[] {
  const missing: string[] = [];
  const step = (ok: boolean, message: string) => {
    if (!ok) missing.push(`${area.key}: ${message}`);
  };
  if (area.permissions)
    for (const p of [area.permissions.read, area.permissions.write])
      step(
        isPermission(p),
        `permission '${p}' is not in the catalogue: permissionPair('${area.key}', …) in its definition (packages/domain/src/areas.ts), or listed in packages/domain/src/permissions.ts`,
      );
  const under = (route: string) => route.endsWith(` ${area.api}`) || route.includes(` ${area.api}/`);
  step(
    [...house.routes].some(under),
    `no route under ${area.api}: its module is missing from apps/server/src/modules/index.ts`,
  );
  if (area.standard) {
    step(
      house.routes.has(`POST ${area.api}`) && house.routes.has(`PUT ${area.api}/:`),
      `no standard routes POST ${area.api}, PUT ${area.api}/:id: areaRoutes(${area.key}Area, …) in apps/server/src/modules/${area.key}/${area.key}.routes.ts`,
    );
    step(area.key in house.areaSchemas, `no entry '${area.key}' in packages/domain/src/area-schemas.ts`);
    const fixture = house.fixtures[area.key];
    step(!!fixture, `no fixture: apps/server/src/modules/${area.key}/${area.key}.fixture.ts`);
    const verlauf = house.verlaufQuellen[area.key];
    step(
      !!verlauf && (!fixture || verlauf.table === fixture.table),
      `no Verlauf source for table ${fixture?.table ?? area.key}: verlauf: { table, zuordnungen } in its definition (packages/domain/src/areas.ts)`,
    );
    if (fixture && !(fixture.table in notForChecks))
      step(
        house.readable.has(fixture.table),
        `table ${fixture.table} not granted to datencheck_leser: a --custom migration with GRANT SELECT ON ${fixture.table} TO datencheck_leser;`,
      );
  }
  step(house.webPages.has(area.key), `no web pages: apps/web/src/features/${area.key}/pages.ts`);
  // A spec naming the area's list, create or record page (it opens it, or a list of pages it opens).
  const visits = new RegExp(`[\`'"]${area.path}[\`'"/?]`);
  step(
    house.e2eSpecs.some((spec) => visits.test(spec)),
    `no e2e spec opens ${area.path}: e2e/tests/${area.key}.spec.ts`,
  );
  return missing;
}

/**
 * Steps known to be missing: debts, each to be paid by doing the step (the test then asks to strike it).
 * Never a way to skip a step for a new area.
 */
const knownGaps = [
  'frontendbenutzer: no e2e spec opens /kunden-benutzer: e2e/tests/frontendbenutzer.spec.ts',
];

const built = areas.filter((a) => a.built && a.permissions);
let t: TestApp;
let house: House;

beforeAll(async () => {
  t = await createTestApp();
  const tables = new Set(Object.values(areaFixtures).map((f) => f.table));
  const readable = await t.database.query<{ table_name: string }>(
    `select t as table_name from unnest($1::text[]) t where has_any_column_privilege('datencheck_leser', t, 'SELECT')`,
    [[...tables]],
  );
  const e2e = `${root}e2e/tests/`;
  house = {
    routes: new Set(t.app.routeList.map((r) => `${r.method} ${r.url.replace(/:[^/]+/g, ':')}`)),
    areaSchemas,
    verlaufQuellen,
    fixtures: areaFixtures,
    readable: new Set(readable.map((r) => r.table_name)),
    webPages: new Set(
      built.map((a) => a.key).filter((k) => existsSync(`${root}apps/web/src/features/${k}/pages.ts`)),
    ),
    e2eSpecs: readdirSync(e2e)
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => readFileSync(e2e + f, 'utf8')),
  };
});
afterAll(() => t.close());

describe('every area follows the recipe (README: Adding an area)', () => {
  it('no step is missing', () => {
    expect(house.routes).toContain('GET /api/personen/:');
    expect(built.flatMap((a) => missingSteps(a, house))).toEqual(knownGaps);
  });

  it('names the step that was left out', () => {
    const area = built.find((a) => a.key === 'zertifizierungen')!;
    const without = (change: Partial<House>) => missingSteps(area, { ...house, ...change });
    const routes = new Set([...house.routes].filter((r) => !r.includes('/api/zertifizierungen')));
    expect(without({ routes })).toEqual([
      'zertifizierungen: no route under /api/zertifizierungen: its module is missing from apps/server/src/modules/index.ts',
      expect.stringContaining('no standard routes POST /api/zertifizierungen'),
    ]);
    const { zertifizierungen: _schemas, ...schemas } = areaSchemas;
    expect(without({ areaSchemas: schemas })).toEqual([
      "zertifizierungen: no entry 'zertifizierungen' in packages/domain/src/area-schemas.ts",
    ]);
    const { zertifizierungen: _verlauf, ...quellen } = verlaufQuellen;
    expect(without({ verlaufQuellen: quellen })).toEqual([
      'zertifizierungen: no Verlauf source for table zertifizierungen: verlauf: { table, zuordnungen } in its definition (packages/domain/src/areas.ts)',
    ]);
    const { zertifizierungen: _fixture, ...fixtures } = areaFixtures;
    expect(without({ fixtures })).toEqual([
      'zertifizierungen: no fixture: apps/server/src/modules/zertifizierungen/zertifizierungen.fixture.ts',
    ]);
    expect(without({ readable: new Set() })).toEqual([
      expect.stringContaining('table zertifizierungen not granted to datencheck_leser'),
    ]);
    expect(without({ webPages: new Set() })).toEqual([
      'zertifizierungen: no web pages: apps/web/src/features/zertifizierungen/pages.ts',
    ]);
    expect(without({ e2eSpecs: house.e2eSpecs.map((s) => s.replaceAll('/zertifizierungen', '/x')) })).toEqual(
      ['zertifizierungen: no e2e spec opens /zertifizierungen: e2e/tests/zertifizierungen.spec.ts'],
    );
    const unknown = { ...area, permissions: { read: 'unbekannt.lesen', write: area.permissions!.write } };
    expect(missingSteps(unknown as AreaDefinition, house)).toEqual([
      "zertifizierungen: permission 'unbekannt.lesen' is not in the catalogue: permissionPair('zertifizierungen', …) in its definition (packages/domain/src/areas.ts), or listed in packages/domain/src/permissions.ts",
    ]);
  });
});
