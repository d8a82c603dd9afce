import { claimPendingRows } from '../../platform/pending-rows';
import { eq } from 'drizzle-orm';
import { messages, type AnkaufDetail, type AnkaufFields, type AnkaufVerkaeufer } from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { ankaufVerkaeufer, firmen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { diffRows, writeAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import {
  ankaeufeTable,
  findAnkauf,
  findVerkaeufer,
  listVerkaeufer,
} from './ankaeufe.repository';
import { requireProjekt } from '../../platform/projekt';

export async function getAnkauf(tx: Tx, id: number): Promise<AnkaufDetail> {
  const ankauf = await findAnkauf(tx, id);
  if (!ankauf) throw new NotFoundError();
  return { ...ankauf, verkaeufer: await listVerkaeufer(tx, id) };
}

async function checkFirma(tx: Tx, firmaId: number): Promise<void> {
  const [row] = await tx.select({ id: firmen.id }).from(firmen).where(eq(firmen.id, firmaId));
  if (!row) throw ValidationError.field('firma_id', messages.firmaNichtGefunden);
}

/**
 * Creates the Ankauf and claims the sellers collected before its first save (`verkaeufer_ids`: rows
 * without Ankauf that this user added), in one transaction.
 */
export async function createAnkauf(
  db: Db,
  actor: Actor,
  input: AnkaufFields & { verkaeufer_ids: number[] },
): Promise<AnkaufDetail> {
  const { verkaeufer_ids, ...fields } = input;
  const id = await db.transaction(async (tx) => {
    await requireProjekt(tx, fields.projekt_id);
    const row = await ankaeufeTable.insert(tx as unknown as Db, actor, fields);
    await claimPendingRows(tx, actor, ankaufVerkaeufer, ankaufVerkaeufer.ankauf_id, verkaeufer_ids, row.id);
    return row.id;
  });
  return getAnkauf(db, id);
}

export async function updateAnkauf(db: Db, actor: Actor, id: number, version: number, fields: AnkaufFields) {
  await db.transaction(async (tx) => {
    await requireProjekt(tx, fields.projekt_id);
    await ankaeufeTable.update(tx as unknown as Db, actor, id, version, fields);
  });
  return getAnkauf(db, id);
}

export function deleteAnkauf(db: Db, actor: Actor, id: number): Promise<void> {
  return ankaeufeTable.remove(db, actor, id);
}

export function deleteAnkaeufe(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return ankaeufeTable.removeMany(db, actor, ids);
}

/**
 * SPEC §7 `POST /api/ankauf/{id}/verkaeufer/add` and, without id, for an Ankauf not saved yet
 * (the row waits with ankauf_id null until the create call claims it). A seller needs a firma.
 */
export async function addVerkaeufer(
  db: Db,
  actor: Actor,
  ankaufId: number | null,
  firmaId: number,
): Promise<AnkaufVerkaeufer> {
  const id = await db.transaction(async (tx) => {
    if (ankaufId !== null && !(await findAnkauf(tx, ankaufId))) throw new NotFoundError();
    await checkFirma(tx, firmaId);
    const [row] = await tx
      .insert(ankaufVerkaeufer)
      .values({ ankauf_id: ankaufId, firma_id: firmaId, creator_id: actor.userId })
      .returning();
    await writeAudit(tx, actor, 'ankauf_verkaeufer', row!.id, 'create', diffRows(null, row!));
    return row!.id;
  });
  return (await findVerkaeufer(db, id))!;
}

export async function removeVerkaeufer(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(ankaufVerkaeufer).where(eq(ankaufVerkaeufer.id, id)).returning();
    if (!row) throw new NotFoundError();
    await writeAudit(tx, actor, 'ankauf_verkaeufer', id, 'delete', diffRows(row, null));
  });
}
