import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt(
  'ankaeufe',
  { status: 1, ankaufpreis: 1_000_000 },
  { ankaufpreis: 1_100_000 },
);
