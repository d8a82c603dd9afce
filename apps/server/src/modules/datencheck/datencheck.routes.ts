import { z } from 'zod';
import {
  AbfrageRowParams,
  AbfrageRowSchema,
  AbfrageSchema,
  AusnahmeCreateSchema,
  AusnahmeListQuerySchema,
  AusnahmeSchema,
  BenachrichtigenSchema,
  BenachrichtigungAnzahlSchema,
  BenachrichtigungListQuerySchema,
  BenachrichtigungSchema,
  datencheckArea,
  ErgebnisListQuerySchema,
  ErgebnisSchema,
  idParam,
  idxField,
  laufStatuses,
} from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Module, ModuleContext } from '../../platform/module';
import { requireAuth } from '../../platform/access';
import { idAnswer, listAnswer, okAnswer, statusOk } from '../../platform/answers';
import { areaRoutes } from '../../platform/area-routes';
import { NotFoundError } from '../../platform/errors';
import { filterTerms } from '../../platform/list-query';
import { benachrichtigen, benachrichtigungenListe, benachrichtigungSetzen, ungelesen } from './benachrichtigungen';
import {
  alleStarten,
  erstlauf,
  datencheckQueue,
  laufAusfuehren,
  laufStarten,
  nachtlaufFaellig,
  offeneLaeufe,
  type DatencheckContext,
  type DatencheckJob,
} from './datencheck.lauf';
import { abfrageRow, abfragenTable, getAbfrage, listAusnahmen, listErgebnisse, rowsOf } from './datencheck.repository';
import { abfrageAendern, abfrageAnlegen, abfragenListe, ausnahmeAufheben, ausnahmeSetzen, empfaengerListe } from './datencheck.service';

const contexts = new WeakMap<object, DatencheckContext>();
/** The area's context (jobs, realtime, time-out) beside the shared one; built once per app. */
function dc(ctx: ModuleContext): DatencheckContext {
  const found = contexts.get(ctx.db);
  if (!found) throw new Error('Datencheck-Modul nicht registriert');
  return found;
}

const LaufSchema = z.object({
  id: z.number().int(),
  abfrage_id: z.number().int(),
  status: z.enum(laufStatuses),
  fehler: z.string().nullable(),
});

