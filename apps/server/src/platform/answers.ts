import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { nativeStringify } from './native-json';

/**
 * Answer schemas of DESIGN §6, declared by every route so `/api/docs` documents the answers. Records are
 * loose objects: a field the schema does not name is passed on, never dropped.
 */
export const okAnswer = <T extends z.ZodType>(data: T) => z.object({ status: z.literal('ok'), data });
export const successAnswer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal('success'), data });
export const listAnswer = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.array(row),
    total: z.number().int(),
    total_capped: z.boolean().optional(),
    /** false: asked for with count=0, total follows from GET <api>/count. */
    counted: z.literal(false).optional(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
export const idAnswer = okAnswer(z.object({ id: z.number().int() }));
export const deletedAnswer = okAnswer(z.object({ deleted: z.number().int() }));
export const statusOk = z.object({ status: z.literal('ok') });

/**
 * Answers are written as they are (fast); with `check` (the API tests) each is first held against the
 * route's declared schema, so a declaration that does not match what a route answers fails a test.
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  if (!check) return () => (data) => nativeStringify(data);
  return (route) => {
    const strict = serializerCompiler(route as never);
    return (data) => strict(data);
  };
}
