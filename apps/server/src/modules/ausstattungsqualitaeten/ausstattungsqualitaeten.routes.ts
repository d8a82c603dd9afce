import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AusstattungsqualitaetCreateSchema,
  ausstattungsqualitaetSortable,
  AusstattungsqualitaetUpdateSchema,
  AusstattungsqualitaetSpezialausstattungAddSchema,
  idList,
  idParam,
  leereBewertungen,
  listQuerySchema,
  searchText,
  SpezialausstattungCreateSchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listAusstattungsqualitaeten } from './ausstattungsqualitaeten.repository';
import {
  createAusstattungsqualitaet,
  deleteAusstattungsqualitaet,
  deleteAusstattungsqualitaeten,
  getAusstattungsqualitaet,
  updateAusstattungsqualitaet,
} from './ausstattungsqualitaeten.service';
import { addSpezialausstattung, createSpezialausstattung, removeSpezialausstattung } from './spezialausstattung.service';
import { listGebaeudeteile, listHeizsysteme, searchSpezialausstattungen } from './spezialausstattungen.repository';

const listQuery = listQuerySchema(ausstattungsqualitaetSortable, 'projektnr');
/** A new BAB may leave out the ratings: then all 17 parts start with their default weights, unrated. */
const createBody = AusstattungsqualitaetCreateSchema.extend({
  bewertungen: AusstattungsqualitaetCreateSchema.shape.bewertungen.default(leereBewertungen),
});
const typeaheadQuery = z.object({ q: searchText().default('') });
const tags = ['Ausstattungsqualität'];

export const ausstattungsqualitaetenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'bewertung.lesen' } as const;
  const write = { access: 'bewertung.bearbeiten' } as const;

  app.get('/api/ausstattungsqualitaeten', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    const { rows, total, capped } = await listAusstattungsqualitaeten(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/ausstattungsqualitaeten/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getAusstattungsqualitaet(db, req.params.id),
  }));

  app.post('/api/ausstattungsqualitaeten', { config: write, schema: { tags, body: createBody } }, async (req) => ({
    status: 'ok',
    data: await createAusstattungsqualitaet(db, requireAuth(req).actor, req.body),
  }));

  app.put(
    '/api/ausstattungsqualitaeten/:id',
    { config: write, schema: { tags, params: idParam, body: AusstattungsqualitaetUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return { status: 'ok', data: await updateAusstattungsqualitaet(db, requireAuth(req).actor, req.params.id, version, fields) };
    },
  );

  app.delete('/api/ausstattungsqualitaeten/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteAusstattungsqualitaet(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/ausstattungsqualitaeten/bulk-delete', { config: write, schema: { tags, body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deleteAusstattungsqualitaeten(db, requireAuth(req).actor, req.body.ids) },
  }));

  // SPEC §7 special equipment of a BAB, with its id or before the first save.
  app.post(
    '/api/ausstattungsqualitaeten/:id/spezialausstattung/add',
    { config: write, schema: { tags, params: idParam, body: AusstattungsqualitaetSpezialausstattungAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addSpezialausstattung(db, requireAuth(req).actor, req.params.id, req.body.spezialausstattung_id),
    }),
  );

  app.post(
    '/api/ausstattungsqualitaeten/spezialausstattung/add',
    { config: write, schema: { tags, body: AusstattungsqualitaetSpezialausstattungAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addSpezialausstattung(db, requireAuth(req).actor, null, req.body.spezialausstattung_id),
    }),
  );

  app.delete(
    '/api/ausstattungsqualitaeten/spezialausstattung/:id/delete',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await removeSpezialausstattung(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );

  // Typeahead (SPEC §7, ≤ 30) and the creation form in a modal (SPEC §2 /spezialausstattung/new?ajax=1).
  app.get('/api/spezialausstattungen', { config: read, schema: { tags, querystring: typeaheadQuery } }, async (req) =>
    searchSpezialausstattungen(db, req.query.q),
  );

  app.post('/spezialausstattung/new', { config: write, schema: { tags, body: SpezialausstattungCreateSchema } }, async (req) => ({
    status: 'success',
    data: await createSpezialausstattung(db, requireAuth(req).actor, req.body),
  }));

  // Catalogues of DOMAIN 'Valuation'.
  app.get('/api/gebaeudeteile', { config: read, schema: { tags } }, async () => ({ status: 'ok', data: await listGebaeudeteile(db) }));
  app.get('/api/heizsysteme', { config: read, schema: { tags } }, async () => ({ status: 'ok', data: await listHeizsysteme(db) }));
};
