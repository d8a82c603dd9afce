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
/** The error envelope of DESIGN §6: a message, or field messages (422), or a conflict's current record (409). */
export const errorAnswer = z.object({
  status: z.literal('error'),
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  current: z.unknown().optional(),
  changedBy: z.string().nullable().optional(),
});

/**
 * Answers are written as they are (fast); with `check` (the API tests) each is first held against the
 * route's declared schema, so a declaration that does not match what a route answers fails a test.
 */
export function answerSerializer(check: boolean): FastifySerializerCompiler<z.ZodType> {
  if (!check) return () => (data) => nativeStringify(data);
  return (route) => {
    const strict = serializerCompiler(route as never);
    // Checked, then written as the server writes it: the check must not drop keys ('__proto__' in errors).
    return (data) => {
      strict(data);
      return nativeStringify(data);
    };
  };
}
