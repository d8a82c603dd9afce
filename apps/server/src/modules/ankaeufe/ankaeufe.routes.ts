import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnkaufCreateSchema,
  ankaufSortable,
  AnkaufUpdateSchema,
  idList,
  idParam,
  listQuerySchema,
  VerkaeuferAddSchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listAnkaeufe } from './ankaeufe.repository';
import {
  addVerkaeufer,
  createAnkauf,
  deleteAnkaeufe,
  deleteAnkauf,
  getAnkauf,
  removeVerkaeufer,
  updateAnkauf,
} from './ankaeufe.service';

const listQuery = listQuerySchema(ankaufSortable, 'datum');
const tags = ['Ankäufe'];

export const ankaeufeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'transaktionen.lesen' } as const;
  const write = { access: 'transaktionen.bearbeiten' } as const;

  app.get('/api/ankaeufe', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    const { rows, total, capped } = await listAnkaeufe(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/ankaeufe/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getAnkauf(db, req.params.id),
  }));

  app.post('/api/ankaeufe', { config: write, schema: { tags, body: AnkaufCreateSchema } }, async (req) => ({
    status: 'ok',
    data: await createAnkauf(db, requireAuth(req).actor, req.body),
  }));

  app.put(
    '/api/ankaeufe/:id',
    { config: write, schema: { tags, params: idParam, body: AnkaufUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return {
        status: 'ok',
        data: await updateAnkauf(db, requireAuth(req).actor, req.params.id, version, fields),
      };
    },
  );

  app.delete('/api/ankaeufe/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteAnkauf(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/ankaeufe/bulk-delete', { config: write, schema: { tags, body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deleteAnkaeufe(db, requireAuth(req).actor, req.body.ids) },
  }));

  // SPEC §7 sellers: with the Ankauf's id, or without for an Ankauf not saved yet; answer data.id.
  app.post(
    '/api/ankauf/:id/verkaeufer/add',
    { config: write, schema: { tags, params: idParam, body: VerkaeuferAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addVerkaeufer(db, requireAuth(req).actor, req.params.id, req.body.firma_id),
    }),
  );

  app.post(
    '/api/ankauf/verkaeufer/add',
    { config: write, schema: { tags, body: VerkaeuferAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addVerkaeufer(db, requireAuth(req).actor, null, req.body.firma_id),
    }),
  );

  app.delete(
    '/api/ankauf/verkaeufer/:id/delete',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await removeVerkaeufer(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );
};
