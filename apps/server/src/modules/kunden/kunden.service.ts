import { eq } from 'drizzle-orm';
import { monitoringIntervallDefault, type FrontendBenutzer, type FrontendBenutzerFields, type Kunde, type KundeFields } from '@app/domain';
import type { Db } from '../../db/client';
import { kunden } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { emailVergeben, findFrontendBenutzer, findKunde, frontendBenutzerTable, kundenTable } from './kunden.repository';

export async function getKunde(db: Db, id: number): Promise<Kunde> {
  const row = await findKunde(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The next run follows the monitoring: none without one; a new or changed type or interval starts the
 * interval anew from now (SPEC §9: 7 days for a Sidefile, 30 for a Schnittstelle by default).
 */
function mitNaechstemLauf(fields: KundeFields, vorher: { monitoring_art: number | null; intervall_tage: number; naechster_lauf: string | null } | null) {
  const art = fields.monitoring_art;
  const intervall = fields.intervall_tage || monitoringIntervallDefault(art);
  const unveraendert = vorher && vorher.monitoring_art === art && vorher.intervall_tage === intervall && vorher.naechster_lauf;
  const naechster_lauf =
    art === null ? null : unveraendert ? vorher.naechster_lauf : new Date(Date.now() + intervall * 86_400_000).toISOString();
  return { ...fields, monitoring_url: art === 1 ? fields.monitoring_url : null, intervall_tage: intervall, naechster_lauf };
}

export async function createKunde(db: Db, actor: Actor, fields: KundeFields): Promise<Kunde> {
  const row = await kundenTable.insert(db, actor, mitNaechstemLauf(fields, null));
  return getKunde(db, row.id);
}

export async function updateKunde(db: Db, actor: Actor, id: number, version: number, fields: KundeFields): Promise<Kunde> {
  const vorher = await kundenTable.find(db, id);
  await kundenTable.update(db, actor, id, version, mitNaechstemLauf(fields, vorher));
  return getKunde(db, id);
}

export const deleteKunde = (db: Db, actor: Actor, id: number) => kundenTable.remove(db, actor, id);
export const deleteKunden = (db: Db, actor: Actor, ids: number[]) => kundenTable.removeMany(db, actor, ids);

// ---- Frontend users ----

export async function getFrontendBenutzer(db: Db, id: number): Promise<FrontendBenutzer> {
  const row = await findFrontendBenutzer(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

async function pruefen(db: Db, fields: FrontendBenutzerFields, id: number | null) {
  const [kunde] = await db.select({ id: kunden.id }).from(kunden).where(eq(kunden.id, fields.kunde_id));
  if (!kunde) throw ValidationError.field('kunde_id', 'Diesen Kunden gibt es nicht.');
  if (await emailVergeben(db, fields.email, id)) throw ValidationError.field('email', 'Diese E-Mail-Adresse ist bereits vergeben.');
}

export async function createFrontendBenutzer(db: Db, actor: Actor, fields: FrontendBenutzerFields): Promise<FrontendBenutzer> {
  await pruefen(db, fields, null);
  const row = await frontendBenutzerTable.insert(db, actor, fields);
  return getFrontendBenutzer(db, row.id);
}

export async function updateFrontendBenutzer(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: FrontendBenutzerFields,
): Promise<FrontendBenutzer> {
  await pruefen(db, fields, id);
  await frontendBenutzerTable.update(db, actor, id, version, fields);
  return getFrontendBenutzer(db, id);
}

export const deleteFrontendBenutzer = (db: Db, actor: Actor, id: number) => frontendBenutzerTable.remove(db, actor, id);
export const deleteFrontendBenutzerListe = (db: Db, actor: Actor, ids: number[]) => frontendBenutzerTable.removeMany(db, actor, ids);
