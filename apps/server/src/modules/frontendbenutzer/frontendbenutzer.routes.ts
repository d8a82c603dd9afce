import { frontendBenutzerArea, FrontendBenutzerSchema } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { listFrontendBenutzer } from './frontendbenutzer.repository';
import {
  createFrontendBenutzer,
  deleteFrontendBenutzer,
  deleteFrontendBenutzerListe,
  getFrontendBenutzer,
  updateFrontendBenutzer,
} from './frontendbenutzer.service';

export const frontendBenutzerRoutes = areaRoutes(frontendBenutzerArea, {
  service: {
    list: ({ db }, params) => listFrontendBenutzer(db, params),
    get: ({ db }, id) => getFrontendBenutzer(db, id),
    create: ({ db }, actor, fields) => createFrontendBenutzer(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateFrontendBenutzer(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteFrontendBenutzer(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteFrontendBenutzerListe(db, actor, ids),
  },
  record: FrontendBenutzerSchema,
  row: FrontendBenutzerSchema,
});
