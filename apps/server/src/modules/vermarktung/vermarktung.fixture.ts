import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt('vermarktungen', { provision: 3 }, { provision: 3.6 });
