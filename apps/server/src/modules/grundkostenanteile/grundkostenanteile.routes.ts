import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gkaNflTargets,
  GrundkostenanteilCreateSchema,
  grundkostenanteilSortable,
  GrundkostenanteilUpdateSchema,
  idField,
  idList,
  idParam,
  listQuerySchema,
} from '@app/domain';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { filterTerms } from '../../platform/list-query';
import {
  createGka,
  deleteGka,
  deleteGkas,
  getGka,
  getGkaByProjekt,
  gkaNfl,
  kaufpreisAusAnkaeufen,
  listGrundkostenanteile,
  updateGka,
} from './grundkostenanteile.service';

const listQuery = listQuerySchema(grundkostenanteilSortable, 'projektnr');
const projektParam = z.object({ projekt_id: idField() });
const nflParams = projektParam.extend({ target: z.enum(gkaNflTargets) });
const tags = ['Grundkostenanteil'];

export const grundkostenanteileRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const read = { access: 'bewertung.lesen' } as const;
  const write = { access: 'bewertung.bearbeiten' } as const;

  app.get(
    '/api/grundkostenanteile',
    { config: read, schema: { tags, querystring: listQuery } },
    async (req) => {
      const query = req.query;
      const answer = await listGrundkostenanteile(db, {
        terms: filterTerms(query['q[]']),
        sort: query.sort,
        dir: query.dir,
        page: query.page,
        perPage: query.per_page,
      });
      return { ...answer, page: query.page, per_page: query.per_page };
    },
  );

  app.get(
    '/api/grundkostenanteile/:id',
    { config: read, schema: { tags, params: idParam } },
    async (req) => ({
      status: 'ok',
      data: await getGka(db, req.params.id),
    }),
  );

  /** The project's Grundkostenanteil (one per project); 404 when it has none. */
  app.get(
    '/api/projekte/:projekt_id/grundkostenanteil',
    { config: read, schema: { tags, params: projektParam } },
    async (req) => ({
      status: 'ok',
      data: await getGkaByProjekt(db, req.params.projekt_id),
    }),
  );

  // SPEC §7: gkq (€ per m² NFL) and nfl for the Ankauf and BAB forms.
  app.get(
    '/api/gka/nfl/:projekt_id/:target',
    { config: read, schema: { tags, params: nflParams } },
    async (req) => ({
      status: 'ok',
      data: await gkaNfl(db, req.params.projekt_id),
    }),
  );

  /** The default of kaufpreis_summe before the record exists: Σ ankaufpreis of the project's Ankäufe, whole euros. */
  app.get(
    '/api/gka/ankaufsumme/:projekt_id',
    { config: read, schema: { tags, params: projektParam } },
    async (req) => ({
      status: 'ok',
      data: await kaufpreisAusAnkaeufen(db, req.params.projekt_id),
    }),
  );

  app.post(
    '/api/grundkostenanteile',
    { config: write, schema: { tags, body: GrundkostenanteilCreateSchema } },
    async (req) => ({
      status: 'ok',
      data: await createGka(db, requireAuth(req).actor, req.body),
    }),
  );

  app.put(
    '/api/grundkostenanteile/:id',
    { config: write, schema: { tags, params: idParam, body: GrundkostenanteilUpdateSchema } },
    async (req) => ({
      status: 'ok',
      data: await updateGka(db, requireAuth(req).actor, req.params.id, req.body),
    }),
  );

  app.delete(
    '/api/grundkostenanteile/:id',
    { config: write, schema: { tags, params: idParam } },
    async (req) => {
      await deleteGka(db, requireAuth(req).actor, req.params.id);
      return { status: 'ok', data: { id: req.params.id } };
    },
  );

  app.post(
    '/api/grundkostenanteile/bulk-delete',
    { config: write, schema: { tags, body: idList } },
    async (req) => ({
      status: 'ok',
      data: { deleted: await deleteGkas(db, requireAuth(req).actor, req.body.ids) },
    }),
  );
};
