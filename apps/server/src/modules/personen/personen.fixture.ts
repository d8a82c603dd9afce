import type { AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'personen',
  create: async () => ({ vorname: 'Anna', nachname: 'Gruber' }),
  update: () => ({ vorname: 'Anna', nachname: 'Gruber-Berger' }),
};
