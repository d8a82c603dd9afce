import { AusnahmeCreateSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { statusOk } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import type { DatencheckContext } from '../datencheck.lauf';
import { ausnahmeSetzen } from '../datencheck.service';
import { except, tags } from './shared';

/** SPEC §7: the exception form posts abfrage_id and idx (with the reason); status 'ok' reloads. */
export const ausnahmeSetzenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post(
    '/api/datencheck/ausnahmen',
    { config: except, schema: { tags, body: AusnahmeCreateSchema, response: { 200: statusOk } } },
    async (req) => {
      await ausnahmeSetzen(ctx, requireAuth(req).actor, req.body);
      return { status: 'ok' as const };
    },
  );
};
