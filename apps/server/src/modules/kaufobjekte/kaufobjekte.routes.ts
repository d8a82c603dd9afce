import { z } from 'zod';
import {
  heuteWien,
  idText,
  kaufobjekteArea,
  KaufobjektDetailSchema,
  KaufobjektKaeuferAddSchema,
  KaufobjektKaeuferSchema,
  KaufobjektKurzSchema,
  kaufobjektSaveAnswerShape,
  KaufobjektZeileSchema,
  koExportAuswahlAlsAndereMax,
  listQuerySchema,
  messages,
  searchText,
  wholeNumber,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { areaRoutes } from '../../platform/area-routes';
import { csvAnswer } from '../../platform/byte-answers';
import { assignmentRoutes } from '../../platform/assignments';
import { ForbiddenError } from '../../platform/errors';
import { filterTerms } from '../../platform/list-query';
import { exportLimit, kaufobjekteCsv } from './kaufobjekte.export';
import { exportRows, listKaufobjekte, searchKaufobjekte } from './kaufobjekte.repository';
import {
  createKaufobjekt,
  deleteKaufobjekt,
  deleteKaufobjekte,
  duplicateWarning,
  getKaufobjekt,
  kaeufer,
  updateKaufobjekt,
} from './kaufobjekte.service';

const optionalPositive = idText().optional();

/** Export: the selection (`ids=1,2,3` or repeated) or, without ids, every row the list filters match. */
const exportQuery = listQuerySchema(kaufobjekteArea.sortable, kaufobjekteArea.defaultSort).extend({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean);
      if (parts.length > exportLimit || parts.some((p) => wholeNumber(p, 1) === null)) {
        ctx.addIssue({ code: 'custom', message: messages.ungueltigeAnfrage });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
});

const tags = [kaufobjekteArea.label];
const { read, write } = kaufobjekteArea.permissions;

export const kaufobjekteRoutes = areaRoutes(kaufobjekteArea, {
  service: {
    list: ({ db }, params) => listKaufobjekte(db, params),
    get: ({ db }, id) => getKaufobjekt(db, id),
    create: ({ db }, actor, { kaeufer_ids, ...fields }) => createKaufobjekt(db, actor, fields, kaeufer_ids),
    update: ({ db }, actor, id, version, fields) => updateKaufobjekt(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteKaufobjekt(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteKaufobjekte(db, actor, ids),
  },
  record: KaufobjektDetailSchema,
  row: KaufobjektZeileSchema,
  // SPEC §5: create and update tell whether another Kaufobjekt of the project has the same TopNr.
  saveAnswer: { shape: kaufobjektSaveAnswerShape, fields: ({ db }, saved) => duplicateWarning(db, saved) },
  /** Typeahead of earlier sales: TopNr text within `projekt_id`, without `except`; a plain list of ≤ 30. */
  typeahead: {
    query: { q: searchText().optional(), projekt_id: optionalPositive, except: optionalPositive },
    item: KaufobjektKurzSchema,
    search: ({ db }, q, query) =>
      query.projekt_id ? searchKaufobjekte(db, query.projekt_id, q, query.except) : Promise.resolve([]),
  },
  extra: async (app, ctx) => {
    const { db } = ctx;
    app.get(
      '/api/kaufobjekte/export',
      {
        config: { access: { all: [read, 'exporte.nutzen'] } },
        schema: {
          tags,
          querystring: exportQuery,
          response: { 200: csvAnswer('Die Kaufobjekte als CSV (UTF-8, Semikolon)') },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        const { ids } = req.query;
        // SPEC §6: 'all' is refused while an admin acts as another user, and so is a selection larger than
        // a list page (a list of every id would be 'all' by another name).
        if (auth.user.originalUser) {
          if (!ids?.length) throw new ForbiddenError(messages.koExportAlleGesperrt);
          if (new Set(ids).size > koExportAuswahlAlsAndereMax)
            throw new ForbiddenError(messages.koExportAuswahlZuGross);
        }
        const rows = await exportRows(db, {
          ids: ids?.length ? ids : undefined,
          terms: filterTerms(req.query['q[]']),
          sort: req.query.sort,
          dir: req.query.dir,
          limit: exportLimit,
        });
        const day = heuteWien();
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="kaufobjekte-${day}.csv"`)
          .header('cache-control', 'no-store')
          .send(kaufobjekteCsv(rows));
      },
    );

    // SPEC §7 buyers: with the Kaufobjekt's id, or without (collected before the first save).
    await app.register(
      assignmentRoutes(kaeufer, {
        tags,
        access: write,
        add: '/api/kaufobjekt/:id/kaeufer/add',
        addPending: '/api/kaufobjekt/kaeufer/add',
        remove: '/api/kaufobjekt/kaeufer/:id/delete',
        body: KaufobjektKaeuferAddSchema,
        answer: KaufobjektKaeuferSchema,
        removeAnswer: 'status',
      }),
      ctx,
    );
  },
});
