import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { registerErrorHandler } from './errors';

/** The shared error handler on its own: database errors a schema should have stopped are not a 500. */
function appThrowing(error: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw error;
  });
  return app;
}

/** What Drizzle throws: its own error with the driver's error as cause. */
const wrapped = (fields: Record<string, string>) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), fields) });

describe('registerErrorHandler', () => {
  it('answers a data exception (SQLSTATE class 22) with 422 in German', async () => {
    for (const code of ['22003', '22P02', '22021', '22008']) {
      const res = await appThrowing(wrapped({ code })).inject({ method: 'GET', url: '/x' });
      expect(res.statusCode, code).toBe(422);
      expect(res.json()).toEqual({ status: 'error', message: messages.ungueltigeAnfrage });
    }
  });

  it('names the referencing table of a foreign-key violation; unknown tables keep the plain message', async () => {
    const known = await appThrowing(wrapped({ code: '23503', table: 'kaufobjekte' })).inject({
      method: 'GET',
      url: '/x',
    });
    expect(known.statusCode).toBe(409);
    expect(known.json().message).toBe(messages.nochVerwendetIn('Kaufobjekte'));
    const unknown = await appThrowing(wrapped({ code: '23001', table: '__proto__' })).inject({
      method: 'GET',
      url: '/x',
    });
    expect(unknown.json().message).toBe(messages.nochVerwendet);
  });

  it('a foreign key to a row that does not exist is bad input (422), not a record in use', async () => {
    const detail = 'Key (firma_id)=(999) is not present in table "firmen".';
    const res = await appThrowing(wrapped({ code: '23503', table: 'projekt_firmen', detail })).inject({
      method: 'GET',
      url: '/x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', message: messages.ungueltigeAnfrage });
  });

  it('still answers an unknown error with 500 and the German message', async () => {
    const res = await appThrowing(new Error('kaputt')).inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', message: messages.unerwarteterFehler });
  });
});
