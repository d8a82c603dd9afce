import { idParam, MaklerAddSchema, VermarktungDetailSchema, vermarktungArea, VermarktungMaklerSchema, VermarktungZeileSchema } from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { listVermarktungen } from './vermarktung.repository';
import {
  addMakler,
  createVermarktung,
  deleteVermarktung,
  deleteVermarktungen,
  getVermarktung,
  removeMakler,
  updateVermarktung,
} from './vermarktung.service';

const tags = [vermarktungArea.label];
const maklerAnswer = okAnswer(VermarktungMaklerSchema);

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
  extra: async (app, { db }) => {
    const write = { access: vermarktungArea.permissions.write };

    // SPEC §7 brokers: with the Vermarktung's id, or without for one not saved yet; answer data.id.
    app.post(
      '/api/vermarktung/:id/makler/add',
      { config: write, schema: { tags, params: idParam, body: MaklerAddSchema, response: { 200: maklerAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addMakler(db, requireAuth(req).actor, req.params.id, req.body.firma_id),
      }),
    );

    app.post(
      '/api/vermarktung/makler/add',
      { config: write, schema: { tags, body: MaklerAddSchema, response: { 200: maklerAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addMakler(db, requireAuth(req).actor, null, req.body.firma_id),
      }),
    );

    app.delete(
      '/api/vermarktung/makler/:id/delete',
      { config: write, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await removeMakler(db, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );
  },
});
