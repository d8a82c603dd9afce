import { idParam, PasswortLinkSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { passwortLink } from '../benutzer.service';
import { tags, verwalten, type BenutzerContext } from './shared';

/** A one-time set-password link for a user, shown to the administrator. */
export const passwortLinkOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.post(
    '/api/benutzer/:id/passwort-link',
    {
      config: { access: verwalten },
      schema: { tags, params: idParam, response: { 200: okAnswer(PasswortLinkSchema) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await passwortLink(db, requireAuth(req).actor, req.params.id),
    }),
  );
};
