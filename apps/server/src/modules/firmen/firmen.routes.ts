import { z } from 'zod';
import {
  FirmaCreateSchema,
  FirmaKurzSchema,
  FirmaSchema,
  firmenArea,
  messages,
  normalizeFbnr,
  searchText,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { okAnswer, successAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { findFirmaByFbnr, findFirmaDoubletten, listFirmen, searchFirmen } from './firmen.repository';
import {
  createFirma,
  deleteFirma,
  deleteFirmen,
  getFirma,
  getPrivatfirma,
  toKurz,
  updateFirma,
} from './firmen.service';
import { geocodeRoutes } from './geocode.routes';

const byFbnrQuery = z
  .object({
    fbnr: z.string({ error: messages.pflichtfeld }).max(50, messages.zuLang(50)),
    /** The firm's country: spaces go only from an Austrian FN (default). */
    land: z.string().max(3).optional(),
  })
  .transform((q) => ({ fbnr: normalizeFbnr(q.fbnr, q.land) }))
  .refine((q) => q.fbnr !== '', { message: messages.pflichtfeld, path: ['fbnr'] });

/** The new-firm form's input that may name an existing firm (issue 27): its FN, or its name with the PLZ. */
const doublettenQuery = z
  .object({
    name: searchText(200).default(''),
    plz: searchText(10).optional(),
    fbnr: searchText(50).optional(),
    land: z.string().max(3).optional(),
  })
  .transform((q) => {
    const fbnr = q.fbnr ? normalizeFbnr(q.fbnr, q.land) : '';
    return { name: q.name, plz: q.plz?.trim() || null, fbnr: fbnr || null };
  });

/** SPEC §7: a two-element list; 'error' first when the number is free, otherwise 'ok' and the firm. */
const byFbnrAnswer = z.union([
  z.tuple([z.literal('ok'), z.object({ id: z.number().int(), name: z.string() })]),
  z.tuple([z.literal('error'), z.null()]),
]);

const { read, write } = firmenArea.permissions;
const tags = [firmenArea.label];

export const firmenRoutes = areaRoutes(firmenArea, {
  service: {
    list: ({ db }, params) => listFirmen(db, params),
    get: ({ db }, id) => getFirma(db, id),
    create: ({ db }, actor, fields) => createFirma(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateFirma(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteFirma(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteFirmen(db, actor, ids),
  },
  record: FirmaSchema,
  row: FirmaSchema,
  typeahead: {
    item: FirmaKurzSchema,
    query: {
      /** Typeahead text (SPEC §7); when present the answer is a plain list of at most 30 items. */
      q: searchText().optional(),
      /** Typeahead for broker fields: firms with ist_makler first. */
      makler: z.enum(['0', '1']).optional(),
    },
    search: ({ db }, q, query) => searchFirmen(db, q, query.makler === '1'),
  },
  extra: async (app, ctx) => {
    const { db } = ctx;
    app.get(
      '/api/firmen/by_fbnr',
      {
        config: { access: read },
        schema: { tags, querystring: byFbnrQuery, response: { 200: byFbnrAnswer } },
      },
      async (req): Promise<z.output<typeof byFbnrAnswer>> => {
        const firma = await findFirmaByFbnr(db, req.query.fbnr);
        return firma ? ['ok', { id: firma.id, name: firma.name }] : ['error', null];
      },
    );

    app.get(
      '/api/firmen/doubletten',
      {
        config: { access: read },
        schema: { tags, querystring: doublettenQuery, response: { 200: okAnswer(z.array(FirmaKurzSchema)) } },
      },
      async (req) => ({ status: 'ok' as const, data: await findFirmaDoubletten(db, req.query) }),
    );

    app.get(
      '/api/firmen/privatfirma',
      { config: { access: read }, schema: { tags, response: { 200: FirmaKurzSchema } } },
      async () => getPrivatfirma(db),
    );

    // Creation form loaded into a modal from other forms (SPEC §2 /firmen/new?ajax=1, §7).
    app.post(
      '/firmen/new',
      {
        config: { access: write },
        schema: { tags, body: FirmaCreateSchema, response: { 200: successAnswer(FirmaKurzSchema) } },
      },
      async (req) => ({
        status: 'success' as const,
        data: toKurz(await createFirma(db, requireAuth(req).actor, req.body)),
      }),
    );

    await app.register(geocodeRoutes, ctx);
  },
});
