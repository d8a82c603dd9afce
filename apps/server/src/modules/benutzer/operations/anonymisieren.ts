import { AnonymisierenSchema, BenutzerSchema, idParam } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { anonymisieren } from '../benutzer.service';
import { tags, verwalten, type BenutzerContext } from './shared';

/** A user's personal data replaced (confirmed by typing their e-mail address). */
export const anonymisierenOperation: Operation<BenutzerContext> = (app, { db, changed }) => {
  app.post(
    '/api/benutzer/:id/anonymisieren',
    {
      config: { access: verwalten },
      schema: {
        tags,
        params: idParam,
        body: AnonymisierenSchema,
        response: { 200: okAnswer(BenutzerSchema) },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await anonymisieren(db, requireAuth(req).actor, changed, req.params.id, req.body.email),
    }),
  );
};
