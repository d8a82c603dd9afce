import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { messages } from '@app/domain';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAccessControl } from './platform/access';
import { registerApiDocument, securitySchemes } from './platform/api-document';
import { answerSerializer } from './platform/answers';
import { registerDocumentCheck } from './platform/document-check';
import { SessionStore } from './platform/auth';
import { germanClientErrors } from './platform/client-errors';
import { registerErrorHandler } from './platform/errors';
import { registerInputGuard } from './platform/input-guard';
import { registerMethodNotAllowed } from './platform/method-not-allowed';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerIdempotency, withIdempotencyHeader } from './platform/idempotency';
import { taeglicheAufbewahrung } from './platform/verlauf-aufbewahrung';
import { Periodic } from './platform/periodic';
import { Realtime } from './platform/realtime';
import { startLive } from './platform/live';
import { healthRoutes } from './modules/health/health.routes';
import { modules } from './modules';
import type { ModuleContext } from './platform/module';
import { sessionRoutes } from './modules/session/session.routes';
import { registerJobs } from './platform/jobs';
import { createGeocoder } from './platform/providers/geocoding';
import { fileStorageFor } from './platform/files';
import { sicherungenFor } from './modules/sicherung/sicherungen';
import { sicherungMeldungen } from './modules/datencheck/sicherung-meldungen';
import { papierkorbLeeren } from './platform/papierkorb';
import { pglitePflege } from './db/pglite-pflege';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** Every periodic task of this instance (platform/periodic.ts); stopped when the app closes. */
    periodic: Periodic;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Hold every answer against its route's declared schema and the OpenAPI document (the API tests do). */
  checkAnswers?: boolean;
}

/** Where the built SPA lives: WEB_DIST, or apps/web/dist seen from source or from the bundle. */
function webDist(config: Config): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    config.WEB_DIST,
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../web/dist'),
  ];
  return candidates.find((c): c is string => !!c && existsSync(path.join(c, 'index.html')));
}

/** Registers plugins and modules; does not listen (tests inject, main.ts listens). */
export async function buildApp({
  config,
  database,
  checkAnswers = false,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]'] },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    ...germanClientErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer(checkAnswers));
  if (checkAnswers) registerDocumentCheck(app);
  registerErrorHandler(app);
  // First of the onRequest hooks: a refusal (401, 403, 405) carries them too.
  registerSecurityHeaders(app);
  // Cookies are parsed in an onRequest hook too: it must run before access control.
  await app.register(cookie);
  registerAccessControl(app);
  registerApiDocument(app);
  registerMethodNotAllowed(app);
  registerInputGuard(app);
  // After the input guard: a write with an Idempotency-Key runs once, repeats answer its first answer.
  registerIdempotency(app, database.db);
  app.decorate('periodic', new Periodic(app.log, config.PERIODIC_SCALE));
  app.addHook('onClose', async () => app.periodic.stop());
  app.decorate('sessions', new SessionStore(database.db, config.SESSION_TTL_HOURS));
  // PGlite: this instance is the database's one client, so it may keep the sessions it checked (auth.ts).
  const { pglite } = database;
  if (pglite) {
    const stopKeeping = await app.sessions.keepChecked((channel, callback) =>
      pglite.listen(channel, callback),
    );
    app.addHook('onClose', () => stopKeeping());
  }
  // Expired sessions are refused anyway; this only keeps the table small.
  app.periodic.every('session-purge', () => app.sessions.purgeExpired());
  // The history's growth is bounded (issue 28, README 'Verlauf and Änderungsprotokoll').
  app.periodic.every('verlauf-aufbewahrung', taeglicheAufbewahrung(database.db, config.VERLAUF_JAHRE));
  app.periodic.every('papierkorb-purge', () =>
    papierkorbLeeren(database.db, fileStorageFor(config.DATA_DIR)),
  );
  // PGlite has no autovacuum; on PostgreSQL autovacuum does this.
  if (pglite) app.periodic.every('pglite-pflege', () => pglitePflege(pglite, app.log));
  app.decorate('realtime', new Realtime(app.server, app.sessions, app.log, database, app.periodic));
  app.addHook('onClose', () => app.realtime.close());
  const stopLive = await startLive(app.realtime, database, app.log);
  app.addHook('onClose', () => stopLive());
  registerJobs(app, database);
  // Backups (README 'Sicherungen'): on the app, so that main.ts hands its token to `npm run backup`.
  app.decorate(
    'sicherungen',
    sicherungenFor(config, database, sicherungMeldungen(database, app.realtime), app.log),
  );

  // JSON answers travel compressed (a list page of 50 Kaufobjekte: 32 KB → 2.7 KB); brotli at quality 3
  // costs less than gzip does. Answers under 4 KB (a typeahead's 30 names, a record) stay as they are:
  // they fit TCP's first window either way, and compressing one cost 0.11–0.15 ms of a typeahead's 0.7
  // on the server and client together (issue 29, goal 2). The SPA's files come precompressed.
  await app.register(compress, {
    threshold: 4096,
    // Up to 64 KB in one synchronous call (a page of 50 Kaufobjekte: ~0.15 ms) instead of the stream
    // through the thread pool, which @fastify/compress picks above 8 KB on two cores: 1.1 ms more per page.
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    // A 256 KB window instead of 4 MB: the same 2.7 KB for that page, 0.15 instead of 0.22 ms. Quality 3
    // instead of 4: 2,735 instead of 2,719 bytes in 64 instead of 97 µs (a Personen page 31 instead of 53).
    brotliOptions: {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
    },
  });
  // Only routes that opt in (login) are limited.
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Immobilien-Backoffice API', version: '1.0.0' },
      components: { securitySchemes },
    },
    transform: withIdempotencyHeader(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const db = database.db;
  await app.register(healthRoutes, { database });
  await app.register(sessionRoutes, {
    db,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    secureCookie: false,
  });
  const ctx: ModuleContext = {
    db,
    database,
    config,
    storage: fileStorageFor(config.DATA_DIR),
    geocoder: createGeocoder(config),
  };
  for (const module of modules) await app.register(module, ctx);

  const dist = webDist(config);
  if (dist) {
    // One public route serves the built files and, for every other non-/api path, the SPA (DESIGN §6).
    const files = new Set(
      readdirSync(dist, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/')),
    );
    // Brotli or gzip from the files the build precompressed (apps/web/precompress.ts), by Accept-Encoding;
    // cacheControl off, or @fastify/send would replace the cache-control set below with max-age=0.
    await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, cacheControl: false });
    app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, (req, reply) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(req.url.split('?')[0]!);
      } catch {
        return reply.code(400).send({ status: 'error', message: messages.adresseUngueltig });
      }
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const file = pathname.slice(1);
      if (file !== 'index.html' && files.has(file)) {
        // Vite puts a content hash into every asset name, so assets never change under their name.
        const immutable = file.startsWith('assets/');
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
          .sendFile(file);
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
