import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt(
  'grundkostenanteile',
  { kaufpreis_summe: 500_000 },
  { kaufpreis_summe: 600_000 },
);
