import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idField,
  idList,
  idParam,
  KaufobjektCreateSchema,
  KaufobjektKaeuferAddSchema,
  kaufobjektSortable,
  KaufobjektUpdateSchema,
  listQuerySchema,
  messages,
  searchText,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { ForbiddenError } from '../../platform/errors';
import { filterTerms } from '../../platform/list-query';
import { exportLimit, kaufobjekteCsv } from './kaufobjekte.export';
import { exportRows, listKaufobjekte, searchKaufobjekte } from './kaufobjekte.repository';
import {
  addKaeufer,
  createKaufobjekt,
  deleteKaufobjekt,
  deleteKaufobjekte,
  getKaufobjekt,
  removeKaeufer,
  updateKaufobjekt,
} from './kaufobjekte.service';

const optionalPositive = idField().optional();

const listQuery = listQuerySchema(kaufobjektSortable, 'kaufdatum').extend({
  /** Typeahead of earlier sales: TopNr text within `projekt_id`, without `except`; a plain list of ≤ 30. */
  q: searchText().optional(),
  projekt_id: optionalPositive,
  except: optionalPositive,
});

/** Export: the selection (`ids=1,2,3` or repeated) or, without ids, every row the list filters match. */
const exportQuery = listQuerySchema(kaufobjektSortable, 'kaufdatum').extend({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length > exportLimit || parts.some((p) => !/^\d{1,9}$/.test(p) || Number(p) === 0)) {
        ctx.addIssue({ code: 'custom', message: messages.ungueltigeAnfrage });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
});

const tags = ['Kaufobjekte'];

export const kaufobjekteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'transaktionen.lesen' } as const;
  const write = { access: 'transaktionen.bearbeiten' } as const;

  app.get('/api/kaufobjekte', { config: read, schema: { tags, querystring: listQuery } }, async (req) => {
    const query = req.query;
    if (query.q !== undefined)
      return query.projekt_id ? searchKaufobjekte(db, query.projekt_id, query.q, query.except) : [];
    const { rows, total, capped } = await listKaufobjekte(db, {
      terms: filterTerms(query['q[]']),
      sort: query.sort,
      dir: query.dir,
      page: query.page,
      perPage: query.per_page,
    });
    return { data: rows, total, total_capped: capped, page: query.page, per_page: query.per_page };
  });

  app.get(
    '/api/kaufobjekte/export',
    { config: read, schema: { tags, querystring: exportQuery } },
    async (req, reply) => {
      const auth = requireAuth(req);
      const { ids } = req.query;
      // SPEC §6: 'all' is refused while an admin acts as another user.
      if (!ids?.length && auth.user.originalUser) throw new ForbiddenError(messages.koExportAlleGesperrt);
      const rows = await exportRows(db, {
        ids: ids?.length ? ids : undefined,
        terms: filterTerms(req.query['q[]']),
        sort: req.query.sort,
        dir: req.query.dir,
        limit: exportLimit,
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kaufobjekte-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(kaufobjekteCsv(rows));
    },
  );

  app.get('/api/kaufobjekte/:id', { config: read, schema: { tags, params: idParam } }, async (req) => ({
    status: 'ok',
    data: await getKaufobjekt(db, req.params.id),
  }));

  app.post(
    '/api/kaufobjekte',
    { config: write, schema: { tags, body: KaufobjektCreateSchema } },
    async (req) => {
      const { kaeufer_ids, ...fields } = req.body;
      return { status: 'ok', ...(await createKaufobjekt(db, requireAuth(req).actor, fields, kaeufer_ids)) };
    },
  );

  app.put(
    '/api/kaufobjekte/:id',
    { config: write, schema: { tags, params: idParam, body: KaufobjektUpdateSchema } },
    async (req) => {
      const { version, ...fields } = req.body;
      return {
        status: 'ok',
        ...(await updateKaufobjekt(db, requireAuth(req).actor, req.params.id, version, fields)),
      };
    },
  );

  app.delete('/api/kaufobjekte/:id', { config: write, schema: { tags, params: idParam } }, async (req) => {
    await deleteKaufobjekt(db, requireAuth(req).actor, req.params.id);
    return { status: 'ok', data: { id: req.params.id } };
  });

  app.post(
    '/api/kaufobjekte/bulk-delete',
    { config: write, schema: { tags, body: idList } },
    async (req) => ({
      status: 'ok',
      data: { deleted: await deleteKaufobjekte(db, requireAuth(req).actor, req.body.ids) },
    }),
  );

  // SPEC §7 buyers: with the Kaufobjekt's id, or without (collected before the first save).
  app.post(
    '/api/kaufobjekt/:id/kaeufer/add',
    { config: write, schema: { tags, params: idParam, body: KaufobjektKaeuferAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addKaeufer(db, requireAuth(req).actor, req.params.id, req.body),
    }),
  );

  app.post(
    '/api/kaufobjekt/kaeufer/add',
    { config: write, schema: { tags, body: KaufobjektKaeuferAddSchema } },
    async (req) => ({
      status: 'ok',
      data: await addKaeufer(db, requireAuth(req).actor, null, req.body),
    }),
  );

  app.delete(
    '/api/kaufobjekt/kaeufer/:id/delete',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await removeKaeufer(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok' };
    },
  );
};
