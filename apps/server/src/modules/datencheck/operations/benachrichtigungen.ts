import { z } from 'zod';
import { BenachrichtigungListQuerySchema, BenachrichtigungSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { benachrichtigungenListe } from '../benachrichtigungen';
import type { DatencheckContext } from '../datencheck.lauf';
import { see, tags } from './shared';

/** The user's own notifications. */
export const benachrichtigungenOperation: Operation<DatencheckContext> = (app, { db }) => {
  app.get(
    '/api/benachrichtigungen',
    {
      config: see,
      schema: {
        tags,
        querystring: BenachrichtigungListQuerySchema,
        response: { 200: okAnswer(z.array(BenachrichtigungSchema)) },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await benachrichtigungenListe(db, requireAuth(req).user, req.query),
    }),
  );
};
