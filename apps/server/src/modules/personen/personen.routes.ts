import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idList,
  idParam,
  listQuerySchema,
  PersonCreateSchema,
  personSortable,
  PersonUpdateSchema,
  searchText,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import { listPersonen, searchPersonen } from './personen.repository';
import {
  createPerson,
  deletePerson,
  deletePersonen,
  getPerson,
  toKurz,
  updatePerson,
} from './personen.service';

const listQuery = listQuerySchema(personSortable, 'nachname').extend({
  /** Typeahead text (SPEC §7); when present the answer is a plain list of at most 30 items. */
  q: searchText().optional(),
});

export const personenRoutes: FastifyPluginAsyncZod<{ db: import('../../db/client').Db }> = async (app, { db }) => {
  const read = { access: 'personen.lesen' } as const;
  const write = { access: 'personen.bearbeiten' } as const;

  app.get('/api/personen', { config: read, schema: { tags: ['Personen'], querystring: listQuery } }, async (req) => {
    const query = req.query;
    if (query.q !== undefined) return searchPersonen(db, query.q);
    const { rows, total, capped } = await listPersonen(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get('/api/personen/:id', { config: read, schema: { tags: ['Personen'], params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getPerson(db, req.params.id),
  }));

  app.post('/api/personen', { config: write, schema: { tags: ['Personen'], body: PersonCreateSchema } }, async (req) => ({
    status: 'ok',
    data: await createPerson(db, requireAuth(req).actor, req.body),
  }));

  app.put(
    '/api/personen/:id',
    { config: write, schema: { tags: ['Personen'], params: idParam, body: PersonUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return { status: 'ok', data: await updatePerson(db, requireAuth(req).actor, req.params.id, version, fields) };
    },
  );

  app.delete('/api/personen/:id', { config: write, schema: { tags: ['Personen'], params: idParam } }, async (req) => {
    await deletePerson(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post('/api/personen/bulk-delete', { config: write, schema: { tags: ['Personen'], body: idList } }, async (req) => ({
    status: 'ok',
    data: { deleted: await deletePersonen(db, requireAuth(req).actor, req.body.ids) },
  }));

  // Creation form loaded into a modal from other forms (SPEC §2 /personen/new?ajax=1, §7).
  app.post('/personen/new', { config: write, schema: { tags: ['Personen'], body: PersonCreateSchema } }, async (req) => ({
    status: 'success',
    data: toKurz(await createPerson(db, requireAuth(req).actor, req.body)),
  }));
};
