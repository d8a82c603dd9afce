import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AngebotsobjektCreateSchema,
  angebotsobjektSortable,
  AngebotsobjektUpdateSchema,
  idField,
  idList,
  idParam,
  KoZuordnungSaveSchema,
  listQuerySchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listAngebotsobjekte } from './angebotsobjekte.repository';
import {
  createAngebotsobjekt,
  deleteAngebotsobjekt,
  deleteAngebotsobjekte,
  getAngebotsobjekt,
  updateAngebotsobjekt,
} from './angebotsobjekte.service';
import { deleteKoZuordnung, getKoZuordnungProjekt, getKoZuordnungSeite, saveKoZuordnung } from './ko-zuordnung.service';

const listQuery = listQuerySchema(angebotsobjektSortable, 'projektnr');
/** Only the q[] filters: the KO-Zuordnung lists a project's Kaufobjekte up to a limit, unpaged. */
const filterQuery = listQuerySchema(['top_nr'], 'top_nr').pick({ 'q[]': true });
const projektIdParam = z.object({ projekt_id: idField() });
const tags = ['Angebotsobjekte'];

export const angebotsobjekteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'transaktionen.lesen' } as const;
  const write = { access: 'transaktionen.bearbeiten' } as const;

  app.get('/api/angebotsobjekte', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    const { rows, total, capped } = await listAngebotsobjekte(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/angebotsobjekte/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getAngebotsobjekt(db, req.params.id),
  }));

  app.post('/api/angebotsobjekte', { config: write, schema: { tags, body: AngebotsobjektCreateSchema } }, async (req) => ({
    status: 'ok',
    data: await createAngebotsobjekt(db, requireAuth(req).actor, req.body),
  }));

  app.put(
    '/api/angebotsobjekte/:id',
    { config: write, schema: { tags, params: idParam, body: AngebotsobjektUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return { status: 'ok', data: await updateAngebotsobjekt(db, requireAuth(req).actor, req.params.id, version, fields) };
    },
  );

  app.delete('/api/angebotsobjekte/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteAngebotsobjekt(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/angebotsobjekte/bulk-delete', { config: write, schema: { tags, body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deleteAngebotsobjekte(db, requireAuth(req).actor, req.body.ids) },
  }));

  // KO-Zuordnung (Wohnungseigentums-Zuordnung, SPEC §2)
  app.get(
    '/api/angebotsobjekte/:id/ko_zuordnung',
    { config: read, schema: { tags, params: idParam, querystring: filterQuery } },
    async (req) => ({ status: 'ok', data: await getKoZuordnungSeite(db, req.params.id, filterTerms(req.query['q[]'])) }),
  );

  app.post(
    '/api/angebotsobjekte/:id/ko_zuordnung',
    { config: write, schema: { tags, params: idParam, body: KoZuordnungSaveSchema } },
    async (req) => ({ status: 'ok', data: await saveKoZuordnung(db, requireAuth(req).actor, req.params.id, req.body) }),
  );

  app.get(
    '/api/ko_zuordnung/projekt/:projekt_id',
    { config: read, schema: { tags, params: projektIdParam, querystring: filterQuery } },
    async (req) => ({
      status: 'ok',
      data: await getKoZuordnungProjekt(db, req.params.projekt_id, filterTerms(req.query['q[]'])),
    }),
  );

  app.delete('/api/ko_zuordnung/:id/delete', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteKoZuordnung(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });
};
