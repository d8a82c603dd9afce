import {
  AnkaufDetailSchema,
  ankaeufeArea,
  AnkaufVerkaeuferSchema,
  AnkaufZeileSchema,
  VerkaeuferAddSchema,
} from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { assignmentRoutes } from '../../platform/assignments';
import { listAnkaeufe } from './ankaeufe.repository';
import {
  createAnkauf,
  deleteAnkaeufe,
  deleteAnkauf,
  getAnkauf,
  updateAnkauf,
  verkaeufer,
} from './ankaeufe.service';

export const ankaeufeRoutes = areaRoutes(ankaeufeArea, {
  service: {
    list: ({ db }, params) => listAnkaeufe(db, params),
    get: ({ db }, id) => getAnkauf(db, id),
    create: ({ db }, actor, body) => createAnkauf(db, actor, body),
    update: ({ db }, actor, id, version, fields) => updateAnkauf(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteAnkauf(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteAnkaeufe(db, actor, ids),
  },
  record: AnkaufDetailSchema,
  row: AnkaufZeileSchema,
  // SPEC §7 sellers: with the Ankauf's id, or without for an Ankauf not saved yet; answer data.id.
  extra: assignmentRoutes(verkaeufer, {
    tags: [ankaeufeArea.label],
    access: ankaeufeArea.permissions.write,
    add: '/api/ankauf/:id/verkaeufer/add',
    addPending: '/api/ankauf/verkaeufer/add',
    remove: '/api/ankauf/verkaeufer/:id/delete',
    body: VerkaeuferAddSchema,
    answer: AnkaufVerkaeuferSchema,
  }),
});
