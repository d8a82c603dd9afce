import { claimPendingRows } from '../../platform/pending-rows';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import {
  kaufobjektWerte,
  messages,
  type KaufobjektDetail,
  type KaufobjektFields,
  type KaufobjektKaeufer,
  type KaufobjektKaeuferAdd,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { dateien, firmen, kaufobjektKaeufer, personen, projekte } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import {
  findKaeufer,
  findKaufobjekt,
  findKurz,
  hasDuplicateTopNr,
  kaeuferOf,
  kaufobjekteTable,
} from './kaufobjekte.repository';

export async function getKaufobjekt(db: Tx, id: number): Promise<KaufobjektDetail> {
  const row = await findKaufobjekt(db, id);
  if (!row) throw new NotFoundError();
  const [kaeufer, vorher, datei] = await Promise.all([
    kaeuferOf(db, id),
    row.kaufobjekt_id ? findKurz(db, row.kaufobjekt_id) : undefined,
    row.datei_id ? db.select({ name: dateien.name }).from(dateien).where(eq(dateien.id, row.datei_id)) : [],
  ]);
  const earlier = vorher
    ? { id: vorher.id, top_nr: vorher.top_nr, kaufdatum: vorher.kaufdatum, bruttopreis: vorher.bruttopreis }
    : null;
  return { ...row, kaeufer, vorher: earlier, datei_name: datei[0]?.name ?? null };
}

/** References the schema cannot check: the project, the earlier sale (same project, not itself), the deed file. */
async function checkReferences(db: Db, fields: KaufobjektFields, id?: number): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [projekt] = await db
    .select({ id: projekte.id })
    .from(projekte)
    .where(eq(projekte.id, fields.projekt_id));
  if (!projekt) errors.projekt_id = [messages.projektNichtGefunden];
  if (fields.kaufobjekt_id !== null) {
    const vorher = await findKurz(db, fields.kaufobjekt_id);
    if (fields.kaufobjekt_id === id) errors.kaufobjekt_id = [messages.koVorherSelbst];
    else if (!vorher) errors.kaufobjekt_id = [messages.kaufobjektNichtGefunden];
    else if (vorher.projekt_id !== fields.projekt_id)
      errors.kaufobjekt_id = [messages.koVorherAnderesProjekt];
  }
  if (fields.datei_id !== null) {
    const [datei] = await db
      .select({ id: dateien.id })
      .from(dateien)
      .where(
        and(
          eq(dateien.id, fields.datei_id),
          or(
            eq(dateien.projekt_id, fields.projekt_id),
            and(eq(dateien.resource, 'projekte'), eq(dateien.resource_id, fields.projekt_id)),
            id ? and(eq(dateien.resource, 'kaufobjekte'), eq(dateien.resource_id, id)) : undefined,
          ),
        ),
      );
    if (!datei) errors.datei_id = [messages.koDateiUngueltig];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** What create and update answer besides the record (SPEC §5): another Kaufobjekt of the project has its TopNr. */
export async function duplicateWarning(db: Db, saved: KaufobjektDetail): Promise<{ ko_duplicate_warning: boolean }> {
  return { ko_duplicate_warning: await hasDuplicateTopNr(db, saved.id, saved.projekt_id) };
}

/** Collected buyers older than this, never claimed (the form was left unsaved), are removed. */
const abandonedAfterHours = 24;

export async function createKaufobjekt(
  db: Db,
  actor: Actor,
  fields: KaufobjektFields,
  kaeuferIds: number[] = [],
): Promise<KaufobjektDetail> {
  await checkReferences(db, fields);
  // The Kaufobjekt and the buyers collected before its first save land together.
  const row = await db.transaction(async (tx) => {
    const inserted = await kaufobjekteTable.insert(tx as unknown as Db, actor, kaufobjektWerte(fields));
    await claimPendingRows(tx, actor, kaufobjektKaeufer, kaufobjektKaeufer.kaufobjekt_id, kaeuferIds, inserted.id);
    return inserted;
  });
  await db
    .delete(kaufobjektKaeufer)
    .where(
      and(
        isNull(kaufobjektKaeufer.kaufobjekt_id),
        lt(kaufobjektKaeufer.created, sql`now() - make_interval(hours => ${abandonedAfterHours})`),
      ),
    );
  return getKaufobjekt(db, row.id);
}

export async function updateKaufobjekt(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: KaufobjektFields,
): Promise<KaufobjektDetail> {
  await checkReferences(db, fields, id);
  await kaufobjekteTable.update(db, actor, id, version, kaufobjektWerte(fields));
  return getKaufobjekt(db, id);
}

export function deleteKaufobjekt(db: Db, actor: Actor, id: number): Promise<void> {
  return kaufobjekteTable.remove(db, actor, id);
}

export function deleteKaufobjekte(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return kaufobjekteTable.removeMany(db, actor, ids);
}

/**
 * SPEC §7 `POST /api/kaufobjekt/{id}/kaeufer/add` (kaufobjektId given) or `/api/kaufobjekt/kaeufer/add`
 * (null: collected before the first save, claimed by the create call). Persons carry projektadresse.
 */
export async function addKaeufer(
  db: Db,
  actor: Actor,
  kaufobjektId: number | null,
  input: KaufobjektKaeuferAdd,
): Promise<KaufobjektKaeufer> {
  if (kaufobjektId !== null && !(await findKurz(db, kaufobjektId))) throw new NotFoundError();
  if (input.firma_id !== null) {
    const [firma] = await db.select({ id: firmen.id }).from(firmen).where(eq(firmen.id, input.firma_id));
    if (!firma) throw ValidationError.field('firma_id', messages.firmaNichtGefunden);
  }
  if (input.person_id !== null) {
    const [person] = await db
      .select({ id: personen.id })
      .from(personen)
      .where(eq(personen.id, input.person_id));
    if (!person) throw ValidationError.field('person_id', messages.koPersonNichtGefunden);
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(kaufobjektKaeufer)
      .values({
        kaufobjekt_id: kaufobjektId,
        firma_id: input.firma_id,
        person_id: input.person_id,
        projektadresse: input.person_id !== null ? input.projektadresse : null,
        creator_id: actor.userId,
      })
      .returning();
    await writeAudit(tx, actor, 'kaufobjekt_kaeufer', row!.id, 'create', diffRows(null, row!));
    return row!.id;
  });
  return (await findKaeufer(db, id))!;
}

/** SPEC §7 `DELETE /api/kaufobjekt/kaeufer/{id}/delete`. */
export async function removeKaeufer(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(kaufobjektKaeufer).where(eq(kaufobjektKaeufer.id, id)).returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, 'kaufobjekt_kaeufer', id, 'delete', diffRows(row, null));
  });
}
