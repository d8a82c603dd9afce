import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditGruende,
  areaListQuery,
  areaSchemas,
  idList,
  idParam,
  type SortKeys,
  type StandardArea,
  type StandardAreaKey,
} from '@app/domain';
import type { Actor } from './auth';
import { requireAuth } from './access';
import { deletedAnswer, idAnswer, listAnswer, okAnswer } from './answers';
import { ConflictError } from './errors';
import type { ListParams } from './area-repository';
import { filterTerms } from './list-query';
import type { ModuleContext } from './module';
import { papierkorbRoutes } from './papierkorb-routes';
import { papierkorbSucheRoutes } from './papierkorb-suche';
import { verlaufRoutes } from './verlauf-routes';

export interface ListResult<Row> {
  rows: Row[];
  total: number;
  capped: boolean;
}

/** What an area implements for its standard routes; everything else is its own route. */
export interface AreaService<Rec, Row, Create, Update, S extends string = string> {
  list(ctx: ModuleContext, params: ListParams<S>): Promise<ListResult<Row>>;
  get(ctx: ModuleContext, id: number): Promise<Rec>;
  create(ctx: ModuleContext, actor: Actor, body: Create): Promise<Rec>;
  update(
    ctx: ModuleContext,
    actor: Actor,
    id: number,
    version: number,
    fields: Omit<Update, 'version'>,
  ): Promise<Rec>;
  remove(ctx: ModuleContext, actor: Actor, id: number): Promise<void>;
  removeMany(ctx: ModuleContext, actor: Actor, ids: number[]): Promise<number>;
}

/** Typeahead (`GET <api>?q=…`, at most 30 items, SPEC §7): the list route answers it when `q` is given. */
export interface AreaTypeahead<Q extends z.ZodRawShape = z.ZodRawShape> {
  /** Extra query parameters the typeahead takes (e.g. `makler`, `projekt_id`). */
  query?: Q;
  search(ctx: ModuleContext, q: string, query: z.output<z.ZodObject<Q>>): Promise<unknown[]>;
  item: z.ZodType;
}

export interface AreaRoutesOptions<Rec, Row, Create, Update, S extends string, Q extends z.ZodRawShape> {
  service: AreaService<Rec, Row, Create, Update, S>;
  /** Answer schemas: the record (get, create, update) and a list row. */
  record: z.ZodType;
  row: z.ZodType;
  typeahead?: AreaTypeahead<Q>;
  /**
   * Fields the create and update answers carry besides status and data (e.g. Kaufobjekte's duplicate
   * warning): their schema and their values for the saved record.
   */
  saveAnswer?: {
    shape: z.ZodRawShape;
    fields: (ctx: ModuleContext, saved: Rec) => Promise<Record<string, unknown>>;
  };
  /** Routes special to the area (SPEC §7 paths, assignments, calculations …). */
  extra?: FastifyPluginAsyncZod<ModuleContext>;
}

/** The parsed request bodies of a standard area's create and update routes. */
type CreateBody<K extends StandardAreaKey> = z.output<(typeof areaSchemas)[K]['create']>;
type UpdateBody<K extends StandardAreaKey> = z.output<(typeof areaSchemas)[K]['update']>;

/**
 * The standard resource routes of DESIGN §6 for one area, from its definition: list (and typeahead),
 * get, create, update with version, delete, bulk-delete; each with its permission and answer schema.
 */
export function areaRoutes<
  K extends StandardAreaKey,
  S extends SortKeys,
  Rec,
  Row,
  Q extends z.ZodRawShape = Record<never, never>,
