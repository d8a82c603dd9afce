import { idParam, idxField } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { idAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { laufStarten, type DatencheckContext } from '../datencheck.lauf';
import { getAbfrage } from '../datencheck.repository';
import { run, tags } from './shared';

const params = idParam.extend({ idx: idxField });

/** 'Erneut prüfen': one row of one check. */
export const zeilePruefenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post(
    '/api/datencheck/abfragen/:id/rows/:idx/pruefen',
    { config: run, schema: { tags, params, response: { 200: idAnswer } } },
    async (req) => {
      await getAbfrage(ctx.db, req.params.id);
      const userId = requireAuth(req).actor.userId;
      return {
        status: 'ok' as const,
        data: { id: await laufStarten(ctx, req.params.id, userId, req.params.idx) },
      };
    },
  );
};
