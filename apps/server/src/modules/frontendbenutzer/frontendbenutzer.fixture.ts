import type { AreaFixture } from '../../testing/area-fixture';

// Each record its own e-mail address.
let nr = 0;

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = {
  table: 'frontend_benutzer',
  create: async (api) => {
    nr += 1;
    const kunde = await api.post('/api/kunden', { name: `Vertragskunde ${nr}` });
    return {
      kunde_id: kunde.id,
      name: 'Fritz Frontend',
      email: `frontend-${nr}@kunde.example.at`,
      admin: false,
    };
  },
  update: (created) => ({
    kunde_id: created.kunde_id,
    name: 'Fritz Frontend-Huber',
    email: created.email,
    admin: true,
  }),
};
