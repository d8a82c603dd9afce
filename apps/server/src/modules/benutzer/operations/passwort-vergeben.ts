import { z } from 'zod';
import { idParam, PasswortSetzenSchema } from '@app/domain';
import { requireAuth } from '../../../platform/access';
import type { Operation } from '../../../platform/module';
import { passwortSetzenAdmin } from '../benutzer.service';
import { nothing, tags, verwalten, type BenutzerContext } from './shared';

const body = z.object({ passwort: PasswortSetzenSchema.shape.passwort });

/** The administrator sets a user's password. */
export const passwortVergebenOperation: Operation<BenutzerContext> = (app, { db }) => {
  app.post(
    '/api/benutzer/:id/passwort',
    { config: { access: verwalten }, schema: { tags, params: idParam, body, response: nothing } },
    async (req) => {
      await passwortSetzenAdmin(db, requireAuth(req).actor, req.params.id, req.body.passwort);
      return { status: 'ok' as const, data: null };
    },
  );
};
