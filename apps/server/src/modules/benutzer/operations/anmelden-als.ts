import { AnmeldenAlsSchema, idParam, SessionDataSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import { okAnswer } from '../../../platform/answers';
import { sessionCookie, sessionCookieOptions } from '../../../platform/auth';
import type { Operation } from '../../../platform/module';
import { anmeldenAls } from '../anmelden-als.service';
import { tags, type BenutzerContext } from './shared';

/** Acting as another user: a session of its own replaces the administrator's in this browser. */
export const anmeldenAlsOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.post(
    '/api/benutzer/:id/anmelden-als',
    {
      config: { access: 'benutzer.anmelden_als' },
      schema: {
        tags,
        params: idParam,
        body: AnmeldenAlsSchema,
        response: { 200: okAnswer(SessionDataSchema) },
      },
    },
    async (req, reply) => {
      const admin = requireAuth(req);
      const cookieValue = await anmeldenAls(
        db,
        app.sessions,
        admin,
        req.params.id,
        req.body.grund,
        req.body.minuten,
      );
      await app.sessions.destroy(admin.sessionId);
      await app.realtime.endSession(admin.sessionId);
      reply.setCookie(sessionCookie, cookieValue, sessionCookieOptions(req.protocol === 'https'));
      return {
        status: 'ok' as const,
        data: await app.sessions.sessionData((await app.sessions.load(cookieValue))!),
      };
    },
  );
};
