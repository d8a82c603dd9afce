import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { healthRoutes } from './health.routes';

async function appWith(query: Database['query']) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, { database: { kind: 'pglite', query } as Database, timeoutMs: 200 });
  return app;
}

describe('/api/health (issue 23)', () => {
  it('answers 503 with a German message when the database does not answer in time, instead of hanging', async () => {
    const app = await appWith(() => new Promise(() => {}));
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'error',
      message: 'Datenbank antwortet nicht (keine Antwort innerhalb von 0.2 s)',
    });
    await app.close();
  });

  it('answers 503 when the database fails, 200 when it answers', async () => {
    const failing = await appWith(() => Promise.reject(new Error('down')));
    expect((await failing.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    const fine = await appWith(async () => [{ '?column?': 1 }] as never);
    const res = await fine.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', data: { database: 'pglite' } });
    await failing.close();
    await fine.close();
  });
});
