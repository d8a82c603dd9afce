import { PasswortSetzenSchema } from '@app/domain';
import type { Operation } from '../../../platform/module';
import { passwortMitLink } from '../benutzer.service';
import { nothing, tags, type BenutzerContext } from './shared';

/** The one-time link's form: no session (the token is the proof), rate-limited like the login. */
export const passwortSetzenOperation: Operation<BenutzerContext> = (app, { db, config }) => {
  app.post(
    '/api/passwort-setzen',
    {
      config: { access: 'public', rateLimit: { max: config.LOGIN_RATE_LIMIT, timeWindow: '1 minute' } },
      schema: { tags, body: PasswortSetzenSchema, response: nothing },
    },
    async (req) => {
      await passwortMitLink(db, req.body.token, req.body.passwort);
      return { status: 'ok' as const, data: null };
    },
  );
};
