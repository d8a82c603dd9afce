import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  heuteWien,
  aenderungsprotokollExportMax,
  aenderungsprotokollExportQuery,
  aenderungsprotokollQuery,
} from '@app/domain';
import { asc } from 'drizzle-orm';
import { users } from '../../db/schema';
import { okAnswer } from '../../platform/answers';
import { csvAnswer } from '../../platform/byte-answers';
import type { ModuleContext } from '../../platform/module';
import { verlaufEintragSchema } from '../../platform/verlauf-routes';
import { aenderungsprotokoll, aenderungsprotokollCsv } from './aenderungsprotokoll.service';

const tags = ['Änderungsprotokoll'];
const eintrag = verlaufEintragSchema.extend({
  area: z.string().nullable(),
  datensatz_id: z.number().int().nullable(),
  datensatz_name: z.string().nullable(),
});
const pageAnswer = z.object({ data: z.array(eintrag), weiter: z.number().int().nullable() });
const benutzerAnswer = okAnswer(z.array(z.object({ id: z.number().int(), name: z.string() })));

/**
 * 'Änderungsprotokoll' (issue 28): who changed what across records, for administrators: the user
 * administration's permission (admins hold it, whoever holds it can make admins; it is refused while
 * acting as another user).
 */
const config = { access: 'benutzer.verwalten' } as const;
export const aenderungsprotokollRoutes: FastifyPluginAsyncZod<ModuleContext> = async (app, ctx) => {
  app.get(
    '/api/aenderungsprotokoll',
    { config, schema: { tags, querystring: aenderungsprotokollQuery, response: { 200: pageAnswer } } },
    async (req) => aenderungsprotokoll(ctx.db, req.query),
  );

  app.get(
    '/api/aenderungsprotokoll/export',
    {
      config,
      schema: {
        tags,
        querystring: aenderungsprotokollExportQuery,
        response: {
          200: csvAnswer(`Die gefilterten Änderungen (höchstens ${aenderungsprotokollExportMax}) als CSV`),
        },
      },
    },
    async (req, reply) => {
      const { data } = await aenderungsprotokoll(ctx.db, req.query, aenderungsprotokollExportMax);
      const day = heuteWien();
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aenderungsprotokoll-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(aenderungsprotokollCsv(data));
    },
  );

  // The filter's choice of users: everyone, anonymised ones by their 'Anonym #id'.
  app.get(
    '/api/aenderungsprotokoll/benutzer',
    { config, schema: { tags, response: { 200: benutzerAnswer } } },
    async () => ({
      status: 'ok' as const,
      data: await ctx.db.select({ id: users.id, name: users.name }).from(users).orderBy(asc(users.name)),
    }),
  );
};
