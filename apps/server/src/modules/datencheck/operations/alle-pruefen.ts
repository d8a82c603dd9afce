import { z } from 'zod';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { alleStarten, type DatencheckContext } from '../datencheck.lauf';
import { run, tags } from './shared';

const response = { 200: okAnswer(z.object({ ids: z.array(z.number().int()) })) };

/** Runs every active check: the runs' ids. */
export const allePruefenOperation: Operation<DatencheckContext> = (app, ctx) => {
  app.post('/api/datencheck/pruefen', { config: run, schema: { tags, response } }, async (req) => ({
    status: 'ok' as const,
    data: { ids: await alleStarten(ctx, requireAuth(req).actor.userId) },
  }));
};
