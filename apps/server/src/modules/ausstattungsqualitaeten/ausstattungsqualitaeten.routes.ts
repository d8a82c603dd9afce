import { z } from 'zod';
import {
  AusstattungsqualitaetDetailSchema,
  ausstattungsqualitaetenArea,
  AusstattungsqualitaetSpezialausstattungAddSchema,
  AusstattungsqualitaetSpezialausstattungZeileSchema,
  AusstattungsqualitaetZeileSchema,
  GebaeudeteilSchema,
  HeizsystemSchema,
  idParam,
  searchText,
  SpezialausstattungCreateSchema,
  SpezialausstattungKurzSchema,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer, successAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
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

const tags = [ausstattungsqualitaetenArea.label];
const read = { access: ausstattungsqualitaetenArea.permissions.read };
const write = { access: ausstattungsqualitaetenArea.permissions.write };
const typeaheadQuery = z.object({ q: searchText().default('') });
const spezialAnswer = okAnswer(AusstattungsqualitaetSpezialausstattungZeileSchema);

export const ausstattungsqualitaetenRoutes = areaRoutes(ausstattungsqualitaetenArea, {
  service: {
    list: ({ db }, params) => listAusstattungsqualitaeten(db, params),
    get: ({ db }, id) => getAusstattungsqualitaet(db, id),
    create: ({ db }, actor, fields) => createAusstattungsqualitaet(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateAusstattungsqualitaet(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteAusstattungsqualitaet(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteAusstattungsqualitaeten(db, actor, ids),
  },
  record: AusstattungsqualitaetDetailSchema,
  row: AusstattungsqualitaetZeileSchema,
  extra: async (app, { db }) => {
    // SPEC §7 special equipment of a BAB, with its id or before the first save.
    app.post(
      '/api/ausstattungsqualitaeten/:id/spezialausstattung/add',
      { config: write, schema: { tags, params: idParam, body: AusstattungsqualitaetSpezialausstattungAddSchema, response: { 200: spezialAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addSpezialausstattung(db, requireAuth(req).actor, req.params.id, req.body.spezialausstattung_id),
      }),
    );

    app.post(
      '/api/ausstattungsqualitaeten/spezialausstattung/add',
      { config: write, schema: { tags, body: AusstattungsqualitaetSpezialausstattungAddSchema, response: { 200: spezialAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addSpezialausstattung(db, requireAuth(req).actor, null, req.body.spezialausstattung_id),
      }),
    );

    app.delete(
      '/api/ausstattungsqualitaeten/spezialausstattung/:id/delete',
      { config: write, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await removeSpezialausstattung(db, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );

    // Typeahead (SPEC §7, ≤ 30) and the creation form in a modal (SPEC §2 /spezialausstattung/new?ajax=1).
    app.get(
      '/api/spezialausstattungen',
      { config: read, schema: { tags, querystring: typeaheadQuery, response: { 200: z.array(SpezialausstattungKurzSchema) } } },
      async (req) => searchSpezialausstattungen(db, req.query.q),
    );

    app.post(
      '/spezialausstattung/new',
      { config: write, schema: { tags, body: SpezialausstattungCreateSchema, response: { 200: successAnswer(SpezialausstattungKurzSchema) } } },
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
