import { z } from 'zod';
import { BenachrichtigenSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { benachrichtigen } from '../benachrichtigungen';
import type { DatencheckContext } from '../datencheck.lauf';
import { notify, tags } from './shared';

const response = { 200: okAnswer(z.object({ empfaenger: z.number().int() })) };

/** SPEC §7: the notify form sends rows[] with users[] and tgt (user or editor). */
export const benachrichtigenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post(
    '/api/datencheck/benachrichtigen',
    { config: notify, schema: { tags, body: BenachrichtigenSchema, response } },
    async (req) => ({
      status: 'ok' as const,
      data: await benachrichtigen(ctx, requireAuth(req).actor, req.body),
    }),
  );
};
