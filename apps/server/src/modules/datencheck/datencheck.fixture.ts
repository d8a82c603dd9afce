import type { AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'datencheck_abfragen',
  create: async () => ({
    name: 'Firmen ohne PLZ',
    beschreibung: 'Firmen, deren PLZ fehlt.',
    sql: 'select id as idx, name from firmen where plz is null',
    themen: ['firmen'],
    abfrageart_id: 1,
    link: '/firmen/{idx}',
  }),
  update: (created) => ({
    ...created,
    name: 'Firmen ohne Postleitzahl',
    themen: ['firmen'],
    abfrageart_id: 1,
  }),
};
