import { requireAuth } from '../../../platform/access';
import type { Operation } from '../../../platform/module';
import { hinweiseGesehen } from '../anmelden-als.service';
import { nothing, tags, type BenutzerContext } from './shared';

/** The user has read the notices. */
export const hinweiseGesehenOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.post(
    '/api/konto/hinweise/gesehen',
    { config: { access: 'session' }, schema: { tags, response: nothing } },
    async (req) => {
      await hinweiseGesehen(db, requireAuth(req));
      return { status: 'ok' as const, data: null };
    },
  );
};
