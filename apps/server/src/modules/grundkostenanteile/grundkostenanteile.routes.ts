import { z } from 'zod';
import {
  gkaNflTargets,
  GrundkostenanteilAnkaufsummeSchema,
  grundkostenanteileArea,
  GrundkostenanteilNflAnswerSchema,
  GrundkostenanteilSchema,
  GrundkostenanteilZeileSchema,
  idText,
} from '@app/domain';
import { okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
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

const projektParam = z.object({ projekt_id: idText() });
const nflParams = projektParam.extend({ target: z.enum(gkaNflTargets) });
const tags = [grundkostenanteileArea.label];

export const grundkostenanteileRoutes = areaRoutes(grundkostenanteileArea, {
  service: {
    list: async ({ db }, params) => {
      const { data, total, total_capped } = await listGrundkostenanteile(db, params);
      return { rows: data, total, capped: total_capped };
    },
    get: ({ db }, id) => getGka(db, id),
    create: ({ db }, actor, input) => createGka(db, actor, input),
    update: ({ db }, actor, id, version, fields) => updateGka(db, actor, id, { ...fields, version }),
    remove: ({ db }, actor, id) => deleteGka(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteGkas(db, actor, ids),
  },
  record: GrundkostenanteilSchema,
  row: GrundkostenanteilZeileSchema,
  extra: async (app, { db }) => {
    const read = { access: grundkostenanteileArea.permissions.read };

    /** The project's Grundkostenanteil (one per project); 404 when it has none. */
    app.get(
      '/api/projekte/:projekt_id/grundkostenanteil',
      {
        config: read,
        schema: { tags, params: projektParam, response: { 200: okAnswer(GrundkostenanteilSchema) } },
      },
      async (req) => ({ status: 'ok' as const, data: await getGkaByProjekt(db, req.params.projekt_id) }),
    );

    // SPEC §7: gkq (€ per m² NFL) and nfl for the Ankauf and BAB forms.
    app.get(
      '/api/gka/nfl/:projekt_id/:target',
      {
        config: read,
        schema: { tags, params: nflParams, response: { 200: okAnswer(GrundkostenanteilNflAnswerSchema) } },
      },
      async (req) => ({ status: 'ok' as const, data: await gkaNfl(db, req.params.projekt_id) }),
    );

    /** The default of kaufpreis_summe before the record exists: Σ ankaufpreis of the project's Ankäufe, whole euros. */
    app.get(
      '/api/gka/ankaufsumme/:projekt_id',
      {
        config: read,
        schema: {
          tags,
          params: projektParam,
          response: { 200: okAnswer(GrundkostenanteilAnkaufsummeSchema) },
        },
      },
      async (req) => ({
        status: 'ok' as const,
        data: await kaufpreisAusAnkaeufen(db, req.params.projekt_id),
      }),
    );
  },
});
