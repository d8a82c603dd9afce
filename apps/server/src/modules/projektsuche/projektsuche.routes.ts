import { z } from 'zod';
import {
  messages,
  projekteArea,
  ProjektsucheQuerySchema,
  projektsuchePush,
  projektsucheTopic,
  ProjektTrefferSchema,
  type ProjektsucheAnswer,
} from '@app/domain';
import { okAnswer } from '../../platform/answers';
import type { Module } from '../../platform/module';
import { searchProjekte } from './projektsuche.repository';

/**
 * Projektsuche over the socket topic `projektsuche` (push `suche` {q, id} → {id, treffer}; the id comes
 * back so the browser drops answers older than its newest query) and over HTTP for tests and scripts.
 */
export const projektsucheRoutes: Module = async (app, { database }) => {
  app.realtime.handle(
    new RegExp(`^${projektsucheTopic}$`),
    projektsuchePush,
    async (_ctx, payload): Promise<ProjektsucheAnswer> => {
      const parsed = ProjektsucheQuerySchema.safeParse(payload ?? {});
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? messages.ungueltigeAnfrage);
      return { id: parsed.data.id, treffer: await searchProjekte(database, parsed.data.q) };
    },
  );

  app.get(
    '/api/projektsuche',
    {
      config: { access: projekteArea.permissions.read },
      schema: {
        tags: [projekteArea.label],
        summary: 'Projektsuche: Nummer, Name, Adresse, Bezirk, KG/EZ und Firmen, höchstens 30 Treffer',
        querystring: ProjektsucheQuerySchema.pick({ q: true }),
        response: { 200: okAnswer(z.array(ProjektTrefferSchema)) },
      },
    },
    async (req) => ({ status: 'ok' as const, data: await searchProjekte(database, req.query.q) }),
  );
};
