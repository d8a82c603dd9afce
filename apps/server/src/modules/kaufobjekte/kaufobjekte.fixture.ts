import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt(
  'kaufobjekte',
  { status: 1, top_nr: '1/5' },
  { top_nr: '1/6' },
);
