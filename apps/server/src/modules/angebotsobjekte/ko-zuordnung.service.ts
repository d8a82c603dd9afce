import { and, eq, inArray } from 'drizzle-orm';
import {
  messages,
  type FilterTerms,
  type KoZuordnungProjekt,
  type KoZuordnungSave,
  type KoZuordnungSeite,
} from '@app/domain';
import type { Db } from '../../db/client';
import { koZuordnungen, projekte } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { isUniqueViolation, NotFoundError, orNotFound, ValidationError } from '../../platform/errors';
import { getAngebotsobjekt } from './angebotsobjekte.service';
import {
  angebotsobjekteMitZuordnung,
  kaufobjekteByIds,
  kaufobjekteMitZuordnung,
  kaufobjektIdsOf,
  lockAngebotsobjekt,
  zuordnungenOf,
} from './ko-zuordnung.repository';

const table = 'ko_zuordnungen';

/** A project's Angebotsobjekte and (filtered) Kaufobjekte with their current assignments. */
export async function getKoZuordnungProjekt(
  db: Db,
  projektId: number,
  terms: FilterTerms,
): Promise<KoZuordnungProjekt> {
  const [projekt] = await db
    .select({ id: projekte.id, projektnr: projekte.projektnr, name: projekte.name })
    .from(projekte)
    .where(eq(projekte.id, projektId));
  if (!projekt) throw new NotFoundError();
  const [angebotsobjekte, kaufobjekte] = await Promise.all([
    angebotsobjekteMitZuordnung(db, projektId),
    kaufobjekteMitZuordnung(db, projektId, terms),
  ]);
  return { projekt, angebotsobjekte, kaufobjekte: kaufobjekte.rows, kaufobjekte_capped: kaufobjekte.capped };
}

/** The KO-Zuordnung page of one Angebotsobjekt: it and its project's (filtered) Kaufobjekte. */
export async function getKoZuordnungSeite(db: Db, id: number, terms: FilterTerms): Promise<KoZuordnungSeite> {
  const angebotsobjekt = await getAngebotsobjekt(db, id);
  const kaufobjekte = await kaufobjekteMitZuordnung(db, angebotsobjekt.projekt_id, terms);
  return { angebotsobjekt, kaufobjekte: kaufobjekte.rows, kaufobjekte_capped: kaufobjekte.capped };
}

/**
 * Assigns `zuordnen` to the Angebotsobjekt and unassigns `entfernen` from it, all or nothing. A Kaufobjekt
 * must be of the same project and may belong to one Angebotsobjekt only (unique index); assigning one that
 * is already here changes nothing. Answers the Kaufobjekte assigned to it afterwards.
 */
export async function saveKoZuordnung(
  db: Db,
  actor: Actor,
  angebotsobjektId: number,
  input: KoZuordnungSave,
): Promise<{ kaufobjekt_ids: number[]; zugeordnet: number; entfernt: number }> {
  try {
    return await db.transaction(async (tx) => {
      // Locked, so its project cannot change while Kaufobjekte of that project are assigned.
      const ao = orNotFound(await lockAngebotsobjekt(tx, angebotsobjektId));
      let zugeordnet = 0;
      if (input.zuordnen.length) {
        const wanted = [...new Set(input.zuordnen)];
        const found = new Map((await kaufobjekteByIds(tx, wanted)).map((k) => [k.id, k]));
        const existing = new Map((await zuordnungenOf(tx, wanted)).map((z) => [z.kaufobjekt_id, z]));
        const errors: string[] = [];
        for (const id of wanted) {
          const ko = found.get(id);
          const z = existing.get(id);
          if (!ko) errors.push(messages.kaufobjektNichtGefunden);
          else if (ko.projekt_id !== ao.projekt_id) errors.push(messages.koZuordnungAnderesProjekt);
          else if (z && z.angebotsobjekt_id !== ao.id) {
            errors.push(
              messages.koZuordnungBereitsVergeben(ko.top_nr ?? `#${ko.id}`, z.angebotsobjekt_top_nr),
            );
          }
        }
        if (errors.length) throw new ValidationError({ zuordnen: [...new Set(errors)] });
        const neu = wanted.filter((id) => !existing.has(id));
        if (neu.length) {
          const rows = await tx
            .insert(koZuordnungen)
            .values(
              neu.map((kaufobjekt_id) => ({
                kaufobjekt_id,
                angebotsobjekt_id: ao.id,
                creator_id: actor.userId,
              })),
            )
            .returning();
          for (const row of rows) await writeAudit(tx, actor, table, row.id, 'create', diffRows(null, row));
          zugeordnet = rows.length;
        }
      }
      let entfernt = 0;
      if (input.entfernen.length) {
        const rows = await tx
          .delete(koZuordnungen)
          .where(
            and(
              eq(koZuordnungen.angebotsobjekt_id, ao.id),
              inArray(koZuordnungen.kaufobjekt_id, input.entfernen),
            ),
          )
          .returning();
        for (const row of rows) await writeAudit(tx, actor, table, row.id, 'delete', diffRows(row, null));
        entfernt = rows.length;
      }
      return { kaufobjekt_ids: await kaufobjektIdsOf(tx, ao.id), zugeordnet, entfernt };
    });
  } catch (error) {
    // Someone assigned the same Kaufobjekt elsewhere at the same moment.
    if (isUniqueViolation(error)) throw ValidationError.field('zuordnen', messages.zuordnungNichtMoeglich);
    throw error;
  }
}

/** Removes one assignment by its id. */
export async function deleteKoZuordnung(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(koZuordnungen).where(eq(koZuordnungen.id, id)).returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, table, row.id, 'delete', diffRows(row, null));
  });
}
