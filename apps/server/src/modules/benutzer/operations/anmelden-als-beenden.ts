import { messages, SessionDataSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import { sessionCookie, sessionCookieOptions } from '../../../platform/auth';
import { HttpError } from '../../../platform/errors';
import type { Operation } from '../../../platform/module';
import { anmeldenAlsBeendet } from '../anmelden-als.service';
import { tags, type BenutzerContext } from './shared';

/** 'beenden' in the banner: back to the administrator's own (new) session. */
export const anmeldenAlsBeendenOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.post(
    '/api/konto/anmelden-als/beenden',
    { config: { access: 'session' }, schema: { tags, response: { 200: okAnswer(SessionDataSchema) } } },
    async (req, reply) => {
      const auth = requireAuth(req);
      const originalUserId = auth.actor.originalUserId;
      if (!originalUserId) throw new HttpError(409, messages.keineAnmeldungAls);
      await anmeldenAlsBeendet(db, auth);
      await app.sessions.destroy(auth.sessionId);
      await app.realtime.endSession(auth.sessionId);
      const cookieValue = await app.sessions.create(originalUserId);
      reply.setCookie(sessionCookie, cookieValue, sessionCookieOptions(req.protocol === 'https'));
      return {
        status: 'ok' as const,
        data: await app.sessions.sessionData((await app.sessions.load(cookieValue))!),
      };
    },
  );
};
