import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  messages,
  passwortProblem,
  type Benutzer,
  type BenutzerCreate,
  type BenutzerFields,
  type PasswortLink,
  type PasswortLinkZustand,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { anmeldungenAls, auditLog, sessions, users } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { ConflictError, HttpError, NotFoundError, orNotFound, ValidationError } from '../../platform/errors';
import { papierkorbAnonymisieren } from '../../platform/papierkorb';
import { hashPassword } from '../../platform/passwords';
import { findBenutzer } from './benutzer.repository';

/** Tells open sockets of a user that their permissions changed (realtime.userChanged on every instance). */
export type UserChanged = (userId: number) => Promise<void>;

type UserRow = typeof users.$inferSelect;
/** Never in the audit trail: secrets, and the login time (no one's change). */
const notAudited = new Set(['password_hash', 'passwort_token', 'passwort_token_bis', 'letzter_login']);
/** Changes that alter what open sessions and sockets may do. */
const accessFields = ['aktiv', 'is_admin', 'berechtigungen'] as const;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const setPasswortLinkTage = 7;
export const pseudonym = (id: number) => `Anonym #${id}`;

export async function getBenutzer(db: Tx, id: number): Promise<Benutzer> {
  return orNotFound(await findBenutzer(db, id));
}

async function lockUser(tx: Tx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new NotFoundError();
  if (row.anonymisiert_am) throw new HttpError(409, messages.benutzerAnonymisiert);
  return row;
}

async function emailFree(tx: Tx, email: string, except?: number): Promise<void> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== except) throw ValidationError.field('email', messages.emailVergeben);
}

function checkPasswort(field: string, passwort: string, email: string): void {
  const problem = passwortProblem(passwort, email);
  if (problem) throw ValidationError.field(field, problem);
}

/** One user write with its audit row; answers the row after it. */
async function writeUser(
  tx: Tx,
  actor: Actor,
  before: UserRow,
  values: Partial<UserRow>,
  extra: Record<string, { old: unknown; new: unknown }> = {},
) {
  const [after] = await tx
    .update(users)
    .set({ ...values, version: sql`${users.version} + 1`, updated: sql`now()`, editor_id: actor.userId })
    .where(eq(users.id, before.id))
    .returning();
  // Deactivated: their sessions end for good (reactivating does not revive them).
  if (before.aktiv && !after!.aktiv) await tx.delete(sessions).where(eq(sessions.user_id, before.id));
  const changes = { ...diffRows(before, after!, notAudited), ...extra };
  if (Object.keys(changes).length) await writeAudit(tx, actor, 'users', before.id, 'update', changes);
  return after!;
}

export async function createBenutzer(db: Db, actor: Actor, body: BenutzerCreate): Promise<Benutzer> {
  const { passwort, ...fields } = body;
  if (passwort) checkPasswort('passwort', passwort, fields.email);
  const id = await db.transaction(async (tx) => {
    await emailFree(tx, fields.email);
    const [row] = await tx
      .insert(users)
      .values({
        ...fields,
        password_hash: passwort ? await hashPassword(passwort) : null,
        creator_id: actor.userId,
        editor_id: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'users', row!.id, 'create', diffRows(null, row!, notAudited));
    return row!.id;
  });
  return getBenutzer(db, id);
}

export async function updateBenutzer(
  db: Db,
  actor: Actor,
  changed: UserChanged,
  id: number,
  version: number,
  fields: BenutzerFields,
): Promise<Benutzer> {
  // An administrator cannot lock themselves out of user administration.
  if (
    id === actor.userId &&
    (!fields.aktiv || !(fields.is_admin || fields.berechtigungen.includes('benutzer.verwalten')))
  ) {
    throw new HttpError(409, messages.benutzerSelbst);
  }
  const accessChanged = await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (before.version !== version)
      throw new ConflictError(await getBenutzer(tx, id), (await getBenutzer(tx, id)).editor_name);
    await emailFree(tx, fields.email, id);
    const after = await writeUser(tx, actor, before, fields);
    return accessFields.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  });
  if (accessChanged) await changed(id);
  return getBenutzer(db, id);
}

