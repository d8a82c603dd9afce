import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idList,
  idParam,
  listQuerySchema,
  NutzwertgutachtenCreateSchema,
  nutzwertgutachtenSortable,
  NutzwertgutachtenUpdateSchema,
  WeoCalcQuerySchema,
} from '@app/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import {
  createGutachten,
  deleteGutachten,
  deleteGutachtenListe,
  getGutachten,
  listNutzwertgutachten,
  updateGutachten,
  weoCalc,
} from './nutzwertgutachten.service';

const listQuery = listQuerySchema(nutzwertgutachtenSortable, 'projektnr');
const tags = ['Nutzwertgutachten'];

export const nutzwertgutachtenRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const read = { access: 'bewertung.lesen' } as const;
  const write = { access: 'bewertung.bearbeiten' } as const;

  app.get(
    '/api/nutzwertgutachten',
    { config: read, schema: { tags, querystring: listQuery } },
    async (req) => {
      const query = req.query;
      const answer = await listNutzwertgutachten(db, {
        terms: filterTerms(query['q[]']),
        sort: query.sort,
        dir: query.dir,
        page: query.page,
        perPage: query.per_page,
      });
      return { ...answer, page: query.page, per_page: query.per_page };
    },
  );

  // SPEC §7: the weo-calc action answers a number: one object's Nutzwert (WEG 2002 § 8).
  app.get(
    '/api/nutzwertgutachten/weo-calc',
    { config: read, schema: { tags, querystring: WeoCalcQuerySchema } },
    async (req, reply) => reply.type('application/json').send(JSON.stringify(weoCalc(req.query))),
  );

  /** Where the form's calculate button sends its GET (env WEO_CALC_URL). */
  app.get('/api/nutzwertgutachten/einstellungen', { config: read, schema: { tags } }, async () => ({
    status: 'ok',
    data: { weo_calc_url: config.WEO_CALC_URL },
  }));

  app.get('/api/nutzwertgutachten/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getGutachten(db, req.params.id),
  }));

  app.post(
    '/api/nutzwertgutachten',
    { config: write, schema: { tags, body: NutzwertgutachtenCreateSchema } },
    async (req) => ({
      status: 'ok',
      data: await createGutachten(db, requireAuth(req).actor, req.body),
    }),
  );

  app.put(
    '/api/nutzwertgutachten/:id',
    { config: write, schema: { tags, params: idParam, body: NutzwertgutachtenUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return {
        status: 'ok',
        data: await updateGutachten(db, requireAuth(req).actor, req.params.id, version, fields),
      };
    },
  );

  app.delete(
    '/api/nutzwertgutachten/:id',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await deleteGutachten(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );

  app.post(
    '/api/nutzwertgutachten/bulk-delete',
    { config: write, schema: { tags, body: idList } },
    async (req) => ({
      status: 'ok',
      data: { deleted: await deleteGutachtenListe(db, requireAuth(req).actor, req.body.ids) },
    }),
  );
};
