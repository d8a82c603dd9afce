import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  ApiSchluesselCreateSchema,
  ApiSchluesselSchema,
  MonitoringStandSchema,
  FrontendEventAnswerSchema,
  FrontendEventBatchSchema,
  idParam,
  maxPerPage,
  MonitorDetailSchema,
  MonitorFilterSchema,
  MonitorKundeRowSchema,
  MonitorUebersichtSchema,
  PraesenzSchema,
  queryInt,
} from '@app/domain';
import { requireAuth } from '../../platform/access';
import { errorAnswer, listAnswer, okAnswer } from '../../platform/answers';
import { sidefileAnswer } from '../../platform/byte-answers';
import { AddressPolicy } from '../../platform/address-guard';
import { HttpError, UnauthorizedError } from '../../platform/errors';
import { contentDisposition } from '../../platform/files';
import type { Module } from '../../platform/module';
import {
  createApiSchluessel,
  listApiSchluessel,
  merkeBenutzung,
  pruefeApiSchluessel,
  widerrufeApiSchluessel,
} from './api-schluessel';
import { ingest } from './events.service';
import { MonitorLive } from './monitor-live';
import {
  faelligeStarten,
  laufAusfuehren,
  laufStarten,
  monitoringQueue,
  monitoringStand,
  offeneLaeufe,
  sidefileDatei,
  standardWartezeitenMs,
  type MonitoringContext,
  type MonitoringJob,
} from './monitoring.service';
import { kundenZeilen, kundeVerlauf, praesenz, uebersicht } from './monitor.repository';

/** Event batches per minute and API key (an installation batches its users' events, ≤ 500 per batch). */
export const eventBatchesProMinute = 300;

const tags = ['Frontend-Monitor'];
const filterQuery = MonitorFilterSchema;
const seitenQuery = z.object({
  page: queryInt(1, 100_000).default(1),
  per_page: queryInt(1, maxPerPage).default(25),
});
const apiKeyOf = (header: unknown) => (typeof header === 'string' ? header.trim() : '');
/** The key a request of the customer frontend was admitted with (set before its body is read). */
const schluesselOf = new WeakMap<object, number>();

