import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { okAnswer } from '../../platform/answers';

const healthAnswer = {
  200: okAnswer(z.object({ database: z.string() })),
  503: z.object({ status: z.literal('error'), message: z.string() }),
};

/** For load balancers: public, and answers 503 when the database does not. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['System'], response: healthAnswer } },
    async (_req, reply) => {
      try {
        await database.query('select 1');
        return { status: 'ok', data: { database: database.kind } };
      } catch {
        return reply.code(503).send({ status: 'error', message: 'Datenbank nicht erreichbar' });
      }
    },
  );
};
