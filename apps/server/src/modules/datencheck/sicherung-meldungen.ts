import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anzahlSenden, autoErledigen } from './benachrichtigungen';
import { rowsOf } from './sql';
import type { Realtime } from '../../platform/realtime';

/**
 * A failed backup reaches the admins as a notification of the Datencheck (badge, list, done when fixed):
 * under a check of its own, 'Sicherung fehlgeschlagen' (inactive: no run executes it), each failure one
 * open result row with its time and error. The next successful backup closes the rows, and so the
 * notifications (DOMAIN: a notification whose rows are all fixed is done).
 */
export const sicherungCheckName = 'Sicherung fehlgeschlagen';

const checkSql = `select e.idx, e.row->>'zeitpunkt' as zeitpunkt, e.row->>'fehler' as fehler
from datencheck_ergebnisse e join datencheck_abfragen a on a.id = e.abfrage_id
where a.name = '${sicherungCheckName}' and e.offen`;

async function checkId(database: Database): Promise<number> {
  const [found] = await database.query<{ id: number }>(
    'select id from datencheck_abfragen where name = $1 order by id limit 1',
    [sicherungCheckName],
  );
  if (found) return found.id;
  const [created] = await database.query<{ id: number }>(
    `insert into datencheck_abfragen (name, beschreibung, sql, themen, abfrageart_id, aktiv)
     values ($1, $2, $3, '{}', 4, false) returning id`,
    [
      sicherungCheckName,
      'Nächtliche Sicherung der Datenbank und der Dateien ist fehlgeschlagen (README: Sicherungen).',
      checkSql,
    ],
  );
  return created!.id;
}

/** Notifies every active admin of a failed backup (merged into an unread notification of an earlier one). */
export async function notifyBackupFailed(
  database: Database,
  realtime: Realtime | null,
  fehler: string,
  when: Date,
): Promise<number[]> {
  const abfrageId = await checkId(database);
  const idx = when.toISOString();
  const row = { zeitpunkt: idx, fehler };
  const hash = createHash('md5').update(JSON.stringify(row)).digest('hex');
  const admins = await database.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into datencheck_ergebnisse (abfrage_id, idx, row, hash)
      values (${abfrageId}, ${idx}, ${JSON.stringify(row)}::jsonb, ${hash})
      on conflict (abfrage_id, idx) do update set offen = true, behoben_am = null, row = excluded.row`);
    const ids = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from users where is_admin and aktiv order by id`),
    ).map((r) => r.id);
    for (const id of ids) {
      const merged = rowsOf(
        await tx.execute(sql`
          update benachrichtigungen set rows = array_append(rows, ${idx}::text), version = version + 1, updated = now()
          where id = (select id from benachrichtigungen where empfaenger_id = ${id} and abfrage_id = ${abfrageId}
            and gelesen_am is null and erledigt_am is null order by id desc limit 1)
          returning id`),
      );
      if (!merged.length)
        await tx.execute(sql`
          insert into benachrichtigungen (empfaenger_id, abfrage_id, rows)
          values (${id}, ${abfrageId}, array[${idx}::text])`);
    }
    return ids;
  });
  if (realtime) await anzahlSenden({ db: database.db, realtime }, admins);
  return admins;
}

/** After a successful backup: the failures before it are fixed, their notifications done. */
export async function backupRecovered(database: Database, realtime: Realtime | null): Promise<void> {
  const [check] = await database.query<{ id: number }>(
    'select id from datencheck_abfragen where name = $1 order by id limit 1',
    [sicherungCheckName],
  );
  if (!check) return;
  const users = await database.db.transaction(async (tx) => {
    await tx.execute(
      sql`update datencheck_ergebnisse set offen = false, behoben_am = now() where abfrage_id = ${check.id} and offen`,
    );
    return autoErledigen(tx, check.id);
  });
  if (realtime && users.length) await anzahlSenden({ db: database.db, realtime }, users);
}

/** The Datencheck's notifications as the backups' reporter (app.ts wires them; modules stay apart). */
export const sicherungMeldungen = (database: Database, realtime: Realtime | null) => ({
  failed: (fehler: string, when: Date) => notifyBackupFailed(database, realtime, fehler, when).then(() => {}),
  recovered: () => backupRecovered(database, realtime),
});