/** Bulk action of the list: (de)activates the selection (not oneself, not anonymised users). */
export async function setAktiv(
  db: Db,
  actor: Actor,
  changed: UserChanged,
  ids: number[],
  aktiv: boolean,
): Promise<number> {
  if (!aktiv && ids.includes(actor.userId)) throw new HttpError(409, messages.benutzerSelbst);
  const touched = await db.transaction(async (tx) => {
    const rows = await tx.select().from(users).where(inArray(users.id, ids)).for('update');
    const done: number[] = [];
    for (const before of rows) {
      if (before.anonymisiert_am || before.aktiv === aktiv) continue;
      await writeUser(tx, actor, before, { aktiv });
      done.push(before.id);
    }
    return done;
  });
  for (const id of touched) await changed(id);
  return touched.length;
}

/** A one-time link to set a password, shown to the administrator (no mail server needed). */
/**
 * The administration sets other people's passwords; one's own is changed with the current one (and the
 * other sessions end) — `passwortAendern` — so a taken-over admin session cannot lock the owner out.
 */
function notOwnPassword(actor: Actor, id: number): void {
  if (id === actor.userId) throw new HttpError(409, messages.passwortSelbstNichtHier);
}

export async function passwortLink(db: Db, actor: Actor, id: number): Promise<PasswortLink> {
  notOwnPassword(actor, id);
  const token = randomBytes(24).toString('base64url');
  const bis = new Date(Date.now() + setPasswortLinkTage * 86_400_000).toISOString();
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    await writeUser(
      tx,
      actor,
      before,
      { passwort_token: sha256(token), passwort_token_bis: bis },
      {
        passwort: { old: null, new: 'Einmal-Link erzeugt' },
      },
    );
  });
  return { link: `/passwort-setzen?token=${token}`, gueltig_bis: bis };
}

/** The administrator sets a password (e.g. the initial one, or after it was forgotten). */
export async function passwortSetzenAdmin(db: Db, actor: Actor, id: number, passwort: string): Promise<void> {
  notOwnPassword(actor, id);
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    checkPasswort('passwort', passwort, before.email);
    await writeUser(
      tx,
      actor,
      before,
      { password_hash: await hashPassword(passwort), passwort_token: null, passwort_token_bis: null },
      {
        passwort: { old: null, new: 'von der Administration gesetzt' },
      },
    );
  });
}

/**
 * A link's state. A used link keeps its token's hash without an end (`passwort_token_bis` null), so its
 * page can say it was used; a newer link, a password set by the administration or anonymising replace it.
 */
async function linkZustand(tx: Db | Tx, token: string, lock = false) {
  const query = tx
    .select({
      user: users,
      offen: sql<boolean>`${users.passwort_token_bis} is not null`,
      gueltig: sql<boolean>`${users.passwort_token_bis} > now()`,
    })
    .from(users)
    .where(eq(users.passwort_token, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  const zustand: PasswortLinkZustand =
    !row || !row.user.aktiv || row.user.anonymisiert_am
      ? 'ungueltig'
      : !row.offen
        ? 'verwendet'
        : row.gueltig
          ? 'gueltig'
          : 'abgelaufen';
  return { zustand, user: row?.user };
}

const linkMessages: Record<Exclude<PasswortLinkZustand, 'gueltig'>, string> = {
  verwendet: messages.passwortLinkVerwendet,
  abgelaufen: messages.passwortLinkAbgelaufen,
  ungueltig: messages.passwortLinkUngueltig,
};

/** Whether a link still works, before its form is shown (answers nothing about whose it is). */
export async function passwortLinkZustand(db: Db, token: string): Promise<PasswortLinkZustand> {
  return (await linkZustand(db, token)).zustand;
}

/** The user follows the one-time link: the token works once, until it expires. */
export async function passwortMitLink(db: Db, token: string, passwort: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { zustand, user: before } = await linkZustand(tx, token, true);
    if (zustand !== 'gueltig' || !before)
      throw ValidationError.field('token', linkMessages[zustand === 'gueltig' ? 'ungueltig' : zustand]);
    checkPasswort('passwort', passwort, before.email);
    await writeUser(
      tx,
      { userId: before.id, originalUserId: null },
      before,
      { password_hash: await hashPassword(passwort), passwort_token_bis: null },
      { passwort: { old: null, new: 'mit Einmal-Link gesetzt' } },
    );
  });
}

/**
 * Own password change: the current one is required. The user's other sessions end (someone who knew the
 * old password is out); the current one stays. Answers the ended session ids, whose sockets must close.
 */
