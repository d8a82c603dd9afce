import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { allPermissions, messages, vorlageAbweichung, type Vorlage, type VorlageFields } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { berechtigungVorlagen, users } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { ConflictError, HttpError, NotFoundError, ValidationError } from '../../platform/errors';
import { versionedTable } from '../../platform/versioned-table';
import type { UserChanged } from './benutzer.service';

const vorlagenTable = versionedTable(berechtigungVorlagen);
// Qualified by hand: drizzle leaves columns of a single-table select unqualified, which inside these
// subqueries would name the users' columns.
const editor = sql<string | null>`(select name from users e where e.id = berechtigung_vorlagen.editor_id)`;
const creator = sql<string | null>`(select name from users c where c.id = berechtigung_vorlagen.creator_id)`;
const benutzerAnzahl = sql<number>`(select count(*)::int from users u where u.vorlage_id = berechtigung_vorlagen.id and u.anonymisiert_am is null)`;

function selectVorlagen(tx: Tx) {
  return tx
    .select({
      id: berechtigungVorlagen.id,
      created: berechtigungVorlagen.created,
      updated: berechtigungVorlagen.updated,
      creator_id: berechtigungVorlagen.creator_id,
      editor_id: berechtigungVorlagen.editor_id,
      version: berechtigungVorlagen.version,
      name: berechtigungVorlagen.name,
      berechtigungen: berechtigungVorlagen.berechtigungen,
      benutzer_anzahl: benutzerAnzahl,
      creator_name: creator,
      editor_name: editor,
    })
    .from(berechtigungVorlagen);
}

export async function listVorlagen(tx: Tx): Promise<Vorlage[]> {
  return (await selectVorlagen(tx).orderBy(asc(berechtigungVorlagen.name))) as Vorlage[];
}

export async function getVorlage(tx: Tx, id: number): Promise<Vorlage> {
  const [row] = await selectVorlagen(tx).where(eq(berechtigungVorlagen.id, id));
  if (!row) throw new NotFoundError();
  return row as Vorlage;
}

async function nameFree(tx: Tx, name: string, except?: number) {
  const [taken] = await tx
    .select({ id: berechtigungVorlagen.id })
    .from(berechtigungVorlagen)
    .where(eq(berechtigungVorlagen.name, name));
  if (taken && taken.id !== except) throw ValidationError.field('name', messages.vorlageNameVergeben);
}

export async function createVorlage(db: Db, actor: Actor, fields: VorlageFields): Promise<Vorlage> {
  await nameFree(db, fields.name);
  const row = await vorlagenTable.insert(db, actor, fields);
  return getVorlage(db, row.id);
}

/**
 * Saves a template; with `anwenden` the users made from it follow: what the template gained they gain,
 * what it lost they lose (their own deviations stay).
 */
export async function updateVorlage(
  db: Db,
  actor: Actor,
  changed: UserChanged,
  id: number,
  version: number,
  fields: VorlageFields,
  anwenden: boolean,
): Promise<{ vorlage: Vorlage; geaendert: number }> {
  await nameFree(db, fields.name, id);
  const touched = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(berechtigungVorlagen)
      .where(eq(berechtigungVorlagen.id, id))
      .for('update');
    if (!before) throw new NotFoundError();
    if (before.version !== version) {
      const current = await getVorlage(tx, id);
      throw new ConflictError(current, current.editor_name);
    }
    const [after] = await tx
      .update(berechtigungVorlagen)
      .set({
        ...fields,
        version: sql`${berechtigungVorlagen.version} + 1`,
        updated: sql`now()`,
        editor_id: actor.userId,
      })
      .where(eq(berechtigungVorlagen.id, id))
      .returning();
    const changes = diffRows(before, after!);
    if (Object.keys(changes).length)
      await writeAudit(tx, actor, 'berechtigung_vorlagen', id, 'update', changes);
    if (!anwenden) return [];
    const { plus, minus } = vorlageAbweichung(fields.berechtigungen, before.berechtigungen);
    const members = await tx
      .select()
      .from(users)
      .where(and(eq(users.vorlage_id, id), isNull(users.anonymisiert_am)))
      .for('update');
    const ids: number[] = [];
    for (const member of members) {
      const next = allPermissions.filter(
        (p) => (member.berechtigungen.includes(p) || plus.includes(p)) && !minus.includes(p),
      );
      if (
        JSON.stringify(next) ===
        JSON.stringify(allPermissions.filter((p) => member.berechtigungen.includes(p)))
      )
        continue;
      await tx
        .update(users)
        .set({
          berechtigungen: next,
          version: sql`${users.version} + 1`,
          updated: sql`now()`,
          editor_id: actor.userId,
        })
        .where(eq(users.id, member.id));
      await writeAudit(tx, actor, 'users', member.id, 'update', {
        berechtigungen: { old: member.berechtigungen, new: next },
      });
      ids.push(member.id);
    }
    return ids;
  });
  for (const userId of touched) await changed(userId);
  return { vorlage: await getVorlage(db, id), geaendert: touched.length };
}

export async function deleteVorlage(db: Db, actor: Actor, id: number): Promise<void> {
  const [used] = await db.select({ n: count() }).from(users).where(eq(users.vorlage_id, id));
  if (used && used.n > 0) throw new HttpError(409, messages.vorlageInVerwendung);
  await vorlagenTable.remove(db, actor, id);
}
