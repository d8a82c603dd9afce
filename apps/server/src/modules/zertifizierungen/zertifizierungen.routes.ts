import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idList,
  idParam,
  listQuerySchema,
  ZertifizierungCreateSchema,
  zertifizierungSortable,
  ZertifizierungUpdateSchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listZertifizierungen } from './zertifizierungen.repository';
import {
  createZertifizierung,
  deleteZertifizierung,
  deleteZertifizierungen,
  getZertifizierung,
  updateZertifizierung,
} from './zertifizierungen.service';

const listQuery = listQuerySchema(zertifizierungSortable, 'projektnr');
const tags = ['Zertifizierungen'];

export const zertifizierungenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'bewertung.lesen' } as const;
  const write = { access: 'bewertung.bearbeiten' } as const;

  app.get(
    '/api/zertifizierungen',
    { config: read, schema: { tags, querystring: listQuery } },
    async (req) => {
      const query = req.query;
      const { rows, total, capped } = await listZertifizierungen(db, {
        terms: filterTerms(query['q[]']),
        sort: query.sort,
        dir: query.dir,
        page: query.page,
        perPage: query.per_page,
      });
      return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
    },
  );

  app.get('/api/zertifizierungen/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getZertifizierung(db, req.params.id),
  }));

  app.post(
    '/api/zertifizierungen',
    { config: write, schema: { tags, body: ZertifizierungCreateSchema } },
    async (req) => ({
      status: 'ok',
      data: await createZertifizierung(db, requireAuth(req).actor, req.body),
    }),
  );

  app.put(
    '/api/zertifizierungen/:id',
    { config: write, schema: { tags, params: idParam, body: ZertifizierungUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return {
        status: 'ok',
        data: await updateZertifizierung(db, requireAuth(req).actor, req.params.id, version, fields),
      };
    },
  );

  app.delete(
    '/api/zertifizierungen/:id',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await deleteZertifizierung(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );

  app.post(
    '/api/zertifizierungen/bulk-delete',
    { config: write, schema: { tags, body: idList } },
    async (req) => ({
      status: 'ok',
      data: { deleted: await deleteZertifizierungen(db, requireAuth(req).actor, req.body.ids) },
    }),
  );
};
