import { AnkaufDetailSchema, ankaeufeArea, AnkaufVerkaeuferSchema, AnkaufZeileSchema, idParam, VerkaeuferAddSchema } from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { listAnkaeufe } from './ankaeufe.repository';
import {
  addVerkaeufer,
  createAnkauf,
  deleteAnkaeufe,
  deleteAnkauf,
  getAnkauf,
  removeVerkaeufer,
  updateAnkauf,
} from './ankaeufe.service';

const tags = [ankaeufeArea.label];
const config = { access: ankaeufeArea.permissions.write };
const verkaeuferAnswer = okAnswer(AnkaufVerkaeuferSchema);

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
  extra: async (app, { db }) => {
    // SPEC §7 sellers: with the Ankauf's id, or without for an Ankauf not saved yet; answer data.id.
    app.post(
      '/api/ankauf/:id/verkaeufer/add',
      { config, schema: { tags, params: idParam, body: VerkaeuferAddSchema, response: { 200: verkaeuferAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addVerkaeufer(db, requireAuth(req).actor, req.params.id, req.body.firma_id),
      }),
    );

    app.post(
      '/api/ankauf/verkaeufer/add',
      { config, schema: { tags, body: VerkaeuferAddSchema, response: { 200: verkaeuferAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await addVerkaeufer(db, requireAuth(req).actor, null, req.body.firma_id),
      }),
    );

    app.delete(
      '/api/ankauf/verkaeufer/:id/delete',
      { config, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await removeVerkaeufer(db, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );
  },
});
