import { benutzerArea, BenutzerSchema } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import type { Module } from '../../platform/module';
import { listBenutzer } from './benutzer.repository';
import { createBenutzer, deleteBenutzer, getBenutzer, updateBenutzer } from './benutzer.service';
import { anmeldenAlsBeendenOperation } from './operations/anmelden-als-beenden';
import { anmeldenAlsOperation } from './operations/anmelden-als';
import { anonymisierenOperation } from './operations/anonymisieren';
import { bulkAktivOperation } from './operations/bulk-aktiv';
import { hinweiseGesehenOperation } from './operations/hinweise-gesehen';
import { hinweiseOperation } from './operations/hinweise';
import { passwortAendernOperation } from './operations/passwort-aendern';
import { passwortLinkOperation } from './operations/passwort-link';
import { passwortSetzenOperation } from './operations/passwort-setzen';
import { passwortVergebenOperation } from './operations/passwort-vergeben';
import { protokollOperation } from './operations/protokoll';
import type { BenutzerContext } from './operations/shared';
import { vorlagenOperation } from './operations/vorlagen';

/** The operations beyond the standard routes, one per file (operations/), in the order they are registered. */
const operations = [
  protokollOperation,
  bulkAktivOperation,
  passwortLinkOperation,
  passwortVergebenOperation,
  anonymisierenOperation,
  anmeldenAlsOperation,
  anmeldenAlsBeendenOperation,
  passwortAendernOperation,
  hinweiseOperation,
  hinweiseGesehenOperation,
  passwortSetzenOperation,
  vorlagenOperation,
];

/** User administration (issue 10): users, permission templates, passwords, anonymising, impersonation. */
export const benutzerRoutes: Module = async (app, ctx) => {
  // Permission changes and deactivation reach open sockets at once, on every instance.
  const changed = (userId: number) => app.realtime.userChanged(userId);

  await app.register(
    areaRoutes(benutzerArea, {
      service: {
        list: ({ db }, params) => listBenutzer(db, params),
        get: ({ db }, id) => getBenutzer(db, id),
        create: ({ db }, actor, body) => createBenutzer(db, actor, body),
        update: ({ db }, actor, id, version, fields) =>
          updateBenutzer(db, actor, changed, id, version, fields),
        remove: async ({ db }, actor, id) => void (await deleteBenutzer(db, actor, [id], true)),
        removeMany: ({ db }, actor, ids) => deleteBenutzer(db, actor, ids, false),
      },
      record: BenutzerSchema,
      row: BenutzerSchema,
    }),
    ctx,
  );
  const context: BenutzerContext = { ...ctx, changed };
  for (const operation of operations) operation(app, context);
};
