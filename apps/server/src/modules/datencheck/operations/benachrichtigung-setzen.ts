import { z } from 'zod';
import { idParam } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { statusOk } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { benachrichtigungSetzen } from '../benachrichtigungen';
import type { DatencheckContext } from '../datencheck.lauf';
import { see, tags } from './shared';

const body = z.object({ gelesen: z.boolean().optional(), erledigt: z.boolean().optional() });

/** A notification marked read or done. */
export const benachrichtigungSetzenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post(
    '/api/benachrichtigungen/:id',
    { config: see, schema: { tags, params: idParam, body, response: { 200: statusOk } } },
    async (req) => {
      const auth = requireAuth(req);
      await benachrichtigungSetzen(ctx, auth.actor, auth.user, req.params.id, req.body);
      return { status: 'ok' as const };
    },
  );
};