/** Datencheck: checks (standard routes), runs, results, the row detail of SPEC §7, exceptions, notifications. */
export const datencheckRoutes: Module = areaRoutes(datencheckArea, {
  service: {
    list: ({ db }, p) => abfragenListe(db, p.terms, p.page, p.perPage),
    get: ({ db }, id) => getAbfrage(db, id),
    create: (ctx, actor, fields) => abfrageAnlegen(dc(ctx), actor, fields),
    update: (ctx, actor, id, version, fields) => abfrageAendern(dc(ctx), actor, id, version, fields),
    remove: ({ db }, actor, id) => abfragenTable.remove(db, actor, id),
    removeMany: ({ db }, actor, ids) => abfragenTable.removeMany(db, actor, ids),
  },
  record: AbfrageSchema,
  row: AbfrageSchema,
  extra: async (app, moduleCtx) => {
    const { db, config } = moduleCtx;
    const ctx: DatencheckContext = {
      db,
      jobs: app.jobs,
      realtime: app.realtime,
      timeoutMs: config.DATENCHECK_TIMEOUT_MS,
      maxZeilen: config.DATENCHECK_MAX_ZEILEN,
    };
    contexts.set(db, ctx);
    const tags = [datencheckArea.label];
    const see = { access: 'datencheck.nutzen' } as const;
    const run = { access: 'datencheck.pruefen' } as const;
    const except = { access: 'datencheck.ausnahmen' } as const;
    const notify = { access: 'datencheck.benachrichtigen' } as const;

    app.jobs.register<DatencheckJob>(datencheckQueue, {
      handler: (job, signal) => laufAusfuehren(ctx, job.laufId, signal),
      resume: async () => {
        // A database that never ran its checks (first start) runs them at once instead of waiting a night.
        const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from datencheck_laeufe`));
        if (n === 0) await erstlauf(db);
        return (await offeneLaeufe(db)).map((laufId) => ({ laufId }));
      },
      expireInSeconds: 2 * 60 * 60,
      retryLimit: 1,
    });

    // The nightly run of all checks: every instance looks, the advisory lock lets one queue it. Decided and
    // written inside the transaction (through tx only); the jobs are sent after it committed (pg-boss uses
    // the root connection). A crash in between leaves waiting runs, which `resume` queues at the next start.
    const stunde = config.DATENCHECK_NACHTLAUF_STUNDE;
    if (stunde >= 0) {
      app.periodic.every('datencheck-nachtlauf', async () => {
        const laufIds = await db.transaction(async (tx) => {
          const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('datencheck-nachtlauf')) as ok`));
          if (!lock?.ok || !(await nachtlaufFaellig(tx, stunde))) return [];
          return rowsOf<{ id: number }>(
            await tx.execute(sql`insert into datencheck_laeufe (abfrage_id) select id from datencheck_abfragen where aktiv order by id returning id`),
          ).map((r) => r.id);
        });
        for (const laufId of laufIds) await app.jobs.send<DatencheckJob>(datencheckQueue, { laufId });
      });
    }

    app.post(
      '/api/datencheck/pruefen',
      { config: run, schema: { tags, response: { 200: okAnswer(z.object({ ids: z.array(z.number().int()) })) } } },
      async (req) => ({ status: 'ok' as const, data: { ids: await alleStarten(ctx, requireAuth(req).actor.userId) } }),
    );

    app.post(
      '/api/datencheck/abfragen/:id/pruefen',
      { config: run, schema: { tags, params: idParam, response: { 200: idAnswer } } },
      async (req) => {
        await getAbfrage(db, req.params.id);
        return { status: 'ok' as const, data: { id: await laufStarten(ctx, req.params.id, requireAuth(req).actor.userId) } };
      },
    );

    // 'Erneut prüfen': one row of one check.
    app.post(
      '/api/datencheck/abfragen/:id/rows/:idx/pruefen',
      { config: run, schema: { tags, params: idParam.extend({ idx: idxField }), response: { 200: idAnswer } } },
      async (req) => {
        await getAbfrage(db, req.params.id);
        return { status: 'ok' as const, data: { id: await laufStarten(ctx, req.params.id, requireAuth(req).actor.userId, req.params.idx) } };
      },
    );

    app.get(
      '/api/datencheck/laeufe/:id',
      { config: see, schema: { tags, params: idParam, response: { 200: okAnswer(LaufSchema) } } },
      async (req) => {
        const [lauf] = rowsOf<z.output<typeof LaufSchema>>(
          await db.execute(sql`select id, abfrage_id, status, fehler from datencheck_laeufe where id = ${req.params.id}`),
        );
        if (!lauf) throw new NotFoundError();
        return { status: 'ok' as const, data: lauf };
      },
    );

    app.get(
      '/api/datencheck/abfragen/:id/ergebnisse',
      { config: see, schema: { tags, params: idParam, querystring: ErgebnisListQuerySchema, response: { 200: listAnswer(ErgebnisSchema) } } },
      async (req) => {
        const q = req.query;
        const { rows, total } = await listErgebnisse(db, req.params.id, {
          terms: filterTerms(q['q[]']),
          sort: q.sort,
          dir: q.dir,
          page: q.page,
          perPage: q.per_page,
        });
        return { data: rows, total, page: q.page, per_page: q.per_page };
      },
    );

    app.get(
      '/api/datenqualitaet/abfrage/:abfrage_id/row/:idx',
      { config: see, schema: { tags, params: AbfrageRowParams, response: { 200: AbfrageRowSchema } } },
      async (req) => abfrageRow(db, req.params.abfrage_id, req.params.idx),
    );

    app.get(
      '/api/datencheck/ausnahmen',
      { config: see, schema: { tags, querystring: AusnahmeListQuerySchema, response: { 200: listAnswer(AusnahmeSchema) } } },
      async (req) => {
        const q = req.query;
        const { rows, total } = await listAusnahmen(db, { terms: filterTerms(q['q[]']), page: q.page, perPage: q.per_page, dir: q.dir });
        return { data: rows, total, page: q.page, per_page: q.per_page };
      },
    );

    // SPEC §7: the exception form posts abfrage_id and idx (with the reason); status 'ok' reloads.
    app.post(
      '/api/datencheck/ausnahmen',
      { config: except, schema: { tags, body: AusnahmeCreateSchema, response: { 200: statusOk } } },
      async (req) => {
        await ausnahmeSetzen(ctx, requireAuth(req).actor, req.body);
        return { status: 'ok' as const };
      },
    );

    app.delete(
      '/api/datencheck/ausnahmen/:id',
      { config: except, schema: { tags, params: idParam, response: { 200: statusOk } } },
      async (req) => {
        await ausnahmeAufheben(ctx, requireAuth(req).actor, req.params.id);
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/api/datencheck/empfaenger',
      { config: notify, schema: { tags, response: { 200: okAnswer(z.array(z.object({ id: z.number().int(), name: z.string() }))) } } },
      async () => ({ status: 'ok' as const, data: await empfaengerListe(db) }),
    );

    // SPEC §7: the notify form sends rows[] with users[] and tgt (user or editor).
    app.post(
      '/api/datencheck/benachrichtigen',
      { config: notify, schema: { tags, body: BenachrichtigenSchema, response: { 200: okAnswer(z.object({ empfaenger: z.number().int() })) } } },
      async (req) => ({ status: 'ok' as const, data: await benachrichtigen(ctx, requireAuth(req).actor, req.body) }),
    );

    app.get(
      '/api/benachrichtigungen',
      { config: see, schema: { tags, querystring: BenachrichtigungListQuerySchema, response: { 200: okAnswer(z.array(BenachrichtigungSchema)) } } },
      async (req) => ({ status: 'ok' as const, data: await benachrichtigungenListe(db, requireAuth(req).user, req.query) }),
    );

    app.get(
      '/api/benachrichtigungen/anzahl',
      { config: see, schema: { tags, response: { 200: okAnswer(BenachrichtigungAnzahlSchema) } } },
      async (req) => ({ status: 'ok' as const, data: { ungelesen: await ungelesen(db, requireAuth(req).user.id) } }),
    );

    app.post(
      '/api/benachrichtigungen/:id',
      {
        config: see,
        schema: {
          tags,
          params: idParam,
          body: z.object({ gelesen: z.boolean().optional(), erledigt: z.boolean().optional() }),
          response: { 200: statusOk },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        await benachrichtigungSetzen(ctx, auth.actor, auth.user, req.params.id, req.body);
        return { status: 'ok' as const };
      },
    );
  },
});
