import type { AreaFixture } from '../../testing/area-fixture';

// Each record its own e-mail address.
let nr = 0;

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'users',
  create: async () => {
    nr += 1;
    return {
      email: `vertrag-${nr}@example.at`,
      name: 'Vera Vertrag',
      berechtigungen: ['personen.lesen'],
    };
  },
  update: (created) => ({
    email: created.email,
    name: 'Vera Vertrag-Berger',
    berechtigungen: ['personen.lesen'],
  }),
};
