import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import { messages, verwendetIn, type FieldErrors } from '@app/domain';

/** Errors a use case throws; the handler below turns each into the answer of DESIGN §6. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
export class NotFoundError extends HttpError {
  constructor() {
    super(404, messages.resourceNichtGefunden);
  }
}
/** The record a find answered, or the 404 of a missing one. */
export function orNotFound<T>(record: T | null | undefined): T {
  if (record == null) throw new NotFoundError();
  return record;
}
export class ValidationError extends HttpError {
  constructor(readonly errors: FieldErrors) {
    super(422, messages.ungueltigeAnfrage);
  }
  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}
export class ConflictError extends HttpError {
  constructor(
    readonly current: unknown,
    readonly changedBy: string | null,
  ) {
    super(409, messages.versionKonflikt);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message: string = messages.nichtAngemeldet) {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message: string = messages.keineBerechtigung) {
    super(403, message);
  }
}

export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = Object.create(null); // field paths come from the request
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** A row still referenced: 23503 (NO ACTION foreign key) or 23001 (ON DELETE RESTRICT). */
const stillReferenced = new Set(['23503', '23001']);

/** The SQLSTATE of a database error, also when Drizzle wrapped it (`cause`). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A unique index refused the write (23505): a concurrent twin that the check before it missed. */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorCode(error) === '23505';

/** The table that still references the row (PostgreSQL's `table` field), also when Drizzle wrapped it. */
function referencingTable(error: unknown): string | undefined {
  for (let e = error as { table?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.table === 'string') return e.table;
  }
  return undefined;
}

/**
 * A 23503 on insert or update means the referenced row is missing (bad input), not that a row is still in
 * use; only PostgreSQL's detail text tells them apart ('is not present in table', German locale too).
 */
function referencesMissingRow(error: unknown): boolean {
  for (let e = error as { detail?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.detail === 'string')
      return /not present in table|nicht in Tabelle .* vorhanden/i.test(e.detail);
  }
  return false;
}

/** 'Der Datensatz wird noch verwendet …' and where (issue 9, item 17). */
export function stillReferencedMessage(error: unknown): string {
  const table = referencingTable(error);
  const label = table && Object.hasOwn(verwendetIn, table) ? verwendetIn[table] : undefined;
  return label ? messages.nochVerwendetIn(label) : messages.nochVerwendet;
}

/** Fastify's own 4xx (parsing the body) by code, in German. */
const clientErrorMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.jsonUngueltig,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.jsonUngueltig,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.anfrageZuGross,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.inhaltstypNichtUnterstuetzt,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.ungueltigeAnfrage,
};

function clientErrorMessage(error: FastifyError): string {
  if (error.code && Object.hasOwn(clientErrorMessages, error.code)) return clientErrorMessages[error.code]!;
  if (error.statusCode === 413) return messages.anfrageZuGross;
  if (error.statusCode === 415) return messages.inhaltstypNichtUnterstuetzt;
  // JSON.parse's SyntaxError (content-type parser) carries 400 without a Fastify code.
  if (error instanceof SyntaxError) return messages.jsonUngueltig;
  return messages.ungueltigeAnfrage;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (routeError: FastifyError, request, reply) => {
    // A read that started beside its session check (access.ts) answers the check's 401/403 first, so a
    // request whose session has ended learns nothing from a 404 or 422.
    const refused = await request.authorized?.then(
      () => undefined,
      (e: unknown) => e as FastifyError,
    );
    const error = refused ?? routeError;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = Object.create(null); // field paths come from the request
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[field] ??= []).push(v.message ?? messages.ungueltigeAnfrage);
      }
      return reply.code(422).send({ status: 'error', errors });
    }
    if (error instanceof ValidationError)
      return reply.code(422).send({ status: 'error', errors: error.errors });
    if (error instanceof ConflictError) {
      return reply.code(409).send({
        status: 'error',
        message: error.message,
        current: error.current,
        changedBy: error.changedBy,
      });
    }
    if (error instanceof HttpError)
      return reply.code(error.statusCode).send({ status: 'error', message: error.message });
    if (databaseErrorCode(error) === '23503' && referencesMissingRow(error)) {
      return reply.code(422).send({ status: 'error', message: messages.ungueltigeAnfrage });
    }
    if (stillReferenced.has(databaseErrorCode(error) ?? '')) {
      return reply.code(409).send({ status: 'error', message: stillReferencedMessage(error) });
    }
    // Class 22 (data exception: out of range, invalid text, bad date …) can only come from input a schema
    // let through; the transaction rolled back, so it is a 422 like any other bad input, logged to be fixed.
    if (databaseErrorCode(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'input reached the database unvalidated');
      return reply.code(422).send({ status: 'error', message: messages.ungueltigeAnfrage });
    }
    // Fastify's own client errors (bad JSON, too large, rate limit …) keep their status, in German where we can.
    const status = error.statusCode ?? 500;
    if (status === 429)
      return reply.code(429).send({ status: 'error', message: messages.loginZuVieleVersuche });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ status: 'error', message: clientErrorMessage(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ status: 'error', message: messages.unerwarteterFehler });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ status: 'error', message: messages.resourceNichtGefunden }),
  );
}
