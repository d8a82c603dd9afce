import type { FastifyInstance } from 'fastify';
import { isSafeText, messages, type FieldErrors } from '@app/domain';
import { ValidationError } from './errors';

/**
 * Every string a request carries (path, query, JSON body; keys too) passes the one text rule of
 * packages/domain schema-helpers (no control characters but tab/LF/CR, no lone surrogates) before any schema or query sees it. The
 * schemas apply the same rule field by field for forms; this catches fields that are not text builders
 * (login, filters, free JSON), so PostgreSQL never answers 'invalid byte sequence' with a 500.
 */
export function findUnsafeText(value: unknown): FieldErrors {
  // Keyed by request keys ('__proto__' included): no prototype to write through.
  const errors: FieldErrors = Object.create(null);
  // Iterative: a deeply nested JSON body must not overflow the stack.
  const stack: Array<[unknown, string]> = [[value, '']];
  let visited = 0;
  while (stack.length && visited < 100_000) {
    const [current, path] = stack.pop()!;
    visited += 1;
    if (Buffer.isBuffer(current)) continue; // a raw body (a PDF): bytes, not text
    if (typeof current === 'string') {
      if (!isSafeText(current)) (errors[path || '_'] ??= []).push(messages.textUngueltigeZeichen);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (!isSafeText(key)) (errors[path || '_'] ??= []).push(messages.textUngueltigeZeichen);
        else stack.push([child, childPath]);
      }
    }
  }
  return errors;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors = {
      ...findUnsafeText(request.params),
      ...findUnsafeText(request.query),
      ...findUnsafeText(request.body),
    };
    if (Object.keys(errors).length) throw new ValidationError(errors);
  });
}
