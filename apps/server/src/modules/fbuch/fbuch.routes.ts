import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FbuchAddRowSchema,
  FbuchAuszugAnswerSchema,
  FbuchAuszugRequestSchema,
  FbuchAuszugRowSchema,
  FbuchAuszugSchema,
  FbuchAuszugStateSchema,
  FbuchBatchRequestSchema,
  FbuchGetStateSchema,
  fbuchPushes,
  listQuerySchema,
  messages,
} from '@app/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/access';
import { idAnswer, listAnswer } from '../../platform/answers';
import { jobContext } from '../../platform/jobs';
import { createFirmenbuchProvider } from '../../platform/providers/fbuch';
import { createGeocoder } from '../../platform/providers/geocoding';
import { recordRoute } from '../../platform/record-route';
import { listAuszuege } from './fbuch.repository';
import {
  addRow,
  cancelAuszug,
  fbuchQueue,
  getAuszugState,
  processAuszug,
  startAuszug,
  startBatch,
  unfinishedAuszuege,
  type FbuchContext,
  type FbuchJob,
} from './fbuch.service';

const listQuery = listQuerySchema(['created'] as const, 'created');
const topicId = (topic: string) => Number(topic.slice(topic.lastIndexOf('-') + 1));

/** Commercial-register extracts (SPEC §4, §7, §8): start, batch, state; the job; the channel's get_state. */
export const fbuchRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const access = { access: 'fbuch.abfragen' } as const;
  const tags = ['Firmenbuch'];
  const ctx: FbuchContext = {
    ...jobContext(app, db),
    provider: createFirmenbuchProvider(config),
    geocoder: createGeocoder(config),
  };

  app.jobs.register<FbuchJob>(fbuchQueue, {
    handler: (job, signal) => processAuszug(ctx, job.auszugId, signal),
    resume: async () => (await unfinishedAuszuege(db)).map((auszugId) => ({ auszugId })),
    expireInSeconds: 60 * 60,
  });

  app.realtime.handle(/^fbuch:auszug-\d+$/, fbuchPushes.getState, async ({ topic }, payload) => {
    const parsed = FbuchGetStateSchema.safeParse(payload ?? {});
    if (!parsed.success || parsed.data.abfrage_id !== topicId(topic))
      throw new Error(messages.ungueltigeAnfrage);
    return getAuszugState(ctx, parsed.data.abfrage_id);
  });

  // SPEC §7: answer [status 'ok', redirect URL, id].
  app.post(
    '/api/firmen/fbuchauszug',
    {
      config: access,
      schema: { tags, body: FbuchAuszugRequestSchema, response: { 200: FbuchAuszugAnswerSchema } },
    },
    async (req) => startAuszug(ctx, requireAuth(req).actor, req.body),
  );

  app.get(
    '/api/fbuch/auszug',
    {
      config: access,
      schema: { tags, querystring: listQuery, response: { 200: listAnswer(FbuchAuszugSchema) } },
    },
    async (req) => {
      const { rows, total } = await listAuszuege(db, {
        dir: req.query.dir,
        page: req.query.page,
        perPage: req.query.per_page,
      });
      return { data: rows, total, page: req.query.page, per_page: req.query.per_page };
    },
  );

  app.post(
    '/api/fbuch/auszug',
    { config: access, schema: { tags, body: FbuchBatchRequestSchema, response: { 200: idAnswer } } },
    async (req) => ({
      status: 'ok' as const,
      data: await startBatch(ctx, requireAuth(req).actor, req.body.firma_ids),
    }),
  );

  const state = { access: access.access, tags, data: FbuchAuszugStateSchema };
  recordRoute(app, 'get', '/api/fbuch/auszug/:id', state, ({ id }) => getAuszugState(ctx, id));
  recordRoute(
    app,
    'post',
    '/api/fbuch/auszug/:id/rows',
    { access: access.access, tags, body: FbuchAddRowSchema, data: FbuchAuszugRowSchema },
    ({ id, body }) => addRow(ctx, id, body.fbnr),
  );
  recordRoute(app, 'post', '/api/fbuch/auszug/:id/cancel', state, ({ id }) => cancelAuszug(ctx, id));
};
