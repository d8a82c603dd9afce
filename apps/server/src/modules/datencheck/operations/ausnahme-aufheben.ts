import { idParam } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { statusOk } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { ausnahmeAufheben } from '../datencheck.service';
import { except, tags } from './shared';

/** An exception lifted: the row counts as found again. */
export const ausnahmeAufhebenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.delete(
    '/api/datencheck/ausnahmen/:id',
    { config: except, schema: { tags, params: idParam, response: { 200: statusOk } } },
    async (req) => {
      await ausnahmeAufheben(ctx, requireAuth(req).actor, req.params.id);
      return { status: 'ok' as const };
    },
  );
};
