import { AbfrageSchema, datencheckArea } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Module, ModuleContext } from '../../platform/module';
import { areaRoutes } from '../../platform/area-routes';
import {
  erstlauf,
  datencheckQueue,
  laufAusfuehren,
  nachtlaufFaellig,
  offeneLaeufe,
  type DatencheckContext,
  type DatencheckJob,
} from './datencheck.lauf';
import { abfragenTable, getAbfrage, rowsOf } from './datencheck.repository';
import { abfrageAendern, abfrageAnlegen, abfragenListe } from './datencheck.service';
import { abfrageZeileOperation } from './operations/abfrage-zeile';
import { allePruefenOperation } from './operations/alle-pruefen';
import { ausnahmeAufhebenOperation } from './operations/ausnahme-aufheben';
import { ausnahmeSetzenOperation } from './operations/ausnahme-setzen';
import { ausnahmenOperation } from './operations/ausnahmen';
import { benachrichtigenOperation } from './operations/benachrichtigen';
import { benachrichtigungSetzenOperation } from './operations/benachrichtigung-setzen';
import { benachrichtigungenOperation } from './operations/benachrichtigungen';
import { benachrichtigungenAnzahlOperation } from './operations/benachrichtigungen-anzahl';
import { empfaengerOperation } from './operations/empfaenger';
import { ergebnisseOperation } from './operations/ergebnisse';
import { laufOperation } from './operations/lauf';
import { pruefenOperation } from './operations/pruefen';
import { zeilePruefenOperation } from './operations/zeile-pruefen';

/** The operations beyond the standard routes, one per file (operations/), in the order they are registered. */
const operations = [
  allePruefenOperation,
  pruefenOperation,
  zeilePruefenOperation,
  laufOperation,
  ergebnisseOperation,
  abfrageZeileOperation,
  ausnahmenOperation,
  ausnahmeSetzenOperation,
  ausnahmeAufhebenOperation,
  empfaengerOperation,
  benachrichtigenOperation,
  benachrichtigungenOperation,
  benachrichtigungenAnzahlOperation,
  benachrichtigungSetzenOperation,
];

const contexts = new WeakMap<object, DatencheckContext>();
/** The area's context (jobs, realtime, time-out) beside the shared one; built once per app. */
function dc(ctx: ModuleContext): DatencheckContext {
  const found = contexts.get(ctx.db);
  if (!found) throw new Error('Datencheck-Modul nicht registriert');
  return found;
}

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

    app.jobs.register<DatencheckJob>(datencheckQueue, {
      handler: (job, signal) => laufAusfuehren(ctx, job.laufId, signal),
      resume: async () => {
        // A database that never ran its checks (first start) runs them at once instead of waiting a night.
        const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from datencheck_laeufe`),
        );
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
          const [lock] = rowsOf<{ ok: boolean }>(
            await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('datencheck-nachtlauf')) as ok`),
          );
          if (!lock?.ok || !(await nachtlaufFaellig(tx, stunde))) return [];
          return rowsOf<{ id: number }>(
            await tx.execute(
              sql`insert into datencheck_laeufe (abfrage_id) select id from datencheck_abfragen where aktiv order by id returning id`,
            ),
          ).map((r) => r.id);
        });
        for (const laufId of laufIds) await app.jobs.send<DatencheckJob>(datencheckQueue, { laufId });
      });
    }

    for (const operation of operations) operation(app, ctx);
  },
});
