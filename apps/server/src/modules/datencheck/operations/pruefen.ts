import { idParam } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { idAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { laufStarten, type DatencheckContext } from '../datencheck.lauf';
import { getAbfrage } from '../datencheck.repository';
import { run, tags } from './shared';

/** Runs one check: the run's id. */
export const pruefenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post(
    '/api/datencheck/abfragen/:id/pruefen',
    { config: run, schema: { tags, params: idParam, response: { 200: idAnswer } } },
    async (req) => {
      await getAbfrage(ctx.db, req.params.id);
      return {
        status: 'ok' as const,
        data: { id: await laufStarten(ctx, req.params.id, requireAuth(req).actor.userId) },
      };
    },
  );
};