export const monitorRoutes: Module = async (app, ctx) => {
  const live = new MonitorLive(ctx.db, app.realtime, app.log, app.periodic);
  app.addHook('onClose', async () => live.close());
  app.realtime.handle(/^monitor:frontend$/, 'get_presence', () => praesenz(ctx.db));

  // The customer frontend reports usage (API key per installation; no session, so no CSRF token).
  app.post(
    '/api/frontend/events',
    {
      config: {
        access: 'public',
        rateLimit: {
          max: eventBatchesProMinute,
          timeWindow: '1 minute',
          // Per installation: the key's hash (never the key itself in memory tables), else the address.
          keyGenerator: (req) => {
            const key = apiKeyOf(req.headers['x-api-key']);
            return key ? `k:${createHash('sha256').update(key).digest('hex')}` : `ip:${req.ip}`;
          },
          errorResponseBuilder: () =>
            new HttpError(429, 'Zu viele Anfragen. Bitte etwas später erneut senden.'),
        },
      },
      schema: {
        tags,
        headers: z.looseObject({ 'x-api-key': z.string().max(200).optional() }),
        body: FrontendEventBatchSchema,
        security: [{ frontendSchluessel: [] }],
        response: { 200: FrontendEventAnswerSchema, 401: errorAnswer },
      },
      // The key first (401), then the body (400/422): a caller without a valid key learns nothing
      // about the batch format, and its body is not even read. After the rate limit (onRequest), so
      // guessing keys stays limited too.
      preParsing: async (req, _reply, payload) => {
        const schluesselId = await pruefeApiSchluessel(ctx.db, apiKeyOf(req.headers['x-api-key']));
        if (!schluesselId) throw new UnauthorizedError('Ungültiger oder widerrufener API-Schlüssel.');
        schluesselOf.set(req, schluesselId);
        return payload;
      },
    },
    async (req) => {
      const schluesselId = schluesselOf.get(req);
      if (!schluesselId) throw new UnauthorizedError('Ungültiger oder widerrufener API-Schlüssel.');
      const { praesenzGeaendert, ...answer } = await ingest(ctx.db, schluesselId, req.body.events);
      void merkeBenutzung(ctx.db, schluesselId).catch(() => {});
      if (praesenzGeaendert) live.geaendert();
      return answer;
    },
  );

  app.get(
    '/api/monitor/praesenz',
    { config: { access: 'monitor.sehen' }, schema: { tags, response: { 200: okAnswer(PraesenzSchema) } } },
    async () => ({ status: 'ok' as const, data: await praesenz(ctx.db) }),
  );

  app.get(
    '/api/monitor/uebersicht',
    {
      config: { access: 'monitor.sehen' },
      schema: { tags, querystring: filterQuery, response: { 200: okAnswer(MonitorUebersichtSchema) } },
    },
    async (req) => ({ status: 'ok' as const, data: await uebersicht(ctx.db, req.query) }),
  );

  app.get(
    '/api/monitor/kunden',
    {
      config: { access: 'monitor.sehen' },
      schema: {
        tags,
        querystring: z.intersection(filterQuery, seitenQuery),
        response: { 200: listAnswer(MonitorKundeRowSchema) },
      },
    },
    async (req) => {
      const { page, per_page, ...filter } = req.query;
      const { rows, total } = await kundenZeilen(ctx.db, filter, page, per_page);
      return { data: rows, total, page, per_page };
    },
  );

  // A row's detail chart (SPEC §7): the URL the row supplies plus the current filters.
  app.get(
    '/api/monitor/kunden/:id/verlauf',
    {
      config: { access: 'monitor.sehen' },
      schema: { tags, params: idParam, querystring: filterQuery, response: { 200: MonitorDetailSchema } },
    },
    async (req) => kundeVerlauf(ctx.db, req.params.id, req.query),
  );

  app.get(
    '/api/monitor/api-schluessel',
    {
      config: { access: 'monitor.verwalten' },
      schema: { tags, response: { 200: okAnswer(z.array(ApiSchluesselSchema)) } },
    },
    async () => ({ status: 'ok' as const, data: await listApiSchluessel(ctx.db) }),
  );

  app.post(
    '/api/monitor/api-schluessel',
    {
      config: { access: 'monitor.verwalten' },
      schema: {
        tags,
        body: ApiSchluesselCreateSchema,
        response: { 200: okAnswer(z.object({ id: z.number().int(), schluessel: z.string() })) },
      },
    },
    async (req) => ({
      status: 'ok' as const,
      data: await createApiSchluessel(ctx.db, requireAuth(req).actor, req.body.name),
    }),
  );

  app.post(
    '/api/monitor/api-schluessel/:id/widerrufen',
    {
      config: { access: 'monitor.verwalten' },
      schema: { tags, params: idParam, response: { 200: okAnswer(z.object({ id: z.number().int() })) } },
    },
    async (req) => {
      await widerrufeApiSchluessel(ctx.db, requireAuth(req).actor, req.params.id);
      return { status: 'ok' as const, data: { id: req.params.id } };
    },
  );

  // ---- Monitoring per Kunde (SPEC §4, §9): Sidefile runs and deliveries to a Schnittstelle ----
  const monitoring: MonitoringContext = {
    db: ctx.db,
    jobs: app.jobs,
    storage: ctx.storage,
    policy: new AddressPolicy(ctx.config.DOWNLOAD_ALLOWED_NETWORKS),
    wartezeitenMs: standardWartezeitenMs,
    timeoutMs: 20_000,
  };
  app.jobs.register<MonitoringJob>(monitoringQueue, {
    handler: (job, signal) => laufAusfuehren(monitoring, job.laufId, signal),
    resume: () => offeneLaeufe(ctx.db),
    expireInSeconds: 30 * 60,
  });
  // Due runs start within a minute of their time, on whichever instance looks first.
  app.periodic.every('monitoring-zeitplan', () => faelligeStarten(monitoring));

  app.get(
    '/api/kunden/:id/monitoring',
    {
      config: { access: 'monitor.sehen' },
      schema: { tags, params: idParam, response: { 200: okAnswer(MonitoringStandSchema) } },
    },
    async (req) => ({ status: 'ok' as const, data: await monitoringStand(ctx.db, req.params.id) }),
  );

  app.post(
    '/api/kunden/:id/monitoring/run',
    {
      config: { access: 'monitor.verwalten' },
      schema: { tags, params: idParam, response: { 200: okAnswer(z.object({ id: z.number().int() })) } },
    },
    async (req) => ({
      status: 'ok' as const,
      data: { id: await laufStarten(monitoring, requireAuth(req).actor, req.params.id) },
    }),
  );

  app.get(
    '/api/kunden/monitoring/dateien/:id',
    {
      config: { access: 'monitor.sehen' },
      schema: { tags, params: idParam, response: { 200: sidefileAnswer('Sidefile (XLSX oder CSV)') } },
    },
    async (req, reply) => {
      const { datei, stream, size } = await sidefileDatei(monitoring, req.params.id);
      return reply
        .type(datei.mime)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(datei.name, false))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
