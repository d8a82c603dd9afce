import { existsSync, readdirSync } from 'node:fs';
import type { AreaFixture } from './area-fixture';

export { createProjekt, type AreaFixture, type FixtureApi } from './area-fixture';

const modulesDir = new URL('../modules/', import.meta.url);

/**
 * One fixture per area with standard routes, by area key: each module's `<key>/<key>.fixture.ts`, so a new
 * area edits no shared file for it; the contract test fails for an area without one.
 */
export const areaFixtures: Record<string, AreaFixture> = Object.fromEntries(
  await Promise.all(
    readdirSync(modulesDir)
      .filter((key) => existsSync(new URL(`${key}/${key}.fixture.ts`, modulesDir)))
      .sort()
      .map(async (key) => {
        const module = (await import(`../modules/${key}/${key}.fixture.ts`)) as { fixture: AreaFixture };
        return [key, module.fixture] as const;
      }),
  ),
);
