import { z } from 'zod';
import {
  angebotsobjekteArea,
  AngebotsobjektSchema,
  idText,
  idParam,
  KoZuordnungGespeichertSchema,
  KoZuordnungProjektSchema,
  KoZuordnungSaveSchema,
  KoZuordnungSeiteSchema,
  listQuerySchema,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { filterTerms } from '../../platform/list-query';
import { recordRoute } from '../../platform/record-route';
import { listAngebotsobjekte } from './angebotsobjekte.repository';
import {
  createAngebotsobjekt,
  deleteAngebotsobjekt,
  deleteAngebotsobjekte,
  getAngebotsobjekt,
  updateAngebotsobjekt,
} from './angebotsobjekte.service';
import {
  deleteKoZuordnung,
  getKoZuordnungProjekt,
  getKoZuordnungSeite,
  saveKoZuordnung,
} from './ko-zuordnung.service';

/** Only the q[] filters: the KO-Zuordnung lists a project's Kaufobjekte up to a limit, unpaged. */
const filterQuery = listQuerySchema(['top_nr'], 'top_nr').pick({ 'q[]': true });
const projektIdParam = z.object({ projekt_id: idText() });
const tags = [angebotsobjekteArea.label];
const read = { access: angebotsobjekteArea.permissions.read };
const write = { access: angebotsobjekteArea.permissions.write };

export const angebotsobjekteRoutes = areaRoutes(angebotsobjekteArea, {
  service: {
    list: ({ db }, params) => listAngebotsobjekte(db, params),
    get: ({ db }, id) => getAngebotsobjekt(db, id),
    create: ({ db }, actor, fields) => createAngebotsobjekt(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateAngebotsobjekt(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteAngebotsobjekt(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteAngebotsobjekte(db, actor, ids),
  },
  record: AngebotsobjektSchema,
  row: AngebotsobjektSchema,
  // KO-Zuordnung (Wohnungseigentums-Zuordnung, SPEC §2)
  extra: async (app, { db }) => {
    // The two KO-Zuordnung reads: the q[] filters, answering `data`; typed by the base schema like recordRoute.
    const koListe = <P extends z.ZodType, D extends z.ZodType>(
      url: string,
      params: P,
      data: D,
      load: (params: z.output<P>, terms: ReturnType<typeof filterTerms>) => Promise<z.input<D>>,
    ) => {
      const schema: {
        tags: string[];
        params: z.ZodType;
        querystring: typeof filterQuery;
        response: { 200: z.ZodType };
      } = { tags, params, querystring: filterQuery, response: { 200: okAnswer(data) } };
      app.get(url, { config: read, schema }, async (req) => ({
        status: 'ok' as const,
        data: await load(req.params as z.output<P>, filterTerms(req.query['q[]'])),
      }));
    };
    koListe('/api/angebotsobjekte/:id/ko_zuordnung', idParam, KoZuordnungSeiteSchema, (params, terms) =>
      getKoZuordnungSeite(db, params.id, terms),
    );

    recordRoute(
      app,
      'post',
      '/api/angebotsobjekte/:id/ko_zuordnung',
      { access: write.access, tags, body: KoZuordnungSaveSchema, data: KoZuordnungGespeichertSchema },
      ({ actor, id, body }) => saveKoZuordnung(db, actor, id, body),
    );

    koListe(
      '/api/ko_zuordnung/projekt/:projekt_id',
      projektIdParam,
      KoZuordnungProjektSchema,
      (params, terms) => getKoZuordnungProjekt(db, params.projekt_id, terms),
    );

    app.delete(
      '/api/ko_zuordnung/:id/delete',
      { config: write, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await deleteKoZuordnung(db, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );
  },
});
