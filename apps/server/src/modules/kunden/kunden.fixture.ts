import type { AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'kunden',
  create: async () => ({ name: 'Vertrag Immobilien GmbH', monitoring_art: 0, intervall_tage: 7 }),
  update: () => ({
    name: 'Vertrag Immobilien AG',
    monitoring_art: 1,
    intervall_tage: 30,
    monitoring_url: 'https://kunde.example.at/import',
  }),
};
