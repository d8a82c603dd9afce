import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, verlaufQuellen, type StandardArea, type StandardAreaKey } from '@app/domain';
import { okAnswer } from './answers';
import type { ModuleContext } from './module';
import { verlaufPage, verlaufStand } from './verlauf';

const aenderung = z.object({
  feld: z.string(),
  label: z.string(),
  alt: z.string(),
  neu: z.string(),
  alt_wert: z.unknown(),
  neu_wert: z.unknown(),
});
export const verlaufEintragSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user_name: z.string().nullable(),
  original_user_name: z.string().nullable(),
  action: z.enum(['create', 'update', 'delete']),
  grund: z.string().nullable(),
  table_name: z.string(),
  record_id: z.number().int(),
  eigen: z.boolean(),
  titel: z.string(),
  aenderungen: z.array(aenderung),
});
const pageAnswer = z.object({ data: z.array(verlaufEintragSchema), weiter: z.number().int().nullable() });
const standAnswer = okAnswer(
  z.object({ eintrag: z.number().int(), fields: z.record(z.string(), z.unknown()) }),
);
const eintragId = z.coerce
  .number({ message: 'Ungültiger Eintrag.' })
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER);
const vorQuery = z.object({ vor: eintragId.optional() });

/**
 * A record's Verlauf (issue 28), for every standard area from its definition: `GET <api>/:id/verlauf`
 * (pages newest first, `vor` = the previous page's `weiter`) and `GET <api>/:id/verlauf/:eintrag/stand`
 * (the record's fields after that entry, for 'Auf diesen Stand zurücksetzen'); the area's read permission.
 */
export function verlaufRoutes<K extends StandardAreaKey>(
  area: StandardArea<K>,
): FastifyPluginAsyncZod<ModuleContext> {
  const quelle = verlaufQuellen[area.key];
  const config = { access: area.permissions.read, overlapSession: true };
  const tags = [area.label];
  return async (app, ctx) => {
    app.get(
      `${area.api}/:id/verlauf`,
      { config, schema: { tags, params: idParam, querystring: vorQuery, response: { 200: pageAnswer } } },
      async (req) => verlaufPage(ctx.db, quelle, req.params.id, req.query.vor),
    );
    app.get(
      `${area.api}/:id/verlauf/:eintrag/stand`,
      {
        config,
        schema: {
          tags,
          params: idParam.extend({ eintrag: eintragId }),
          response: { 200: standAnswer },
        },
      },
      async (req) => ({
        status: 'ok' as const,
        data: await verlaufStand(ctx.db, quelle, req.params.id, req.params.eintrag),
      }),
    );
  };
}
