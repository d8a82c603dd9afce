import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt('__key__', { bezeichnung: 'Erster Eintrag', status: 0 }, { status: 1 });
