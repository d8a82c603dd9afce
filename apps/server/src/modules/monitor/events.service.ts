import { inArray, sql } from 'drizzle-orm';
import {
  zeitzoneWien,
  eventMaxAlterTage,
  eventMaxVorausSekunden,
  type FrontendEvent,
  type FrontendEventAnswer,
} from '@app/domain';
import type { Db } from '../../db/client';
import { frontendBenutzer, projekte } from '../../db/schema';
import { rows } from './sql-rows';

/** Days of the figures are Vienna days (the customers' and the staff's day). */
export const zeitzone = zeitzoneWien;

export interface IngestErgebnis extends FrontendEventAnswer {
  /** Whether presence may have changed (new views or logouts). */
  praesenzGeaendert: boolean;
}

/**
 * Stores a batch of usage events: each event once (by event_id; a replayed batch changes nothing), the
 * daily rollups and the presence in the same statement, so figures never count an event twice or miss one.
 * Events naming an unknown user, a user of another Kunde, an unknown project or a time out of range are
 * refused one by one; the rest of the batch is stored.
 */
export async function ingest(
  db: Db,
  schluesselId: number,
  events: FrontendEvent[],
  jetzt = Date.now(),
): Promise<IngestErgebnis> {
  const abgelehnt: FrontendEventAnswer['abgelehnt'] = [];
  const userIds = [...new Set(events.map((e) => e.frontend_user_id))];
  const projektIds = [...new Set(events.flatMap((e) => (e.projekt_id ? [e.projekt_id] : [])))];
  const [benutzer, projektRows] = await Promise.all([
    db
      .select({ id: frontendBenutzer.id, kunde_id: frontendBenutzer.kunde_id })
      .from(frontendBenutzer)
      .where(inArray(frontendBenutzer.id, userIds)),
    projektIds.length
      ? db.select({ id: projekte.id }).from(projekte).where(inArray(projekte.id, projektIds))
      : Promise.resolve([]),
  ]);
  const kundeVon = new Map(benutzer.map((b) => [b.id, b.kunde_id]));
  const bekannteProjekte = new Set(projektRows.map((p) => p.id));
  const gueltig: FrontendEvent[] = [];
  const gesehen = new Set<string>();
  for (const e of events) {
    const zeit = Date.parse(e.zeit);
    const grund =
      kundeVon.get(e.frontend_user_id) === undefined
        ? 'Unbekannte Frontend-BenutzerIn.'
        : kundeVon.get(e.frontend_user_id) !== e.kunde_id
          ? 'Die Frontend-BenutzerIn gehört nicht zu diesem Kunden.'
          : e.projekt_id && !bekannteProjekte.has(e.projekt_id)
            ? 'Unbekanntes Projekt.'
            : zeit > jetzt + eventMaxVorausSekunden * 1000
              ? 'Zeitpunkt liegt in der Zukunft.'
              : zeit < jetzt - eventMaxAlterTage * 86_400_000
                ? `Zeitpunkt liegt mehr als ${eventMaxAlterTage} Tage zurück.`
                : null;
    if (grund) abgelehnt.push({ event_id: e.event_id, grund });
    else if (!gesehen.has(e.event_id)) {
      gesehen.add(e.event_id);
      gueltig.push(e);
    }
  }
  const doppeltImBatch = events.length - abgelehnt.length - gueltig.length;
  if (!gueltig.length)
    return { status: 'ok', angenommen: 0, doppelt: doppeltImBatch, abgelehnt, praesenzGeaendert: false };

  const json = JSON.stringify(gueltig.map((e) => ({ ...e, api_schluessel_id: schluesselId })));
  const ergebnis = await db.transaction(async (tx) => {
    const [counted] = await rows<{ neu: number; abmeldungen: number }>(
      tx,
      sql`with eingang as (
        select * from jsonb_to_recordset(${json}::jsonb) as x(event_id uuid, kunde_id int, frontend_user_id int, admin boolean,
          projekt_id int, pfad text, zeit timestamptz, art text, api_schluessel_id int)
      ), neu as (
        insert into frontend_events (event_id, kunde_id, frontend_user_id, admin, projekt_id, pfad, zeit, art, api_schluessel_id)
        select event_id, kunde_id, frontend_user_id, admin, projekt_id, pfad, zeit, art, api_schluessel_id from eingang
        order by zeit
        on conflict (event_id) do nothing
        returning frontend_user_id, kunde_id, admin, projekt_id, pfad, zeit, art
      ), rollup as (
        insert into frontend_nutzung_tage (tag, frontend_user_id, projekt_id, kunde_id, admin, aufrufe)
        select (zeit at time zone ${zeitzone})::date, frontend_user_id, coalesce(projekt_id, 0), kunde_id, bool_or(admin), count(*)
        from neu where art = 'aufruf' group by 1, 2, 3, 4
        on conflict (tag, frontend_user_id, projekt_id)
          do update set aufrufe = frontend_nutzung_tage.aufrufe + excluded.aufrufe, admin = excluded.admin
      ), nutzer as (
        insert into frontend_nutzer_tage (tag, frontend_user_id, kunde_id, admin, aufrufe)
        select (zeit at time zone ${zeitzone})::date, frontend_user_id, kunde_id, bool_or(admin), count(*)
        from neu where art = 'aufruf' group by 1, 2, 3
        on conflict (tag, frontend_user_id)
          do update set aufrufe = frontend_nutzer_tage.aufrufe + excluded.aufrufe, admin = excluded.admin
      ), projekt_summe as (
        insert into frontend_projekt_tage (tag, projekt_id, aufrufe)
        select (zeit at time zone ${zeitzone})::date, projekt_id, count(*)
        -- every Kunde's batch adds to the same project days: rows taken in key order, so batches never deadlock
        from neu where art = 'aufruf' and projekt_id is not null group by 1, 2 order by 1, 2
        on conflict (tag, projekt_id)
          do update set aufrufe = frontend_projekt_tage.aufrufe + excluded.aufrufe
      ), praesenz as (
        insert into frontend_praesenz (frontend_user_id, kunde_id, admin, projekt_id, pfad, zuletzt)
        select distinct on (frontend_user_id) frontend_user_id, kunde_id, admin, projekt_id, pfad, zeit
        from neu where art = 'aufruf' order by frontend_user_id, zeit desc
        on conflict (frontend_user_id) do update
          set kunde_id = excluded.kunde_id, admin = excluded.admin, projekt_id = excluded.projekt_id,
              pfad = excluded.pfad, zuletzt = excluded.zuletzt
          where frontend_praesenz.zuletzt <= excluded.zuletzt
      )
      select count(*)::int as neu, count(*) filter (where art = 'abmeldung')::int as abmeldungen from neu`,
    );
    // A logout ends the presence unless a later view arrived (a separate statement: one statement may not
    // insert and delete the same row).
    if (counted!.abmeldungen > 0) {
      await tx.execute(sql`delete from frontend_praesenz p using (
          select frontend_user_id, max(zeit) as zeit from jsonb_to_recordset(${json}::jsonb) as x(frontend_user_id int, zeit timestamptz, art text)
          where art = 'abmeldung' group by 1) a
        where p.frontend_user_id = a.frontend_user_id and p.zuletzt <= a.zeit`);
    }
    return counted!;
  });
  return {
    status: 'ok',
    angenommen: ergebnis.neu,
    doppelt: doppeltImBatch + gueltig.length - ergebnis.neu,
    abgelehnt,
    praesenzGeaendert: ergebnis.neu > 0,
  };
}
