import type { z } from 'zod';
import { idParam } from '@app/domain';
import { requireAuth, type Access } from './access';
import { okAnswer } from './answers';
import type { Actor } from './auth';
import type { Module } from './module';

type App = Parameters<Module>[0];

/** What a route on one record declares: who may call it, its tags, its body (if any), what `data` answers. */
export interface RecordRoute<B extends z.ZodType, D extends z.ZodType> {
  access: Access;
  tags: string[];
  body?: B;
  data: D;
}

/**
 * A route on one record (`:id` in the path) that answers `{ status: 'ok', data }` — the special operations
 * of an area beside its standard routes. The handler gets the actor, the id and the checked body.
 */
export function recordRoute<B extends z.ZodType, D extends z.ZodType>(
  app: App,
  method: 'get' | 'post' | 'put',
  url: string,
  route: RecordRoute<B, D>,
  run: (input: { actor: Actor; id: number; body: z.output<B> }) => Promise<z.input<D>>,
): void {
  const { access, tags, body, data } = route;
  // Typed by the base schema type: the type provider cannot resolve the reply of a generic D; `run` is typed.
  const schema: { tags: string[]; params: typeof idParam; body?: z.ZodType; response: { 200: z.ZodType } } = {
    tags,
    params: idParam,
    ...(body && { body }),
    response: { 200: okAnswer(data) },
  };
  app[method](url, { config: { access }, schema }, async (req) => ({
    status: 'ok' as const,
    data: await run({ actor: requireAuth(req).actor, id: req.params.id, body: req.body as z.output<B> }),
  }));
}
