import { sql } from 'drizzle-orm';
import {
  benachrichtigungEvents,
  benachrichtigungTitel,
  benachrichtigungTopic,
  datencheckLink,
  messages,
  type Benachrichtigung,
  type BenachrichtigungTab,
  type SessionUser,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Realtime } from '../../platform/realtime';
import { intArray, rowsOf, textArray } from './sql';

interface Ctx {
  db: Db;
  realtime: Realtime;
}

/**
 * Notifications whose rows are all fixed or excused are done (DOMAIN); answers their recipients (their
 * unread counts changed). Runs inside the run's / the exception's transaction.
 */
export async function autoErledigen(tx: Tx, abfrageId: number): Promise<number[]> {
  const rows = rowsOf<{ empfaenger_id: number }>(
    await tx.execute(sql`
      update benachrichtigungen b set erledigt_am = now()
      where b.abfrage_id = ${abfrageId} and b.erledigt_am is null
        and not exists (select 1 from datencheck_ergebnisse e where e.abfrage_id = b.abfrage_id and e.idx = any(b.rows) and e.offen)
      returning b.empfaenger_id`),
  );
  return [...new Set(rows.map((r) => r.empfaenger_id))];
}

export async function ungelesen(db: Db | Tx, userId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from benachrichtigungen where empfaenger_id = ${userId} and gelesen_am is null and erledigt_am is null`,
    ),
  );
  return row?.n ?? 0;
}

/** The header badge of each recipient, live on their own sockets. */
export async function anzahlSenden(ctx: Ctx, userIds: readonly number[]): Promise<void> {
  for (const userId of userIds) {
    ctx.realtime.emitToUser(userId, benachrichtigungTopic, benachrichtigungEvents.anzahl, {
      ungelesen: await ungelesen(ctx.db, userId),
    });
  }
}

export interface BenachrichtigenInput {
  abfrage_id: number;
  rows: string[];
  tgt: 'user' | 'editor';
  users: number[];
}

/**
 * Notifies the chosen users, or each row's last editor (audit log of the check's first thema), of the
 * selected rows: one notification per recipient, merged into an unread one of the same check.
 */
export async function benachrichtigen(
  ctx: Ctx,
  actor: Actor,
  input: BenachrichtigenInput,
): Promise<{ empfaenger: number }> {
  const { db } = ctx;
  const [abfrage] = rowsOf<{ id: number; themen: string[] }>(
    await db.execute(sql`select id, themen from datencheck_abfragen where id = ${input.abfrage_id}`),
  );
  if (!abfrage) throw new NotFoundError();
  const rows = rowsOf<{ idx: string }>(
    await db.execute(
      sql`select idx from datencheck_ergebnisse where abfrage_id = ${abfrage.id} and idx = any(${textArray(input.rows)}) order by idx`,
    ),
  ).map((r) => r.idx);
  if (!rows.length) throw new ValidationError({ rows: [messages.keineAuswahl] });

  const perUser = new Map<number, string[]>();
  if (input.tgt === 'user') {
    const aktive = rowsOf<{ id: number }>(
      await db.execute(sql`select id from users where id = any(${intArray(input.users)}) and aktiv`),
    );
    if (!aktive.length) throw new ValidationError({ users: [messages.keineBenutzer] });
    for (const u of aktive) perUser.set(u.id, rows);
  } else {
    const ids = rows.filter((r) => /^\d{1,9}$/.test(r)).map(Number);
    const editors = rowsOf<{ record_id: number; user_id: number }>(
      await db.execute(sql`
        select distinct on (a.record_id) a.record_id, a.user_id from audit_log a join users u on u.id = a.user_id and u.aktiv
        where a.table_name = ${abfrage.themen[0] ?? ''} and a.record_id = any(${intArray(ids)})
        order by a.record_id, a.id desc`),
    );
    for (const e of editors) perUser.set(e.user_id, [...(perUser.get(e.user_id) ?? []), String(e.record_id)]);
    if (!perUser.size)
      throw new ValidationError({ users: ['Zu diesen Zeilen ist keine letzte BearbeiterIn bekannt.'] });
  }

  await db.transaction(async (tx) => {
    for (const [userId, idxs] of perUser) {
      const [offen] = rowsOf<{ id: number; rows: string[] }>(
        await tx.execute(sql`
          select id, rows from benachrichtigungen
          where empfaenger_id = ${userId} and abfrage_id = ${abfrage.id} and gelesen_am is null and erledigt_am is null
          order by id desc limit 1 for update`),
      );
      if (offen) {
        const merged = [...new Set([...offen.rows, ...idxs])];
        await tx.execute(
          sql`update benachrichtigungen set rows = ${textArray(merged)}, version = version + 1, updated = now(), editor_id = ${actor.userId} where id = ${offen.id}`,
        );
        await writeAudit(tx, actor, 'benachrichtigungen', offen.id, 'update', {
          rows: { old: offen.rows, new: merged },
        });
      } else {
        const [created] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            insert into benachrichtigungen (empfaenger_id, abfrage_id, rows, creator_id, editor_id)
            values (${userId}, ${abfrage.id}, ${textArray(idxs)}, ${actor.userId}, ${actor.userId}) returning id`),
        );
        await writeAudit(tx, actor, 'benachrichtigungen', created!.id, 'create', {
          empfaenger_id: { old: null, new: userId },
          abfrage_id: { old: null, new: abfrage.id },
          rows: { old: null, new: idxs },
        });
      }
    }
  });
  await anzahlSenden(ctx, [...perUser.keys()]);
  return { empfaenger: perUser.size };
}

