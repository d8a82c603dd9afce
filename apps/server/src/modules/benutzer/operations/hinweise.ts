import { z } from 'zod';
import { AnmeldungAlsHinweisSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { offeneHinweise } from '../anmelden-als.service';
import { tags, type BenutzerContext } from './shared';

/** What the user is told at login: an administrator acted as them. */
export const hinweiseOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.get(
    '/api/konto/hinweise',
    {
      config: { access: 'session' },
      schema: { tags, response: { 200: okAnswer(z.array(AnmeldungAlsHinweisSchema)) } },
    },
    async (req) => ({ status: 'ok' as const, data: await offeneHinweise(db, requireAuth(req)) }),
  );
};
