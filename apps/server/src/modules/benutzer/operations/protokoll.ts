import { z } from 'zod';
import { idParam, ProtokollZeileSchema } from '@app/domain';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { protokoll } from '../protokoll.repository';
import { tags, verwalten, type BenutzerContext } from './shared';

/** A user's 'Protokoll': what they did, and what was done as them. */
export const protokollOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.get(
    '/api/benutzer/:id/protokoll',
    {
      config: { access: verwalten },
      schema: { tags, params: idParam, response: { 200: okAnswer(z.array(ProtokollZeileSchema)) } },
    },
    async (req) => ({ status: 'ok' as const, data: await protokoll(db, req.params.id) }),
  );
};
