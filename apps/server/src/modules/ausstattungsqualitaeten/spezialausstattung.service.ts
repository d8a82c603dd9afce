import { and, eq, sql } from 'drizzle-orm';
import { messages, spezialEntfernenFehler, type SpezialausstattungKurz } from '@app/domain';
import type { z } from 'zod';
import type { SpezialausstattungCreateSchema } from '@app/domain';
import type { Db } from '../../db/client';
import { ausstattungsqualitaeten, babSpezialausstattung } from '../../db/schema';
import { assignment } from '../../platform/assignments';
import type { Actor } from '../../platform/auth';
import { ValidationError } from '../../platform/errors';
import {
  findAusstattungsqualitaet,
  findSpezialZeile,
  listBewertungen,
  listSpezial,
} from './ausstattungsqualitaeten.repository';
import {
  findSpezialausstattung,
  spezialausstattungenTable,
  spezialausstattungNameVergeben,
} from './spezialausstattungen.repository';

/**
 * SPEC §7 special equipment of a BAB (`…/{id}/spezialausstattung/add`, or without id before the first save,
 * claimed when the BAB is created). Removing it from an online BAB is refused (422, naming the rule) when
 * the part 16/17 rating would no longer be backed: the user lowers the rating or sets the BAB offline
 * first. Refusing rather than taking the BAB offline keeps its published state a deliberate decision, and
 * the BAB row is locked so a concurrent save cannot slip in between.
 */
export const spezialausstattung = assignment({
  table: babSpezialausstattung,
  parent: babSpezialausstattung.ausstattungsqualitaet_id,
  parentExists: async (tx, id) => !!(await findAusstattungsqualitaet(tx, id)),
  async check(tx, input: { spezialausstattung_id: number }, babId) {
    if (!(await findSpezialausstattung(tx, input.spezialausstattung_id))) {
      throw ValidationError.field('spezialausstattung_id', messages.spezialausstattungNichtGefunden);
    }
    if (babId === null) return;
    const [already] = await tx
      .select({ id: babSpezialausstattung.id })
      .from(babSpezialausstattung)
      .where(
        and(
          eq(babSpezialausstattung.ausstattungsqualitaet_id, babId),
          eq(babSpezialausstattung.spezialausstattung_id, input.spezialausstattung_id),
        ),
      );
    if (already) throw ValidationError.field('spezialausstattung_id', messages.spezialausstattungDoppelt);
  },
  values: (input) => ({ spezialausstattung_id: input.spezialausstattung_id }),
  find: findSpezialZeile,
  async beforeRemove(tx, row) {
    const babId = row.ausstattungsqualitaet_id as number | null;
    if (babId === null) return;
    const [bab] = await tx
      .select({ status_online: ausstattungsqualitaeten.status_online })
      .from(ausstattungsqualitaeten)
      .where(eq(ausstattungsqualitaeten.id, babId))
      .for('update');
    if (!bab) return;
    const [bewertungen, spezial] = await Promise.all([listBewertungen(tx, babId), listSpezial(tx, babId)]);
    const verbleibend = spezial
      .filter((s) => s.id !== row.id)
      .map((s) => ({
        id: s.spezialausstattung_id,
        gebaeudeteil_id: s.gebaeudeteil_id,
        kategorie: s.kategorie,
      }));
    const fehler = spezialEntfernenFehler({ status_online: bab.status_online, bewertungen }, verbleibend);
    if (fehler) throw ValidationError.field('spezialausstattung_id', fehler);
  },
});

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
