import { AnonymisierenSchema, BenutzerSchema } from '@app/domain';
import type { Operation } from '../../../platform/module';
import { recordRoute } from '../../../platform/record-route';
import { anonymisieren } from '../benutzer.service';
import { tags, verwalten, type BenutzerContext } from './shared';

/** A user's personal data replaced (confirmed by typing their e-mail address). */
export const anonymisierenOperation: Operation<BenutzerContext> = (app, { db, changed }) => {
  recordRoute(
    app,
    'post',
    '/api/benutzer/:id/anonymisieren',
    { access: verwalten, tags, body: AnonymisierenSchema, data: BenutzerSchema },
    ({ actor, id, body }) => anonymisieren(db, actor, changed, id, body.email),
  );
};
