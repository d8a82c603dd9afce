import { z } from 'zod';
import {
  PersonCreateSchema,
  PersonKurzSchema,
  personenArea,
  PersonSchema,
  requiredText,
  searchText,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { okAnswer, successAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { findPersonDoubletten, listPersonen, searchPersonen } from './personen.repository';
import {
  createPerson,
  deletePerson,
  deletePersonen,
  getPerson,
  toKurz,
  updatePerson,
} from './personen.service';

export const personenRoutes = areaRoutes(personenArea, {
  service: {
    list: ({ db }, params) => listPersonen(db, params),
    get: ({ db }, id) => getPerson(db, id),
    create: ({ db }, actor, fields) => createPerson(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updatePerson(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deletePerson(db, actor, id),
    removeMany: ({ db }, actor, ids) => deletePersonen(db, actor, ids),
  },
  record: PersonSchema,
  row: PersonSchema,
  typeahead: { item: PersonKurzSchema, search: ({ db }, q) => searchPersonen(db, q) },
  extra: async (app, { db }) => {
    // Likely duplicates while a new person is typed (issue 27): same Vorname and Nachname.
    app.get(
      '/api/personen/doubletten',
      {
        config: { access: personenArea.permissions.read },
        schema: {
          tags: [personenArea.label],
          querystring: z.object({ vorname: searchText(100).default(''), nachname: requiredText(100) }),
          response: { 200: okAnswer(z.array(PersonKurzSchema)) },
        },
      },
      async (req) => ({
        status: 'ok' as const,
        data: await findPersonDoubletten(db, req.query.vorname, req.query.nachname),
      }),
    );

    // Creation form loaded into a modal from other forms (SPEC §2 /personen/new?ajax=1, §7).
    app.post(
      '/personen/new',
      {
        config: { access: personenArea.permissions.write },
        schema: {
          tags: [personenArea.label],
          body: PersonCreateSchema,
          response: { 200: successAnswer(PersonKurzSchema) },
        },
      },
      async (req) => ({
        status: 'success' as const,
        data: toKurz(await createPerson(db, requireAuth(req).actor, req.body)),
      }),
    );
  },
});
