import {
  MaklerAddSchema,
  VermarktungDetailSchema,
  vermarktungArea,
  VermarktungMaklerSchema,
  VermarktungZeileSchema,
} from '@app/domain';
import { areaRoutes } from '../../platform/area-routes';
import { assignmentRoutes } from '../../platform/assignments';
import { listVermarktungen } from './vermarktung.repository';
import {
  createVermarktung,
  deleteVermarktung,
  deleteVermarktungen,
  getVermarktung,
  makler,
  updateVermarktung,
} from './vermarktung.service';

export const vermarktungRoutes = areaRoutes(vermarktungArea, {
  service: {
    list: ({ db }, params) => listVermarktungen(db, params),
    get: ({ db }, id) => getVermarktung(db, id),
    create: ({ db }, actor, input) => createVermarktung(db, actor, input),
    update: ({ db }, actor, id, version, fields) => updateVermarktung(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteVermarktung(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteVermarktungen(db, actor, ids),
  },
  record: VermarktungDetailSchema,
  row: VermarktungZeileSchema,
  // SPEC §7 brokers: with the Vermarktung's id, or without for one not saved yet; answer data.id.
  extra: assignmentRoutes(makler, {
    tags: [vermarktungArea.label],
    access: vermarktungArea.permissions.write,
    add: '/api/vermarktung/:id/makler/add',
    addPending: '/api/vermarktung/makler/add',
    remove: '/api/vermarktung/makler/:id/delete',
    body: MaklerAddSchema,
    answer: VermarktungMaklerSchema,
  }),
});
