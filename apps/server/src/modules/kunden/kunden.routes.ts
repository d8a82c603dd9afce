import { z } from 'zod';
import { frontendBenutzerArea, FrontendBenutzerSchema, IdNameSchema, KundeSchema, kundenArea, searchText } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { listFrontendBenutzer, listKunden, searchKunden } from './kunden.repository';
import { searchProjekte } from './projekte-typeahead';
import {
  createFrontendBenutzer,
  createKunde,
  deleteFrontendBenutzer,
  deleteFrontendBenutzerListe,
  deleteKunde,
  deleteKunden,
  getFrontendBenutzer,
  getKunde,
  updateFrontendBenutzer,
  updateKunde,
} from './kunden.service';

const typeaheadQuery = z.object({ q: searchText().default('') });
const typeaheadAnswer = z.array(IdNameSchema);

export const kundenRoutes = areaRoutes(kundenArea, {
  service: {
    list: ({ db }, params) => listKunden(db, params),
    get: ({ db }, id) => getKunde(db, id),
    create: ({ db }, actor, fields) => createKunde(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateKunde(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteKunde(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteKunden(db, actor, ids),
  },
  record: KundeSchema,
  row: KundeSchema,
  typeahead: { search: ({ db }, q) => searchKunden(db, q), item: IdNameSchema },
  // SPEC §7: the monitor's filter typeaheads answer items with id and name.
  extra: async (app, ctx) => {
    const schema = { tags: ['Frontend-Monitor'], querystring: typeaheadQuery, response: { 200: typeaheadAnswer } };
    app.get('/api/kunden/frontend/kunden/typeahead', { config: { access: 'monitor.sehen' }, schema }, (req) =>
      searchKunden(ctx.db, req.query.q),
    );
    app.get('/api/kunden/frontend/projekte/typeahead', { config: { access: 'monitor.sehen' }, schema }, (req) =>
      searchProjekte(ctx.db, req.query.q),
    );
  },
});

export const frontendBenutzerRoutes = areaRoutes(frontendBenutzerArea, {
  service: {
    list: ({ db }, params) => listFrontendBenutzer(db, params),
    get: ({ db }, id) => getFrontendBenutzer(db, id),
    create: ({ db }, actor, fields) => createFrontendBenutzer(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateFrontendBenutzer(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteFrontendBenutzer(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteFrontendBenutzerListe(db, actor, ids),
  },
  record: FrontendBenutzerSchema,
  row: FrontendBenutzerSchema,
});
