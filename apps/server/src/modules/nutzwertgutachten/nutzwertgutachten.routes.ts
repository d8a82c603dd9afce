import { z } from 'zod';
import {
  NutzwertEinstellungenSchema,
  nutzwertgutachtenArea,
  NutzwertgutachtenSchema,
  NutzwertgutachtenZeileSchema,
  WeoCalcQuerySchema,
} from '@app/domain';
import { okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import {
  createGutachten,
  deleteGutachten,
  deleteGutachtenListe,
  getGutachten,
  listNutzwertgutachten,
  updateGutachten,
  weoCalc,
} from './nutzwertgutachten.service';

const tags = [nutzwertgutachtenArea.label];

export const nutzwertgutachtenRoutes = areaRoutes(nutzwertgutachtenArea, {
  service: {
    list: async ({ db }, params) => {
      const { data, total, total_capped } = await listNutzwertgutachten(db, params);
      return { rows: data, total, capped: total_capped };
    },
    get: ({ db }, id) => getGutachten(db, id),
    create: ({ db }, actor, input) => createGutachten(db, actor, input),
    update: ({ db }, actor, id, version, fields) => updateGutachten(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteGutachten(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteGutachtenListe(db, actor, ids),
  },
  record: NutzwertgutachtenSchema,
  row: NutzwertgutachtenZeileSchema,
  extra: async (app, { config }) => {
    const read = { access: nutzwertgutachtenArea.permissions.read };

    // SPEC §7: the weo-calc action answers a plain number: one object's Nutzwert (WEG 2002 § 8).
    app.get(
      '/api/nutzwertgutachten/weo-calc',
      { config: read, schema: { tags, querystring: WeoCalcQuerySchema, response: { 200: z.number() } } },
      async (req) => weoCalc(req.query),
    );

    /** Where the form's calculate button sends its GET (env WEO_CALC_URL). */
    app.get(
      '/api/nutzwertgutachten/einstellungen',
      { config: read, schema: { tags, response: { 200: okAnswer(NutzwertEinstellungenSchema) } } },
      async () => ({ status: 'ok' as const, data: { weo_calc_url: config.WEO_CALC_URL } }),
    );
  },
});
