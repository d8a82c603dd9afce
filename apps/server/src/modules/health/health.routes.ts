import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { okAnswer } from '../../platform/answers';

const healthAnswer = {
  200: okAnswer(z.object({ database: z.string() })),
  503: z.object({ status: z.literal('error'), message: z.string() }),
};

/** How long the health check waits for the database before it answers 503. */
export const healthTimeoutMs = 2_000;

/**
 * For load balancers and supervisors: public, and answers 503 when the database does not answer, or not
 * within `timeoutMs` (a stuck connection shows as unhealthy instead of a hanging health check).
 */
export const healthRoutes: FastifyPluginAsync<{ database: Database; timeoutMs?: number }> = async (
  app,
  { database, timeoutMs = healthTimeoutMs },
) => {
  app.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['System'], response: healthAnswer } },
    async (_req, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      try {
        const answer = await Promise.race([database.query('select 1').then(() => 'ok' as const), timedOut]);
        if (answer === 'timeout') {
          app.log.warn({ timeoutMs }, 'health check: database did not answer in time');
          return reply.code(503).send({
            status: 'error',
            message: `Datenbank antwortet nicht (keine Antwort innerhalb von ${timeoutMs / 1000} s)`,
          });
        }
        return { status: 'ok', data: { database: database.kind } };
      } catch {
        return reply.code(503).send({ status: 'error', message: 'Datenbank nicht erreichbar' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
