import { eq } from 'drizzle-orm';
import {
  AusstattungsqualitaetSchema,
  ausstattungsqualitaetErgebnis,
  energieErgebnis,
  type AusstattungsqualitaetDetail,
  type AusstattungsqualitaetFields,
  type AusstattungsqualitaetSpezialausstattungZeile,
} from '@app/domain';
import type { Db } from '../../db/client';
import { ausstattungsqualitaeten, babBewertungen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { NotFoundError, orNotFound, ValidationError, zodFieldErrors } from '../../platform/errors';
import {
  ausstattungsqualitaetenRepository,
  ausstattungsqualitaetenTable,
  findAusstattungsqualitaet,
  findGrundkostenanteilId,
  listBewertungen,
  listSpezial,
  listUnclaimedSpezial,
} from './ausstattungsqualitaeten.repository';
import { spezialausstattung } from './spezialausstattung.service';

export async function getAusstattungsqualitaet(db: Db, id: number): Promise<AusstattungsqualitaetDetail> {
  const row = orNotFound(await findAusstattungsqualitaet(db, id));
  const [bewertungen, spezialausstattung] = await Promise.all([listBewertungen(db, id), listSpezial(db, id)]);
  return { ...row, bewertungen, spezialausstattung };
}

/**
 * The SPEC §5 submit checks with the special equipment the database holds (never the client's list),
 * then everything derived: points, overall quality, energy classes, renewable share and the link to
 * the project's Grundkostenanteil (the project itself is the repository's check).
 */
async function checkedValues(
  db: Db,
  fields: AusstattungsqualitaetFields,
  spezial: AusstattungsqualitaetSpezialausstattungZeile[],
) {
  const checked = AusstattungsqualitaetSchema.safeParse({ ...fields, spezialausstattung: spezial });
  if (!checked.success) throw new ValidationError(zodFieldErrors(checked.error));
  const { punkte, gesamtqualitaet_id } = ausstattungsqualitaetErgebnis(fields.bewertungen);
  const { bewertungen: _b, spezialausstattung: _s, ...rest } = fields;
  return {
    ...rest,
    ...energieErgebnis(fields),
    punkte,
    gesamtqualitaet_id,
    grundkostenanteil_id: await findGrundkostenanteilId(db, fields.projekt_id),
  };
}

async function writeBewertungen(tx: Db, id: number, fields: AusstattungsqualitaetFields): Promise<void> {
  await tx.delete(babBewertungen).where(eq(babBewertungen.ausstattungsqualitaet_id, id));
  await tx.insert(babBewertungen).values(
    fields.bewertungen.map((b) => ({
      ausstattungsqualitaet_id: id,
      gebaeudeteil_id: b.gebaeudeteil_id,
      gewichtung: b.gewichtung,
      stufe: b.stufe,
    })),
  );
}

/** Creates the BAB with rows for all 17 parts and claims the special equipment collected before. */
export async function createAusstattungsqualitaet(db: Db, actor: Actor, fields: AusstattungsqualitaetFields) {
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const spezial = await listUnclaimedSpezial(
      tx,
      actor,
      fields.spezialausstattung.map((s) => s.id),
    );
    const values = await checkedValues(tx, fields, spezial);
    const row = await ausstattungsqualitaetenRepository.insertRow(tx, actor, values);
    await writeBewertungen(tx, row.id, fields);
    await spezialausstattung.claim(
      tx,
      actor,
      spezial.map((s) => s.id),
      row.id,
    );
    return row.id;
  });
  return getAusstattungsqualitaet(db, id);
}

export async function updateAusstattungsqualitaet(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: AusstattungsqualitaetFields,
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    if (!(await findAusstattungsqualitaet(tx, id))) throw new NotFoundError();
    // Locked before the special equipment is read: a concurrent removal waits and then checks this save's rating.
    await tx
      .select({ id: ausstattungsqualitaeten.id })
      .from(ausstattungsqualitaeten)
      .where(eq(ausstattungsqualitaeten.id, id))
      .for('update');
    const values = await checkedValues(tx, fields, await listSpezial(tx, id));
    await ausstattungsqualitaetenRepository.updateRow(tx, actor, id, version, values);
    await writeBewertungen(tx, id, fields);
  });
  return getAusstattungsqualitaet(db, id);
}

export function deleteAusstattungsqualitaet(db: Db, actor: Actor, id: number): Promise<void> {
  return ausstattungsqualitaetenTable.remove(db, actor, id);
}

export function deleteAusstattungsqualitaeten(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return ausstattungsqualitaetenTable.removeMany(db, actor, ids);
}
