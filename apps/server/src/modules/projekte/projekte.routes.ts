import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErfassungsnotizCreateSchema,
  ErfassungsnotizToggleSchema,
  idField,
  idList,
  idParam,
  listQuerySchema,
  ProjektCreateSchema,
  ProjektFirmaAddSchema,
  projektSortable,
  ProjektUpdateSchema,
  ProjektUrlCreateSchema,
  searchText,
} from '@app/domain';
import type { FileStorage } from '../../platform/files';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { addNotiz, getNotizen, setNotizErledigt } from './erfassungsnotizen.service';
import { addProjektFirma, removeProjektFirma } from './projekt-firmen.service';
import { createProjektUrl, deleteProjektUrl } from './projekt-urls.service';
import { listProjekte, searchProjekte } from './projekte.repository';
import {
  createProjekt,
  deleteProjekt,
  deleteProjekte,
  getProjektByNr,
  getProjektDetail,
  updateProjekt,
} from './projekte.service';

const listQuery = listQuerySchema(projektSortable, 'projektnr').extend({
  /** Typeahead text; when present the answer is a plain list of at most 30 items. */
  q: searchText().optional(),
});
const projektIdParam = z.object({ projekt_id: idField() });
const projektnrParam = z.object({ projektnr: idField() });
const tags = ['Projekte'];

export const projekteRoutes: FastifyPluginAsyncZod<{ db: Db; storage: FileStorage }> = async (app, { db, storage }) => {
  const read = { access: 'projekte.lesen' } as const;
  const write = { access: 'projekte.bearbeiten' } as const;

  app.get('/api/projekte', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    if (query.q !== undefined) return searchProjekte(db, query.q);
    const { rows, total, capped } = await listProjekte(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/projekte/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getProjektDetail(db, req.params.id),
  }));

  /** The go-to form and the notes page know the human number only. */
  app.get('/api/projekte/nr/:projektnr', { config: read, schema: { tags, params: projektnrParam } }, async (req) => ({
    status: 'ok',
    data: await getProjektByNr(db, req.params.projektnr),
  }));

  app.post('/api/projekte', { config: write, schema: { tags, body: ProjektCreateSchema } }, async (req) => ({
    status: 'ok',
    data: await createProjekt(db, requireAuth(req).actor, req.body),
  }));

  app.put('/api/projekte/:id', { config: write, schema: { tags, params: idParam, body: ProjektUpdateSchema } }, async (req) => {
    const { version, ...fields } = req.body;
    return { status: 'ok', data: await updateProjekt(db, requireAuth(req).actor, req.params.id, version, fields) };
  });

  app.delete('/api/projekte/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteProjekt(db, requireAuth(req).actor, req.params.id, storage);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/projekte/bulk-delete', { config: write, schema: { tags, body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deleteProjekte(db, requireAuth(req).actor, req.body.ids, storage) },
  }));

  // SPEC §7 assignments: a firm in a role.
  app.post(
    '/api/projekt/:projekt_id/firma/add',
    { config: write, schema: { tags, params: projektIdParam, body: ProjektFirmaAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addProjektFirma(db, requireAuth(req).actor, req.params.projekt_id, req.body),
    }),
  );

  app.delete('/api/projektfirmen/:id/delete', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await removeProjektFirma(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  // SPEC §7 project URLs: the answer carries the id beside the record.
  app.post('/api/projekte/url/create', { config: write, schema: { tags, body: ProjektUrlCreateSchema } }, async (req) => {
    const url = await createProjektUrl(db, requireAuth(req).actor, req.body.data);
    return { status: 'ok', id: url.id, data: url };
  });

  app.delete('/api/projekte/url/:id/delete', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteProjektUrl(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  // Erfassungsnotizen: answers carry the counts alle / offen / erledigt (SPEC §7 note form).
  app.get('/api/projekte/:id/erfassungsnotizen', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    ...(await getNotizen(db, req.params.id)),
  }));

  app.post(
    '/api/projekte/:id/erfassungsnotizen',
    { config: write, schema: { tags, params: idParam, body: ErfassungsnotizCreateSchema } },
    async (req) => ({ status: 'ok', ...(await addNotiz(db, requireAuth(req).actor, req.params.id, req.body.text)) }),
  );

  app.put(
    '/api/erfassungsnotizen/:id/erledigt',
    { config: write, schema: { tags, params: idParam, body: ErfassungsnotizToggleSchema } },
    async (req) => ({
      status: 'ok',
      ...(await setNotizErledigt(db, requireAuth(req).actor, req.params.id, req.body.erledigt)),
    }),
  );
};
