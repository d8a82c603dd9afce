import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';

/** For load balancers: public, and answers 503 when the database does not. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', { config: { access: 'public' }, schema: { tags: ['System'] } }, async (_req, reply) => {
    try {
      await database.query('select 1');
      return { status: 'ok', data: { database: database.kind } };
    } catch {
      return reply.code(503).send({ status: 'error', message: 'Datenbank nicht erreichbar' });
    }
  });
};