export async function passwortAendern(
  db: Db,
  actor: Actor,
  sessionId: string,
  aktuell: string,
  neu: string,
  verify: (hash: string, pw: string) => Promise<boolean>,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, actor.userId);
    if (!before.password_hash || !(await verify(before.password_hash, aktuell)))
      throw ValidationError.field('aktuell', messages.passwortFalsch);
    checkPasswort('neu', neu, before.email);
    await writeUser(
      tx,
      actor,
      before,
      { password_hash: await hashPassword(neu) },
      { passwort: { old: null, new: 'selbst geändert' } },
    );
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.user_id, actor.userId), ne(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  });
}

/**
 * GDPR (issue 10): name and e-mail become the pseudonym, login data and sessions go, the audit trail stays
 * under the pseudonym (also the user's own earlier rows, which named them), and so does the Papierkorb.
 * Irreversible.
 */
export async function anonymisieren(
  db: Db,
  actor: Actor,
  changed: UserChanged,
  id: number,
  email: string,
): Promise<Benutzer> {
  if (id === actor.userId) throw new HttpError(409, messages.benutzerSelbst);
  await db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (email !== before.email) throw ValidationError.field('email', messages.anonymisierenEmailFalsch);
    const name = pseudonym(id);
    const [after] = await tx
      .update(users)
      .set({
        name,
        email: `anonym-${id}@anonymisiert.invalid`,
        password_hash: null,
        passwort_token: null,
        passwort_token_bis: null,
        aktiv: false,
        is_admin: false,
        berechtigungen: [],
        vorlage_id: null,
        anonymisiert_am: sql`now()`,
        version: sql`${users.version} + 1`,
        updated: sql`now()`,
        editor_id: actor.userId,
      })
      .where(eq(users.id, id))
      .returning();
    await tx.delete(sessions).where(eq(sessions.user_id, id));
    // The reasons others gave for acting as this user are free text that may name them: neutral text
    // instead, in the records and in their audit rows (sessions acting as them ended just above).
    const impersonations = await tx
      .update(anmeldungenAls)
      .set({ grund: messages.grundAnonymisiert })
      .where(eq(anmeldungenAls.user_id, id))
      .returning({ id: anmeldungenAls.id });
    if (impersonations.length) {
      await tx
        .update(auditLog)
        .set({
          changes: sql`jsonb_set(${auditLog.changes}, '{grund}', ${JSON.stringify({ old: null, new: messages.grundAnonymisiert })}::jsonb)`,
        })
        .where(
          and(
            eq(auditLog.table_name, 'anmeldungen_als'),
            inArray(
              auditLog.record_id,
              impersonations.map((row) => row.id),
            ),
            sql`${auditLog.changes} -> 'grund' is not null`,
          ),
        );
    }
    // Earlier audit rows of this user record held the real name and e-mail.
    const rows = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'users'), eq(auditLog.record_id, id)));
    for (const row of rows) {
      const scrubbed = Object.fromEntries(
        Object.entries(row.changes).map(([key, change]) =>
          key === 'name' || key === 'email'
            ? [key, { old: change.old === null ? null : name, new: change.new === null ? null : name }]
            : [key, change],
        ),
      );
      await tx.update(auditLog).set({ changes: scrubbed }).where(eq(auditLog.id, row.id));
    }
    await papierkorbAnonymisieren(tx, id, before, after!, messages.grundAnonymisiert);
    await writeAudit(tx, actor, 'users', id, 'update', {
      anonymisiert_am: { old: null, new: after!.anonymisiert_am },
      aktiv: { old: before.aktiv, new: false },
    });
  });
  await changed(id);
  return getBenutzer(db, id);
}

/**
 * Only a user who never changed anything (e.g. created by mistake) is deleted; anyone the audit trail
 * names is deactivated or anonymised instead, so the trail keeps its people.
 */
export async function deleteBenutzer(db: Db, actor: Actor, ids: number[], single: boolean): Promise<number> {
  if (ids.includes(actor.userId)) throw new HttpError(409, messages.benutzerSelbst);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(users).where(inArray(users.id, ids)).for('update');
    if (single && !rows.length) throw new NotFoundError();
    const [acted] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(or(inArray(auditLog.user_id, ids), inArray(auditLog.original_user_id, ids)))
      .limit(1);
    if (acted) throw new HttpError(409, messages.benutzerNichtLoeschen);
    for (const row of rows) {
      await tx.delete(users).where(eq(users.id, row.id));
      await writeAudit(tx, actor, 'users', row.id, 'delete', diffRows(row, null, notAudited));
    }
    return rows.length;
  });
}
