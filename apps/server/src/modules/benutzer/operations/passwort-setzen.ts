import { z } from 'zod';
import { passwortLinkZustaende, PasswortLinkPruefenSchema, PasswortSetzenSchema } from '@app/domain';
import { okAnswer } from '../../../platform/answers';
import type { Operation } from '../../../platform/module';
import { passwortLinkZustand, passwortMitLink } from '../benutzer.service';
import { nothing, tags, type BenutzerContext } from './shared';

/** The one-time link's form: no session (the token is the proof), rate-limited like the login. */
export const passwortSetzenOperation: Operation<BenutzerContext> = (app, { db, config }) => {
  const rateLimit = { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };
  app.post(
    '/api/passwort-setzen',
    {
      config: { access: 'public', rateLimit },
      schema: { tags, body: PasswortSetzenSchema, response: nothing },
    },
    async (req) => {
      await passwortMitLink(db, req.body.token, req.body.passwort);
      return { status: 'ok' as const, data: null };
    },
  );

  // The page asks first, so a used or expired link says so instead of showing the form again.
  app.get(
    '/api/passwort-setzen',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        querystring: PasswortLinkPruefenSchema,
        response: { 200: okAnswer(z.object({ zustand: z.enum(passwortLinkZustaende) })) },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      data: { zustand: await passwortLinkZustand(db, req.query.token) },
    }),
  );
};
