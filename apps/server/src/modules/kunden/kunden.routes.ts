import { z } from 'zod';
import { IdNameSchema, KundeSchema, kundenArea, searchText } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { listKunden, searchKunden } from './kunden.repository';
import { searchProjekte } from './projekte-typeahead';
import { createKunde, deleteKunde, deleteKunden, getKunde, updateKunde } from './kunden.service';

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
    const schema = {
      tags: ['Frontend-Monitor'],
      querystring: typeaheadQuery,
      response: { 200: typeaheadAnswer },
    };
    app.get('/api/kunden/frontend/kunden/typeahead', { config: { access: 'monitor.sehen' }, schema }, (req) =>
      searchKunden(ctx.db, req.query.q),
    );
    app.get(
      '/api/kunden/frontend/projekte/typeahead',
      { config: { access: 'monitor.sehen' }, schema },
      (req) => searchProjekte(ctx.db, req.query.q),
    );
  },
});
