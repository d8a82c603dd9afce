import { z } from 'zod';
import {
  AddResourceSchema,
  FeldKorrekturSchema,
  idParam,
  ImportCreateSchema,
  importPushes,
  importTabs,
  KandidatSchema,
  KaufobjekteImportSchema,
  messages,
  RowPushSchema,
  UrkundenabfrageSchema,
  ZuordnungSchema,
  type BatchAktion,
  type ImportTab,
  type RowAktion,
  queryInt,
  searchText,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { idAnswer, okAnswer } from '../../platform/answers';
import { bytes } from '../../platform/byte-answers';
import { jobContext } from '../../platform/jobs';
import { createFirmenbuchProvider } from '../../platform/providers/fbuch';
import { createGrundbuchProvider } from '../../platform/providers/grundbuch';
import type { Module } from '../../platform/module';
import { recordRoute } from '../../platform/record-route';
import { stopOcr } from './urkunde-lesen';
import {
  addResource,
  cancelImport,
  cancelRow,
  createImport,
  eigeneUrkunde,
  getImport,
  getRow,
  importQueue,
  korrigiereFeld,
  listImporte,
  ordneZu,
  processJob,
  projektKandidaten,
  rowsOf,
  startBatch,
  startRow,
  unfinishedJobs,
  type ImportContext,
  type ImportJob,
} from './urkundenabfragen.service';
import type { PushHandler } from '../../platform/realtime';

const topicPattern = /^import:kaufobjekte-\d+$/;
const topicId = (topic: string) => Number(topic.slice(topic.lastIndexOf('-') + 1));
const RowsQuerySchema = z.object({
  tab: z.enum(importTabs).default('uebersicht'),
  offset: queryInt(0, 100_000).default(0),
  limit: queryInt(1, 2000).default(500),
});
const EigeneUrkundeQuerySchema = z.object({ name: searchText(255).default('Urkunde.pdf') });
const rowsAnswer = z.object({
  import: KaufobjekteImportSchema,
  rows: z.array(UrkundenabfrageSchema),
  total: z.number().int(),
});

/** Kaufobjekte import from deeds: imports, rows, review, SPEC §7 multiple_projects, the job and the channel. */
export const urkundenabfragenRoutes: Module = async (app, { db, config, storage, geocoder }) => {
  const access = { access: 'importe.nutzen' } as const;
  const tags = ['Urkundenabfragen'];
  const ctx: ImportContext = {
    ...jobContext(app, db),
    provider: createGrundbuchProvider(config),
    storage,
    firmenbuch: createFirmenbuchProvider(config),
    geocoder,
  };

  app.jobs.register<ImportJob>(importQueue, {
    handler: (job, signal) => processJob(ctx, job, signal),
    resume: () => unfinishedJobs(db),
    expireInSeconds: 6 * 60 * 60,
  });
  app.addHook('onClose', () => stopOcr());

  // The channel: render pushes answer rows as JSON (DESIGN §6); operations start jobs and answer at once.
  const ownRow = async (topic: string, payload: unknown) => {
    const parsed = RowPushSchema.safeParse(payload ?? {});
    if (!parsed.success) throw new Error(messages.ungueltigeAnfrage);
    const row = await getRow(db, parsed.data.id).catch(() => null);
    if (!row || row.import_id !== topicId(topic)) throw new Error(messages.resourceNichtGefunden);
    return row;
  };
  const render =
    (tab: ImportTab) =>
    async ({ topic }: { topic: string }) => {
      const { rows, total } = await rowsOf(ctx, topicId(topic), tab);
      return { import: await getImport(ctx, topicId(topic)), rows, total };
    };
  const on = (push: string, handler: PushHandler) => app.realtime.handle(topicPattern, push, handler);
  on(importPushes.renderOverview, render('uebersicht'));
  on(importPushes.renderErrors, render('fehler'));
  on(importPushes.renderToBeApproved, render('freigabe'));
  const batch =
    (aktion: BatchAktion) =>
    ({ topic }: { topic: string }) =>
      startBatch(ctx, topicId(topic), aktion);
  on(importPushes.fetchUrkundenlisten, batch('listen'));
  on(importPushes.fetchUrkundenabfragen, batch('urkunden'));
  on(importPushes.fetchUrkundenabfragenAgain, batch('urkunden_erneut'));
  on(importPushes.fetchUrkundenabfragenWithFailedApi, batch('urkunden_api_fehler'));
  on(importPushes.applyOcrs, batch('ocr'));
  const row =
    (aktion: RowAktion) =>
    async ({ topic }: { topic: string }, payload: unknown) =>
      startRow(ctx, (await ownRow(topic, payload)).id, aktion);
  on(importPushes.fetchUrkundenliste, row('liste'));
  on(importPushes.fetchUrkundenabfrage, row('urkunde'));
  on(importPushes.applyOcr, row('ocr'));
  on(importPushes.cancelFetchUrkundenabfrage, async ({ topic, auth }, payload) =>
    cancelRow(ctx, auth.actor, (await ownRow(topic, payload)).id),
  );
  on(importPushes.cancelImport, async ({ topic }) => {
    await cancelImport(ctx, topicId(topic));
    return { import_id: topicId(topic) };
  });
  on(importPushes.addResource, async ({ topic, auth }, payload) => {
    const parsed = AddResourceSchema.safeParse(payload ?? {});
    if (!parsed.success) throw new Error(messages.ungueltigeAnfrage);
    await ownRow(topic, { id: parsed.data.id });
    return addResource(ctx, auth.actor, parsed.data);
  });

  app.get(
    '/api/urkundenabfragen/importe',
    { config: access, schema: { tags, response: { 200: okAnswer(z.array(KaufobjekteImportSchema)) } } },
    async () => ({ status: 'ok' as const, data: await listImporte(ctx) }),
  );
  app.post(
    '/api/urkundenabfragen/importe',
    { config: access, schema: { tags, body: ImportCreateSchema, response: { 200: idAnswer } } },
    async (req) => ({
      status: 'ok' as const,
      data: await createImport(ctx, requireAuth(req).actor, req.body),
    }),
  );
  app.get(
    '/api/urkundenabfragen/importe/:id',
    {
      config: access,
      schema: { tags, params: idParam, response: { 200: okAnswer(KaufobjekteImportSchema) } },
    },
    async (req) => ({ status: 'ok' as const, data: await getImport(ctx, req.params.id) }),
  );
  // Issue 25 point 4: a deed the user already has, as the raw PDF body (the upload limit of every file).
  const maxBytes = config.UPLOAD_MAX_MB * 1024 * 1024;
  app.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, body, done) => done(null, body),
  );
  app.post(
    '/api/urkundenabfragen/importe/:id/urkunden',
    {
      config: access,
      schema: {
        tags,
        params: idParam,
        querystring: EigeneUrkundeQuerySchema,
        consumes: ['application/pdf'],
        body: bytes.describe('Die Urkunde als PDF'),
        response: { 200: okAnswer(UrkundenabfrageSchema) },
      },
    },
    async (req) => {
      // Not bytes (e.g. JSON): refused by the service once the import is known to exist (404 first).
      const datei = { name: req.query.name, bytes: Buffer.isBuffer(req.body) ? req.body : null, maxBytes };
      return {
        status: 'ok' as const,
        data: await eigeneUrkunde(ctx, requireAuth(req).actor, req.params.id, datei),
      };
    },
  );
  app.get(
    '/api/urkundenabfragen/importe/:id/rows',
    {
      config: access,
      schema: {
        tags,
        params: idParam,
        querystring: RowsQuerySchema,
        response: { 200: okAnswer(rowsAnswer) },
      },
    },
    async (req) => {
      const { rows, total } = await rowsOf(
        ctx,
        req.params.id,
        req.query.tab,
        req.query.offset,
        req.query.limit,
      );
      return { status: 'ok' as const, data: { import: await getImport(ctx, req.params.id), rows, total } };
    },
  );
  app.get(
    '/api/urkundenabfragen/:id',
    { config: access, schema: { tags, params: idParam, response: { 200: okAnswer(UrkundenabfrageSchema) } } },
    async (req) => ({ status: 'ok' as const, data: await getRow(db, req.params.id) }),
  );
  const rowRoute = <B extends z.ZodType>(body: B) => ({
    access: access.access,
    tags,
    body,
    data: UrkundenabfrageSchema,
  });
  recordRoute(
    app,
    'put',
    '/api/urkundenabfragen/:id/felder',
    rowRoute(FeldKorrekturSchema),
    ({ actor, id, body }) => korrigiereFeld(ctx, actor, id, body),
  );
  recordRoute(
    app,
    'put',
    '/api/urkundenabfragen/:id/projekt',
    rowRoute(ZuordnungSchema),
    ({ actor, id, body }) => ordneZu(ctx, actor, id, body.projekt_id, body.version),
  );
  // SPEC §7: the candidate project ids, ranked; `kandidaten` says why.
  app.get(
    '/api/urkundenabfrage/multiple_projects/:id',
    {
      config: access,
      schema: {
        tags,
        params: idParam,
        response: {
          200: z.object({
            status: z.literal('ok'),
            data: z.array(z.number().int()),
            kandidaten: z.array(KandidatSchema),
          }),
        },
      },
    },
    async (req) => ({ status: 'ok' as const, ...(await projektKandidaten(db, req.params.id)) }),
  );
};
