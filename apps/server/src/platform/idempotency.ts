import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { messages } from '@app/domain';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './errors';

/**
 * A write is done once (issue 23, item 5). Every authenticated write (POST, PUT, PATCH, DELETE) that carries
 * an `Idempotency-Key` header reserves (user, key) in `idempotency_keys` before its handler runs:
 *
 * - the first request with a key runs; when it succeeds (2xx) its status, content type and body are stored;
 *   when it fails (4xx/5xx, nothing was done) the reservation is released, so a repeat runs again (likewise
 *   for an answer that is a stream or larger than 512 KB);
 * - a repeat of the key answers the stored answer (status, content type and body — no cookies; header
 *   `idempotent-replayed: true`) and runs nothing;
 * - a repeat while the first still runs (a double click, a retry on a slow line) waits for it and then
 *   answers its answer — the unique (user_id, key) row makes concurrent duplicates wait, on every instance;
 * - the same key with another method, URL or body → 422; keys are per user (another user's key is another
 *   key) and kept 24 h, purged when keys are inserted (at most once a minute per instance; no timer).
 *
 * Applies to every route but the public ones (login), so it covers every create and assignment route of
 * every area without a declaration per route; requests without the header run as before.
 */
export const idempotencyHeader = 'idempotency-key';

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const keyPattern = /^[\x21-\x7e]{1,200}$/;
const keepHours = 24;
/** A reservation without an answer this old belongs to a request that never finished (a crashed instance). */
const abandonedMinutes = 10;
/** How long a repeat waits for the first request before it gives up with 409. */
const waitMs = 60_000;
const pollMs = 25;
const purgeEveryMs = 60_000;
/** Larger answers are not kept (a repeat runs again): the table holds answers of writes, not downloads. */
const storedAnswerLimit = 512 * 1024;

interface Idempotency {
  userId: number;
  key: string;
  /** This request holds the reservation: its answer is stored (or the reservation released) in onSend. */
  owner: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: Idempotency | null;
  }
}

/** What makes a request the same request: method, URL and body (multipart: its type and length). */
function fingerprint(request: FastifyRequest): string {
  const body =
    request.body === undefined
      ? `${request.headers['content-type'] ?? ''} ${request.headers['content-length'] ?? ''}`
      : JSON.stringify(request.body);
  return createHash('sha256').update(`${request.method}\n${request.url}\n${body}`).digest('hex');
}

export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.decorateRequest('idempotency', null);
  let lastPurge = 0;

  const reserve = async (userId: number, key: string, print: string) => {
    if (Date.now() - lastPurge > purgeEveryMs) {
      lastPurge = Date.now();
      await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.created, sql`now() - make_interval(hours => ${keepHours})`));
    }
    const rows = await db
      .insert(idempotencyKeys)
      .values({ user_id: userId, key, fingerprint: print })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  };
  const expired = sql<boolean>`${idempotencyKeys.created} < now() - make_interval(hours => ${keepHours})`;
  const abandoned = sql<boolean>`${idempotencyKeys.status} is null and ${idempotencyKeys.created} < now() - make_interval(mins => ${abandonedMinutes})`;
  const ofKey = (userId: number, key: string) =>
    and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key));
  const current = async (userId: number, key: string) => {
    const [row] = await db
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        status: idempotencyKeys.status,
        content_type: idempotencyKeys.content_type,
        body: idempotencyKeys.body,
        stale: sql<boolean>`(${expired}) or (${abandoned})`,
      })
      .from(idempotencyKeys)
      .where(ofKey(userId, key));
    return row;
  };
  /** Removes the key if it is still expired or abandoned (not if another request reserved it meanwhile). */
  const forgetStale = (userId: number, key: string) =>
    db.delete(idempotencyKeys).where(and(ofKey(userId, key), sql`(${expired}) or (${abandoned})`));

  // After the input guard (registered before): a request refused there reserves nothing.
  app.addHook('preValidation', async (request, reply) => {
    const header = request.headers[idempotencyHeader];
    if (header === undefined || !writeMethods.has(request.method) || !request.auth) return;
    const key = Array.isArray(header) ? header.join(',') : header;
    if (!keyPattern.test(key)) throw new HttpError(422, messages.idempotencyKeyUngueltig);
    const userId = request.auth.user.id;
    const print = fingerprint(request);
    const started = Date.now();
    for (let round = 0; ; round += 1) {
      if (round > 0) await sleep(pollMs);
      if (await reserve(userId, key, print)) {
        request.idempotency = { userId, key, owner: true };
        return;
      }
      const row = await current(userId, key);
      if (!row) continue; // the first request failed and released the key: this one runs
      if (row.stale) {
        await forgetStale(userId, key);
        continue;
      }
      if (row.fingerprint !== print) throw new HttpError(422, messages.idempotencyKeyAndereAnfrage);
      if (row.status !== null) {
        request.idempotency = { userId, key, owner: false };
        reply.code(row.status).header('idempotent-replayed', 'true');
        if (row.content_type) reply.header('content-type', row.content_type);
        return reply.send(row.body ?? undefined);
      }
      if (Date.now() - started > waitMs) throw new HttpError(409, messages.idempotencyInBearbeitung);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const idem = request.idempotency;
    if (!idem?.owner) return payload;
    idem.owner = false;
    const where = and(
      eq(idempotencyKeys.user_id, idem.userId),
      eq(idempotencyKeys.key, idem.key),
      isNull(idempotencyKeys.status),
    );
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const body =
      typeof payload === 'string' ? payload : payload === undefined || payload === null ? null : undefined;
    try {
      if (ok && body !== undefined && (body?.length ?? 0) <= storedAnswerLimit) {
        const contentType = reply.getHeader('content-type');
        await db
          .update(idempotencyKeys)
          .set({
            status: reply.statusCode,
            content_type: contentType === undefined ? null : String(contentType),
            body,
          })
          .where(where);
      } else {
        // Failed (nothing done) or an answer that cannot be stored (a stream): a repeat runs again.
        await db.delete(idempotencyKeys).where(where);
      }
    } catch (error) {
      request.log.error({ err: error }, 'idempotency key not stored');
    }
    return payload;
  });
}

/** Declares the header on every non-public write route in /api/docs (wraps the OpenAPI transform of app.ts). */
export function withIdempotencyHeader<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (args) => {
    const result = transform(args);
    const methods = [args.route.method].flat();
    if (args.route.config?.access === 'public' || !methods.some((m) => writeMethods.has(m))) return result;
    const headers = (result.schema.headers ?? {}) as { properties?: Record<string, unknown> };
    const property = {
      type: 'string',
      pattern: keyPattern.source,
      description:
        'Optional, one per submission: a repeat with the same key (24 h, per user) answers the first answer instead of writing again; the same key with another request → 422.',
    };
    return {
      ...result,
      schema: {
        ...result.schema,
        headers: {
          ...headers,
          type: 'object',
          properties: { ...headers.properties, [idempotencyHeader]: property },
        },
      },
    };
  };
}
