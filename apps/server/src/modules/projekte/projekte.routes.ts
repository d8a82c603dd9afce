import { z } from 'zod';
import {
  ErfassungsnotizCreateSchema,
  ErfassungsnotizSchema,
  ErfassungsnotizToggleSchema,
  idText,
  idParam,
  NotizCountsSchema,
  ProjektDetailSchema,
  ProjektFirmaAddSchema,
  ProjektFirmaSchema,
  projekteArea,
  ProjektKurzSchema,
  ProjektSchema,
  ProjektUrlCreateSchema,
  ProjektUrlSchema,
  searchText,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import type { Actor } from '../../platform/auth';
import { idAnswer, okAnswer } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { assignmentRoutes } from '../../platform/assignments';
import { addNotiz, getNotizen, setNotizErledigt } from './erfassungsnotizen.service';
import { projektFirmenAssignment } from './projekt-firmen.service';
import { createProjektUrl, deleteProjektUrl } from './projekt-urls.service';
import { listProjekte, searchProjekte } from './projekte.repository';
import {
  createProjekt,
  deleteProjekt,
  deleteProjekte,
  getProjektByNr,
  getProjektDetail,
  updateProjekt,
} from './projekte.service';

const projektnrParam = z.object({ projektnr: idText() });
const { read, write } = projekteArea.permissions;
const tags = [projekteArea.label];

/** SPEC §7 project URLs: the answer carries the id beside the record. */
const urlAnswer = z.object({ status: z.literal('ok'), id: z.number().int(), data: ProjektUrlSchema });
/** Erfassungsnotizen: answers carry the counts alle / offen / erledigt (SPEC §7 note form). */
const notizenAnswer = z.object({
  status: z.literal('ok'),
  data: z.array(ErfassungsnotizSchema),
  counts: NotizCountsSchema,
});
const notizAnswer = z.object({
  status: z.literal('ok'),
  data: ErfassungsnotizSchema,
  counts: NotizCountsSchema,
});

export const projekteRoutes = areaRoutes(projekteArea, {
  service: {
    list: ({ db }, params) => listProjekte(db, params),
    get: ({ db }, id) => getProjektDetail(db, id),
    create: ({ db }, actor, fields) => createProjekt(db, actor, fields),
    update: ({ db }, actor, id, version, fields) => updateProjekt(db, actor, id, version, fields),
    remove: ({ db }, actor, id) => deleteProjekt(db, actor, id),
    removeMany: ({ db }, actor, ids) => deleteProjekte(db, actor, ids),
  },
  record: ProjektDetailSchema,
  row: ProjektSchema,
  typeahead: {
    item: ProjektKurzSchema,
    /** Typeahead text; when present the answer is a plain list of at most 30 items. */
    query: { q: searchText().optional() },
    search: ({ db }, q) => searchProjekte(db, q),
  },
  extra: async (app, ctx) => {
    const { db } = ctx;
    /** The go-to form and the notes page know the human number only. */
    app.get(
      '/api/projekte/nr/:projektnr',
      {
        config: { access: read },
        schema: { tags, params: projektnrParam, response: { 200: okAnswer(ProjektSchema) } },
      },
      async (req) => ({ status: 'ok' as const, data: await getProjektByNr(db, req.params.projektnr) }),
    );

    // SPEC §7 assignments: a firm in a role.
    await app.register(
      assignmentRoutes(projektFirmenAssignment, {
        tags,
        access: write,
        add: '/api/projekt/:projekt_id/firma/add',
        remove: '/api/projektfirmen/:id/delete',
        body: ProjektFirmaAddSchema,
        answer: ProjektFirmaSchema,
      }),
      ctx,
    );

    app.post(
      '/api/projekte/url/create',
      {
        config: { access: write },
        schema: { tags, body: ProjektUrlCreateSchema, response: { 200: urlAnswer } },
      },
      async (req) => {
        const url = await createProjektUrl(db, requireAuth(req).actor, req.body.data);
        return { status: 'ok' as const, id: url.id, data: url };
      },
    );

    app.delete(
      '/api/projekte/url/:id/delete',
      { config: { access: write }, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await deleteProjektUrl(db, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );

    app.get(
      '/api/projekte/:id/erfassungsnotizen',
      { config: { access: read }, schema: { tags, params: idParam, response: { 200: notizenAnswer } } },
      async (req) => ({ status: 'ok' as const, ...(await getNotizen(db, req.params.id)) }),
    );

    // A note's change answers the note and the new counts; typed by the base schema like recordRoute.
    const notizRoute = <B extends z.ZodType>(
      method: 'post' | 'put',
      url: string,
      body: B,
      run: (
        actor: Actor,
        id: number,
        body: z.output<B>,
      ) => Promise<Omit<z.input<typeof notizAnswer>, 'status'>>,
    ) => {
      const schema: {
        tags: string[];
        params: typeof idParam;
        body: z.ZodType;
        response: { 200: z.ZodType };
      } = {
        tags,
        params: idParam,
        body,
        response: { 200: notizAnswer },
      };
      app[method](url, { config: { access: write }, schema }, async (req) => ({
        status: 'ok' as const,
        ...(await run(requireAuth(req).actor, req.params.id, req.body as z.output<B>)),
      }));
    };
    notizRoute(
      'post',
      '/api/projekte/:id/erfassungsnotizen',
      ErfassungsnotizCreateSchema,
      (actor, id, body) => addNotiz(db, actor, id, body.text),
    );
    notizRoute('put', '/api/erfassungsnotizen/:id/erledigt', ErfassungsnotizToggleSchema, (actor, id, body) =>
      setNotizErledigt(db, actor, id, body.erledigt),
    );
  },
});
