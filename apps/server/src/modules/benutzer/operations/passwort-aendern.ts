import { messages, PasswortAendernSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { ForbiddenError } from '../../../platform/errors';
import type { Operation } from '../../../platform/module';
import { verifyPassword } from '../../../platform/passwords';
import { passwortAendern } from '../benutzer.service';
import { nothing, tags, type BenutzerContext } from './shared';

/** A user changes their own password; their other sessions end. */
export const passwortAendernOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.put(
    '/api/konto/passwort',
    { config: { access: 'session' }, schema: { tags, body: PasswortAendernSchema, response: nothing } },
    async (req) => {
      const auth = requireAuth(req);
      if (auth.user.originalUser) throw new ForbiddenError(messages.alsAndereGesperrt);
      const ended = await passwortAendern(
        db,
        auth.actor,
        auth.sessionId,
        req.body.aktuell,
        req.body.neu,
        verifyPassword,
      );
      for (const sessionId of ended) await app.realtime.endSession(sessionId);
      return { status: 'ok' as const, data: null };
    },
  );
};
