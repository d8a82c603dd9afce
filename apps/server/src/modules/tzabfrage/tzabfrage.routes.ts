import { z } from 'zod';
import {
  idParam,
  jsonId,
  messages,
  TzabfrageCreateSchema,
  TzabfrageListQuerySchema,
  tzabfragePushes,
  TzabfrageSchema,
  TzabfrageStateSchema,
  tzabfrageStatuses,
  TzabfrageVorschauSchema,
  TzRowListQuerySchema,
  TzRowSchema,
  tzRowStatuses,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { pdfAnswer } from '../../platform/byte-answers';
import { jobContext } from '../../platform/jobs';
import type { Module } from '../../platform/module';
import { NotFoundError, orNotFound } from '../../platform/errors';
import { createGrundbuchProvider } from '../../platform/providers/grundbuch';
import { urkundeFile } from '../../platform/grundbuch-urkunden';
import { recordRoute } from '../../platform/record-route';
import { listBatches, listRows } from './tzabfrage.repository';
import {
  cancelBatch,
  getState,
  processBatch,
  requeueRows,
  startBatch,
  tzabfrageQueue,
  unfinishedBatches,
  vorschau,
  type TzabfrageContext,
  type TzabfrageJob,
} from './tzabfrage.service';

/** Keyset pages of DESIGN §6's lists for infinite scrolling: rows, the next cursor, counts per status. */
const keysetAnswer = <T extends z.ZodType, S extends readonly [string, ...string[]]>(row: T, statuses: S) =>
  z.object({
    data: z.array(row),
    next: z.number().int().nullable(),
    facets: z.record(z.enum(statuses), z.number().int()),
  });
const pdfBytes = pdfAnswer('Die Urkunde (PDF)');
const topicId = (topic: string) => Number(topic.slice(topic.lastIndexOf('-') + 1));

/** Land-register query batches (Tzabfrage): preview, start, lists, cancel, retry, the job and get_state. */
export const tzabfrageRoutes: Module = async (app, { db, config, storage }) => {
  const access = { access: 'importe.nutzen' } as const;
  const tags = ['Grundbuchabfragen'];
  const ctx: TzabfrageContext = {
    ...jobContext(app, db),
    provider: createGrundbuchProvider(config),
    storage,
  };

  app.jobs.register<TzabfrageJob>(tzabfrageQueue, {
    handler: (job, signal) => processBatch(ctx, job.tzabfrageId, signal),
    resume: async () => (await unfinishedBatches(db)).map((tzabfrageId) => ({ tzabfrageId })),
    expireInSeconds: 4 * 60 * 60,
  });

  app.realtime.handle(/^grundbuch:tzabfrage-\d+$/, tzabfragePushes.getState, async ({ topic }, payload) => {
    const parsed = z.object({ tzabfrage_id: jsonId() }).safeParse(payload ?? {});
    if (!parsed.success || parsed.data.tzabfrage_id !== topicId(topic))
      throw new Error(messages.ungueltigeAnfrage);
    return getState(ctx, parsed.data.tzabfrage_id);
  });

  app.get(
    '/api/tzabfragen',
    {
      config: access,
      schema: {
        tags,
        querystring: TzabfrageListQuerySchema,
        response: { 200: keysetAnswer(TzabfrageSchema, tzabfrageStatuses) },
      },
    },
    async (req) => listBatches(db, req.query),
  );

  app.post(
    '/api/tzabfragen/vorschau',
    {
      config: access,
      schema: { tags, body: TzabfrageCreateSchema, response: { 200: okAnswer(TzabfrageVorschauSchema) } },
    },
    async (req) => ({ status: 'ok' as const, data: (await vorschau(ctx, req.body)).vorschau }),
  );

  app.post(
    '/api/tzabfragen',
    { config: access, schema: { tags, body: TzabfrageCreateSchema, response: { 200: idAnswer } } },
    async (req) => ({ status: 'ok' as const, data: await startBatch(ctx, requireAuth(req).actor, req.body) }),
  );

  const state = { access: access.access, tags, data: TzabfrageStateSchema };
  recordRoute(app, 'get', '/api/tzabfragen/:id', state, ({ id }) => getState(ctx, id));

  app.get(
    '/api/tzabfragen/:id/rows',
    {
      config: access,
      schema: {
        tags,
        params: idParam,
        querystring: TzRowListQuerySchema,
        response: { 200: keysetAnswer(TzRowSchema, tzRowStatuses) },
      },
    },
    async (req) => {
      await getState(ctx, req.params.id);
      return listRows(db, req.params.id, req.query);
    },
  );

  recordRoute(app, 'post', '/api/tzabfragen/:id/cancel', state, ({ actor, id }) =>
    cancelBatch(ctx, actor, id),
  );

  const requeued = { access: access.access, tags, data: z.object({ count: z.number().int() }) };
  recordRoute(app, 'post', '/api/tzabfragen/:id/retry', requeued, ({ actor, id }) =>
    requeueRows(ctx, actor, id, 'error'),
  );
  // 'Abgebrochene fortsetzen': a cancelled batch fetches what it had not fetched yet.
  recordRoute(app, 'post', '/api/tzabfragen/:id/resume', requeued, ({ actor, id }) =>
    requeueRows(ctx, actor, id, 'cancelled'),
  );

  // The stored deed, inline for the PDF viewer.
  app.get(
    '/api/tzabfragen/urkunden/:id/pdf',
    { config: access, schema: { tags, params: idParam, response: { 200: pdfBytes } } },
    async (req, reply) => {
      const file = orNotFound(await urkundeFile(db, req.params.id));
      const { stream, size } = await storage.read(file.storage_key).catch(() => {
        throw new NotFoundError();
      });
      return reply
        .type('application/pdf')
        .header('content-length', size)
        .header('content-disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