interface ListQuery {
  tab: BenachrichtigungTab;
  alle: '0' | '1';
  empfaenger_id?: number;
  abfrage_id?: number;
}

/** Own notifications by tab (admins: everyone's with `alle=1`, filterable by recipient and check). */
export async function benachrichtigungenListe(
  db: Db,
  user: SessionUser,
  q: ListQuery,
): Promise<Benachrichtigung[]> {
  const alle = q.alle === '1' && user.isAdmin;
  const tab =
    q.tab === 'ungelesen'
      ? sql`b.gelesen_am is null and b.erledigt_am is null`
      : q.tab === 'offen'
        ? sql`b.erledigt_am is null`
        : sql`b.erledigt_am is not null`;
  const wer = alle
    ? q.empfaenger_id
      ? sql`b.empfaenger_id = ${q.empfaenger_id}`
      : sql`true`
    : sql`b.empfaenger_id = ${user.id}`;
  const check = q.abfrage_id ? sql`b.abfrage_id = ${q.abfrage_id}` : sql`true`;
  const rows = rowsOf<{
    id: number;
    empfaenger_id: number;
    empfaenger_name: string | null;
    abfrage_id: number;
    gelesen_am: string | null;
    erledigt_am: string | null;
    created: string;
    creator_name: string | null;
    name: string;
    link: string | null;
    zeilen: { idx: string; status: 'offen' | 'behoben' | 'ausnahme' }[];
  }>(
    await db.execute(sql`
      select b.id, b.empfaenger_id, r.name as empfaenger_name, b.abfrage_id, a.name, a.link,
        to_char(b.gelesen_am at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as gelesen_am,
        to_char(b.erledigt_am at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as erledigt_am,
        to_char(b.created at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created,
        c.name as creator_name,
        (select coalesce(jsonb_agg(jsonb_build_object('idx', x.idx, 'status',
            case when e.offen then 'offen' when au.id is not null then 'ausnahme' else 'behoben' end) order by x.ord), '[]'::jsonb)
          from unnest(b.rows) with ordinality as x(idx, ord)
          left join datencheck_ergebnisse e on e.abfrage_id = b.abfrage_id and e.idx = x.idx
          left join datencheck_ausnahmen au on au.abfrage_id = b.abfrage_id and au.idx = x.idx) as zeilen
      from benachrichtigungen b
      join datencheck_abfragen a on a.id = b.abfrage_id
      left join users r on r.id = b.empfaenger_id
      left join users c on c.id = b.creator_id
      where ${tab} and ${wer} and ${check}
      order by b.id desc limit 500`),
  );
  return rows.map(({ name, link, zeilen, ...b }) => ({
    ...b,
    titel: benachrichtigungTitel(zeilen.length, name),
    rows: zeilen.map((z) => ({ ...z, link: datencheckLink(link, z.idx) })),
  }));
}

/** Read (opened) or done by hand (or back to open); only the recipient or an admin. */
export async function benachrichtigungSetzen(
  ctx: Ctx,
  actor: Actor,
  user: SessionUser,
  id: number,
  was: { gelesen?: boolean; erledigt?: boolean },
): Promise<void> {
  const empfaenger = await ctx.db.transaction(async (tx) => {
    const [b] = rowsOf<{ empfaenger_id: number; gelesen_am: string | null; erledigt_am: string | null }>(
      await tx.execute(
        sql`select empfaenger_id, gelesen_am::text, erledigt_am::text from benachrichtigungen where id = ${id} for update`,
      ),
    );
    if (!b) throw new NotFoundError();
    if (b.empfaenger_id !== user.id && !user.isAdmin) throw new ForbiddenError();
    const changes: Record<string, { old: unknown; new: unknown }> = {};
    if (was.gelesen !== undefined && (b.gelesen_am !== null) !== was.gelesen) {
      await tx.execute(
        sql`update benachrichtigungen set gelesen_am = ${was.gelesen ? sql`now()` : sql`null`} where id = ${id}`,
      );
      changes.gelesen = { old: b.gelesen_am !== null, new: was.gelesen };
    }
    if (was.erledigt !== undefined && (b.erledigt_am !== null) !== was.erledigt) {
      await tx.execute(
        sql`update benachrichtigungen set erledigt_am = ${was.erledigt ? sql`now()` : sql`null`} where id = ${id}`,
      );
      changes.erledigt = { old: b.erledigt_am !== null, new: was.erledigt };
    }
    if (Object.keys(changes).length) {
      await tx.execute(
        sql`update benachrichtigungen set version = version + 1, updated = now(), editor_id = ${actor.userId} where id = ${id}`,
      );
      await writeAudit(tx, actor, 'benachrichtigungen', id, 'update', changes);
    }
    return b.empfaenger_id;
  });
  await anzahlSenden(ctx, [empfaenger]);
}
