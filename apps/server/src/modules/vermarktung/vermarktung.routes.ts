import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idList,
  idParam,
  listQuerySchema,
  MaklerAddSchema,
  VermarktungCreateSchema,
  vermarktungSortable,
  VermarktungUpdateSchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listVermarktungen } from './vermarktung.repository';
import {
  addMakler,
  createVermarktung,
  deleteVermarktung,
  deleteVermarktungen,
  getVermarktung,
  removeMakler,
  updateVermarktung,
} from './vermarktung.service';

const listQuery = listQuerySchema(vermarktungSortable, 'vermarktungsstart');
const tags = ['Vermarktung'];

export const vermarktungRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'transaktionen.lesen' } as const;
  const write = { access: 'transaktionen.bearbeiten' } as const;

  app.get('/api/vermarktung', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    const { rows, total, capped } = await listVermarktungen(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/vermarktung/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getVermarktung(db, req.params.id),
  }));

  app.post(
    '/api/vermarktung',
    { config: write, schema: { tags, body: VermarktungCreateSchema } },
    async (req) => ({
      status: 'ok',
      data: await createVermarktung(db, requireAuth(req).actor, req.body),
    }),
  );

  app.put(
    '/api/vermarktung/:id',
    { config: write, schema: { tags, params: idParam, body: VermarktungUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return {
        status: 'ok',
        data: await updateVermarktung(db, requireAuth(req).actor, req.params.id, version, fields),
      };
    },
  );

  app.delete('/api/vermarktung/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteVermarktung(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post(
    '/api/vermarktung/bulk-delete',
    { config: write, schema: { tags, body: idList } },
    async (req) => ({
      status: 'ok',
      data: { deleted: await deleteVermarktungen(db, requireAuth(req).actor, req.body.ids) },
    }),
  );

  // SPEC §7 brokers: with the Vermarktung's id, or without for one not saved yet; answer data.id.
  app.post(
    '/api/vermarktung/:id/makler/add',
    { config: write, schema: { tags, params: idParam, body: MaklerAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addMakler(db, requireAuth(req).actor, req.params.id, req.body.firma_id),
    }),
  );

  app.post(
    '/api/vermarktung/makler/add',
    { config: write, schema: { tags, body: MaklerAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addMakler(db, requireAuth(req).actor, null, req.body.firma_id),
    }),
  );

  app.delete(
    '/api/vermarktung/makler/:id/delete',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await removeMakler(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );
};
