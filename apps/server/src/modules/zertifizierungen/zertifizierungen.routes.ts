import { ZertifizierungSchema, zertifizierungenArea } from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { listZertifizierungen } from './zertifizierungen.repository';
import {
  createZertifizierung,
  deleteZertifizierung,
  deleteZertifizierungen,
  getZertifizierung,
  updateZertifizierung,
} from './zertifizierungen.service';

export const zertifizierungenRoutes = areaRoutes(zertifizierungenArea, {
  service: {
    list: ({ db }, params) => listZertifizierungen(db, params),
    get: ({ db }, id) => getZertifizierung(db, id),
    create: ({ db }, actor, fields) => createZertifizierung(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateZertifizierung(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteZertifizierung(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteZertifizierungen(db, actor, ids),
  },
  record: ZertifizierungSchema,
  row: ZertifizierungSchema,
});
