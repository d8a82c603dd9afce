import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt(
  'nutzwertgutachten',
  { gutachter: 'DI Karl Steiner' },
  { gutachter: 'DI Eva Steiner' },
);
