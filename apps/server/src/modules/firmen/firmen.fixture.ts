import type { AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'firmen',
  create: async () => ({ name: 'Vertrag GmbH' }),
  update: () => ({ name: 'Vertrag KG' }),
};
