import { and, eq, sql } from 'drizzle-orm';
import { messages, spezialEntfernenFehler, type AusstattungsqualitaetSpezialausstattungZeile, type SpezialausstattungKurz } from '@app/domain';
import type { z } from 'zod';
import type { SpezialausstattungCreateSchema } from '@app/domain';
import type { Db } from '../../db/client';
import { ausstattungsqualitaeten, babSpezialausstattung } from '../../db/schema';
import { diffRows, writeAudit } from '../../platform/audit';
import type { Actor } from '../../platform/auth';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { findAusstattungsqualitaet, findSpezialZeile, listBewertungen, listSpezial } from './ausstattungsqualitaeten.repository';
import { findSpezialausstattung, spezialausstattungenTable, spezialausstattungNameVergeben } from './spezialausstattungen.repository';

const table = 'bab_spezialausstattung';

/**
 * SPEC §7 `POST /api/ausstattungsqualitaeten/{id}/spezialausstattung/add` (or without id: collected
 * before the first save, claimed when the BAB is created).
 */
export async function addSpezialausstattung(
  db: Db,
  actor: Actor,
  ausstattungsqualitaetId: number | null,
  spezialausstattungId: number,
): Promise<AusstattungsqualitaetSpezialausstattungZeile> {
  return db.transaction(async (tx) => {
    if (ausstattungsqualitaetId !== null && !(await findAusstattungsqualitaet(tx, ausstattungsqualitaetId))) throw new NotFoundError();
    if (!(await findSpezialausstattung(tx, spezialausstattungId))) {
      throw ValidationError.field('spezialausstattung_id', messages.spezialausstattungNichtGefunden);
    }
    if (ausstattungsqualitaetId !== null) {
      const [already] = await tx
        .select({ id: babSpezialausstattung.id })
        .from(babSpezialausstattung)
        .where(
          and(
            eq(babSpezialausstattung.ausstattungsqualitaet_id, ausstattungsqualitaetId),
            eq(babSpezialausstattung.spezialausstattung_id, spezialausstattungId),
          ),
        );
      if (already) throw ValidationError.field('spezialausstattung_id', messages.spezialausstattungDoppelt);
    }
    const [row] = await tx
      .insert(babSpezialausstattung)
      .values({ ausstattungsqualitaet_id: ausstattungsqualitaetId, spezialausstattung_id: spezialausstattungId, creator_id: actor.userId })
      .returning();
    await writeAudit(tx, actor, table, row!.id, 'create', diffRows(null, row!));
    return (await findSpezialZeile(tx, row!.id))!;
  });
}

/**
 * SPEC §7 `DELETE /api/ausstattungsqualitaeten/spezialausstattung/{id}/delete`. From an online BAB it is
 * refused (422, naming the rule) when the part 16/17 rating would no longer be backed: the user lowers the
 * rating or sets the BAB offline first. Refusing rather than taking the BAB offline keeps its published
 * state a deliberate decision, and the BAB row is locked so a concurrent save cannot slip in between.
 */
export async function removeSpezialausstattung(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [vorher] = await tx.select().from(babSpezialausstattung).where(eq(babSpezialausstattung.id, id));
    if (!vorher) throw new NotFoundError();
    const babId = vorher.ausstattungsqualitaet_id;
    if (babId !== null) {
      const [bab] = await tx
        .select({ status_online: ausstattungsqualitaeten.status_online })
        .from(ausstattungsqualitaeten)
        .where(eq(ausstattungsqualitaeten.id, babId))
        .for('update');
      if (bab) {
        const [bewertungen, spezial] = await Promise.all([listBewertungen(tx, babId), listSpezial(tx, babId)]);
        const verbleibend = spezial
          .filter((s) => s.id !== id)
          .map((s) => ({ id: s.spezialausstattung_id, gebaeudeteil_id: s.gebaeudeteil_id, kategorie: s.kategorie }));
        const fehler = spezialEntfernenFehler({ status_online: bab.status_online, bewertungen }, verbleibend);
        if (fehler) throw ValidationError.field('spezialausstattung_id', fehler);
      }
    }
    const [row] = await tx.delete(babSpezialausstattung).where(eq(babSpezialausstattung.id, id)).returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, table, id, 'delete', diffRows(row, null));
  });
}

/**
 * The modal creation form `POST /spezialausstattung/new`: a new catalogue entry. A name already in the
 * building part (case-insensitive) is refused: a second entry could be attached twice and inflate the
 * part 16/17 counts. Checked in a transaction holding an advisory lock, so two saves cannot both pass.
 */
export async function createSpezialausstattung(
  db: Db,
  actor: Actor,
  fields: z.output<typeof SpezialausstattungCreateSchema>,
): Promise<SpezialausstattungKurz> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('spezialausstattungen'))`);
    if (await spezialausstattungNameVergeben(tx, fields.gebaeudeteil_id, fields.name)) {
      throw ValidationError.field('name', messages.spezialausstattungKatalogDoppelt);
    }
    const row = await spezialausstattungenTable.insert(tx, actor, fields);
    return (await findSpezialausstattung(tx, row.id))!;
  });
}
