import { z } from 'zod';
import {
  AusstattungsqualitaetDetailSchema,
  ausstattungsqualitaetenArea,
  AusstattungsqualitaetSpezialausstattungAddSchema,
  AusstattungsqualitaetSpezialausstattungZeileSchema,
  AusstattungsqualitaetZeileSchema,
  GebaeudeteilSchema,
  HeizsystemSchema,
  searchText,
  SpezialausstattungCreateSchema,
  SpezialausstattungKurzSchema,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { okAnswer, successAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { assignmentRoutes } from '../../platform/assignments';
import { listAusstattungsqualitaeten } from './ausstattungsqualitaeten.repository';
import {
  createAusstattungsqualitaet,
  deleteAusstattungsqualitaet,
  deleteAusstattungsqualitaeten,
  getAusstattungsqualitaet,
  updateAusstattungsqualitaet,
} from './ausstattungsqualitaeten.service';
import { createSpezialausstattung, spezialausstattung } from './spezialausstattung.service';
import {
  listGebaeudeteile,
  listHeizsysteme,
  searchSpezialausstattungen,
} from './spezialausstattungen.repository';

const tags = [ausstattungsqualitaetenArea.label];
const read = { access: ausstattungsqualitaetenArea.permissions.read };
const write = { access: ausstattungsqualitaetenArea.permissions.write };
const typeaheadQuery = z.object({ q: searchText().default('') });

export const ausstattungsqualitaetenRoutes = areaRoutes(ausstattungsqualitaetenArea, {
  service: {
    list: ({ db }, params) => listAusstattungsqualitaeten(db, params),
    get: ({ db }, id) => getAusstattungsqualitaet(db, id),
    create: ({ db }, actor, fields) => createAusstattungsqualitaet(db, actor, fields),
    update: ({ db }, actor, id, version, fields) =>
      updateAusstattungsqualitaet(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteAusstattungsqualitaet(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteAusstattungsqualitaeten(db, actor, ids),
  },
  record: AusstattungsqualitaetDetailSchema,
  row: AusstattungsqualitaetZeileSchema,
  extra: async (app, ctx) => {
    const { db } = ctx;
    // SPEC §7 special equipment of a BAB, with its id or before the first save.
    await app.register(
      assignmentRoutes(spezialausstattung, {
        tags,
        access: ausstattungsqualitaetenArea.permissions.write,
        add: '/api/ausstattungsqualitaeten/:id/spezialausstattung/add',
        addPending: '/api/ausstattungsqualitaeten/spezialausstattung/add',
        remove: '/api/ausstattungsqualitaeten/spezialausstattung/:id/delete',
        body: AusstattungsqualitaetSpezialausstattungAddSchema,
        answer: AusstattungsqualitaetSpezialausstattungZeileSchema,
      }),
      ctx,
    );

    // Typeahead (SPEC §7, ≤ 30) and the creation form in a modal (SPEC §2 /spezialausstattung/new?ajax=1).
    app.get(
      '/api/spezialausstattungen',
      {
        config: read,
        schema: {
          tags,
          querystring: typeaheadQuery,
          response: { 200: z.array(SpezialausstattungKurzSchema) },
        },
      },
      async (req) => searchSpezialausstattungen(db, req.query.q),
    );

    app.post(
      '/spezialausstattung/new',
      {
        config: write,
        schema: {
          tags,
          body: SpezialausstattungCreateSchema,
          response: { 200: successAnswer(SpezialausstattungKurzSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: await createSpezialausstattung(db, requireAuth(req).actor, req.body),
      }),
    );

    // Catalogues of DOMAIN 'Valuation'.
    app.get(
      '/api/gebaeudeteile',
      { config: read, schema: { tags, response: { 200: okAnswer(z.array(GebaeudeteilSchema)) } } },
      async () => ({ status: 'ok' as const, data: await listGebaeudeteile(db) }),
    );
    app.get(
      '/api/heizsysteme',
      { config: read, schema: { tags, response: { 200: okAnswer(z.array(HeizsystemSchema)) } } },
      async () => ({ status: 'ok' as const, data: await listHeizsysteme(db) }),
    );
  },
});
