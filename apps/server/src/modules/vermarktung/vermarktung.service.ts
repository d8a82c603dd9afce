import { claimPendingRows } from '../../platform/pending-rows';
import { eq } from 'drizzle-orm';
import {
  messages,
  type VermarktungDetail,
  type VermarktungFields,
  type VermarktungMakler,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { firmen, vermarktungMakler } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import {
  findMakler,
  findVermarktung,
  listMakler,
  vermarktungenTable,
} from './vermarktung.repository';
import { requireProjekt } from '../../platform/projekt';

export async function getVermarktung(tx: Tx, id: number): Promise<VermarktungDetail> {
  const vermarktung = await findVermarktung(tx, id);
  if (!vermarktung) throw new NotFoundError();
  return { ...vermarktung, makler: await listMakler(tx, id) };
}

async function checkFirma(tx: Tx, firmaId: number): Promise<void> {
  const [row] = await tx.select({ id: firmen.id }).from(firmen).where(eq(firmen.id, firmaId));
  if (!row) throw ValidationError.field('firma_id', messages.firmaNichtGefunden);
}

/** Creates the Vermarktung and claims the brokers collected before its first save, in one transaction. */
export async function createVermarktung(
  db: Db,
  actor: Actor,
  input: VermarktungFields & { makler_ids: number[] },
): Promise<VermarktungDetail> {
  const { makler_ids, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await requireProjekt(tx, fields.projekt_id);
    const row = await vermarktungenTable.insert(tx as unknown as Db, actor, fields);
    await claimPendingRows(tx, actor, vermarktungMakler, vermarktungMakler.vermarktung_id, makler_ids, row.id);
    return row.id;
  });
  return getVermarktung(db, id);
}

export async function updateVermarktung(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: VermarktungFields,
) {
  await db.transaction(async (tx) => {
    await requireProjekt(tx, fields.projekt_id);
    await vermarktungenTable.update(tx as unknown as Db, actor, id, version, fields);
  });
  return getVermarktung(db, id);
}

export function deleteVermarktung(db: Db, actor: Actor, id: number): Promise<void> {
  return vermarktungenTable.remove(db, actor, id);
}

export function deleteVermarktungen(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return vermarktungenTable.removeMany(db, actor, ids);
}

/**
 * SPEC §7 `POST /api/vermarktung/{id}/makler/add` and, without id, for a Vermarktung not saved yet
 * (the row waits with vermarktung_id null until the create call claims it). A broker needs a firma.
 */
export async function addMakler(
  db: Db,
  actor: Actor,
  vermarktungId: number | null,
  firmaId: number,
): Promise<VermarktungMakler> {
  const id = await db.transaction(async (tx) => {
    if (vermarktungId !== null && !(await findVermarktung(tx, vermarktungId))) throw new NotFoundError();
    await checkFirma(tx, firmaId);
    const [row] = await tx
      .insert(vermarktungMakler)
      .values({ vermarktung_id: vermarktungId, firma_id: firmaId, creator_id: actor.userId })
      .returning();
    await writeAudit(tx, actor, 'vermarktung_makler', row!.id, 'create', diffRows(null, row!));
    return row!.id;
  });
  return (await findMakler(db, id))!;
}

export async function removeMakler(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(vermarktungMakler).where(eq(vermarktungMakler.id, id)).returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, 'vermarktung_makler', id, 'delete', diffRows(row, null));
  });
}
