import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FirmaCreateSchema,
  firmaSortable,
  FirmaUpdateSchema,
  idList,
  idParam,
  listQuerySchema,
  messages,
  normalizeFbnr,
  searchText,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import type { Geocoder } from '../../platform/providers/geocoding';
import { findFirmaByFbnr, listFirmen, searchFirmen } from './firmen.repository';
import {
  createFirma,
  deleteFirma,
  deleteFirmen,
  getFirma,
  getPrivatfirma,
  toKurz,
  updateFirma,
} from './firmen.service';
import { geocodeRoutes } from './geocode.routes';

const listQuery = listQuerySchema(firmaSortable, 'name').extend({
  /** Typeahead text (SPEC §7); when present the answer is a plain list of at most 30 items. */
  q: searchText().optional(),
  /** Typeahead for broker fields: firms with ist_makler first. */
  makler: z.enum(['0', '1']).optional(),
});

const byFbnrQuery = z
  .object({
    fbnr: z.string({ error: messages.pflichtfeld }).max(50, messages.zuLang(50)),
    /** The firm's country: spaces go only from an Austrian FN (default). */
    land: z.string().max(3).optional(),
  })
  .transform((q) => ({ fbnr: normalizeFbnr(q.fbnr, q.land) }))
  .refine((q) => q.fbnr !== '', { message: messages.pflichtfeld, path: ['fbnr'] });

export const firmenRoutes: FastifyPluginAsyncZod<{ db: Db; geocoder: Geocoder }> = async (app, { db, geocoder }) => {
  const read = { access: 'firmen.lesen' } as const;
  const write = { access: 'firmen.bearbeiten' } as const;
  const tags = ['Firmen'];

  app.get('/api/firmen', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    if (query.q !== undefined) return searchFirmen(db, query.q, query.makler === '1');
    const { rows, total, capped } = await listFirmen(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  // SPEC §7: a two-element list; 'error' first when the number is free, otherwise 'ok' and the firm.
  app.get('/api/firmen/by_fbnr', { config: read, schema: { tags, querystring: byFbnrQuery } }, async (req) => {
    const firma = await findFirmaByFbnr(db, req.query.fbnr);
    return firma ? ['ok', { id: firma.id, name: firma.name }] : ['error', null];
  });

  app.get('/api/firmen/privatfirma', { config: read, schema: { tags } }, async () => getPrivatfirma(db));

  app.get('/api/firmen/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getFirma(db, req.params.id),
  }));

  app.post('/api/firmen', { config: write, schema: { tags, body: FirmaCreateSchema } }, async (req) => ({
    status: 'ok',
    data: await createFirma(db, requireAuth(req).actor, req.body),
  }));

  app.put('/api/firmen/:id', { config: write, schema: { tags, params: idParam, body: FirmaUpdateSchema } }, async (req) => {
    const { version, ...fields } = req.body;
    return { status: 'ok', data: await updateFirma(db, requireAuth(req).actor, req.params.id, version, fields) };
  });

  app.delete('/api/firmen/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteFirma(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/firmen/bulk-delete', { config: write, schema: { tags, body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deleteFirmen(db, requireAuth(req).actor, req.body.ids) },
  }));

  // Creation form loaded into a modal from other forms (SPEC §2 /firmen/new?ajax=1, §7).
  app.post('/firmen/new', { config: write, schema: { tags, body: FirmaCreateSchema } }, async (req) => ({
    status: 'success',
    data: toKurz(await createFirma(db, requireAuth(req).actor, req.body)),
  }));

  await app.register(geocodeRoutes, { geocoder });
};