>(
  area: StandardArea<K, S>,
  options: AreaRoutesOptions<Rec, Row, CreateBody<K>, UpdateBody<K>, S[number], Q>,
): FastifyPluginAsyncZod<ModuleContext> {
  const { read, write } = area.permissions;
  const { create: createSchema, update: updateSchema } = areaSchemas[area.key];
  const { service, typeahead } = options;
  const tags = [area.label];
  // count=0: the page alone (total 0, `counted: false`); its count comes from `GET <api>/count`.
  const base = areaListQuery(area).extend({ count: z.enum(['0', '1']).optional() });
  const listQuery = typeahead ? base.extend({ q: z.string().max(200).optional(), ...typeahead.query }) : base;
  const countQuery = areaListQuery(area).pick({ 'q[]': true });
  const countAnswer = okAnswer(z.object({ total: z.number().int(), total_capped: z.boolean() }));
  const listResponse = typeahead
    ? z.union([listAnswer(options.row), z.array(typeahead.item)])
    : listAnswer(options.row);
  const recordAnswer = okAnswer(options.record);
  const saveAnswer = options.saveAnswer;
  // `?grund=wiederherstellung`: a restore from the Verlauf, marked so in the save's audit rows (issue 28).
  const updateQuery = z.object({ grund: z.enum(auditGruende).optional() });
  const savedAnswer = saveAnswer ? recordAnswer.extend(saveAnswer.shape) : recordAnswer;

  // Reads start beside their session check (overlapSession, access.ts): their handlers never read req.auth.
  return async (app, ctx) => {
    const saved = async (data: Rec) => ({
      status: 'ok' as const,
      data,
      ...(saveAnswer ? await saveAnswer.fields(ctx, data) : {}),
    });

    app.get(
      area.api,
      {
        config: { access: read, overlapSession: true },
        schema: { tags, querystring: listQuery, response: { 200: listResponse } },
      },
      async (req) => {
        const query = req.query as z.output<typeof base> & { q?: string };
        if (typeahead && query.q !== undefined) return typeahead.search(ctx, query.q, query as never);
        const counted = query.count !== '0';
        const { rows, total, capped } = await service.list(ctx, {
          terms: filterTerms(query['q[]']),
          sort: query.sort,
          dir: query.dir,
          page: query.page,
          perPage: query.per_page,
          ...(counted ? {} : { part: 'page' as const }),
        });
        return {
          data: rows,
          total,
          total_capped: capped,
          page: query.page,
          per_page: query.per_page,
          ...(counted ? {} : { counted: false as const }),
        };
      },
    );

    // The count of a filter, asked for apart from its pages (issue 11): the area's own list, without its page.
    app.get(
      `${area.api}/count`,
      {
        config: { access: read, overlapSession: true },
        schema: { tags, querystring: countQuery, response: { 200: countAnswer } },
      },
      async (req) => {
        const { total, capped } = await service.list(ctx, {
          terms: filterTerms(req.query['q[]']),
          sort: area.defaultSort,
          dir: area.defaultDir,
          page: 1,
          perPage: 1,
          part: 'count',
        });
        return { status: 'ok' as const, data: { total, total_capped: capped } };
      },
    );

    app.get(
      `${area.api}/:id`,
      {
        config: { access: read, overlapSession: true },
        schema: { tags, params: idParam, response: { 200: recordAnswer } },
      },
      async (req) => ({ status: 'ok' as const, data: await service.get(ctx, req.params.id) }),
    );

    app.post(
      area.api,
      { config: { access: write }, schema: { tags, body: createSchema, response: { 200: savedAnswer } } },
      async (req) => saved(await service.create(ctx, requireAuth(req).actor, req.body as CreateBody<K>)),
    );

    app.put(
      `${area.api}/:id`,
      {
        config: { access: write },
        schema: {
          tags,
          params: idParam,
          querystring: updateQuery,
          body: updateSchema,
          response: { 200: savedAnswer },
        },
      },
      async (req) => {
        const { version, ...fields } = req.body as UpdateBody<K> & { version: number };
        const { grund } = req.query;
        const actor = grund ? { ...requireAuth(req).actor, grund } : requireAuth(req).actor;
        try {
          return saved(await service.update(ctx, actor, req.params.id, version, fields as never));
        } catch (error) {
          // The 409's `current` is the record as `GET` answers it (not the stored row), so the web merges
          // and shows every field the form has, assignments and ratings included.
          if (error instanceof ConflictError)
            throw new ConflictError(await service.get(ctx, req.params.id), error.changedBy);
          throw error;
        }
      },
    );

    app.delete(
      `${area.api}/:id`,
      { config: { access: write }, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await service.remove(ctx, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const, data: { id: req.params.id } };
      },
    );

    app.post(
      `${area.api}/bulk-delete`,
      { config: { access: write }, schema: { tags, body: idList, response: { 200: deletedAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: { deleted: await service.removeMany(ctx, requireAuth(req).actor, req.body.ids) },
      }),
    );

    await app.register(verlaufRoutes(area), ctx);
    await app.register(papierkorbRoutes(area), ctx);
    await app.register(papierkorbSucheRoutes(area), ctx);
    if (options.extra) await app.register(options.extra, ctx);
  };
}
