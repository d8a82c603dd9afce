import { nextProjektnr, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'projekte',
  create: async () => ({ projektnr: nextProjektnr(), name: 'Wohnpark Donaufeld' }),
  update: (created) => ({ projektnr: created.projektnr, name: 'Wohnpark Donaufeld Nord' }),
};
