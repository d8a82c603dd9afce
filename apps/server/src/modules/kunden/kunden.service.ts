import { monitoringIntervallDefault, type Kunde, type KundeFields } from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { orNotFound } from '../../platform/errors';
import { findKunde, insertKunde, kundenTable, saveKunde } from './kunden.repository';

export async function getKunde(db: Db, id: number): Promise<Kunde> {
  return orNotFound(await findKunde(db, id));
}

/**
 * The next run follows the monitoring: none without one; a new or changed type or interval starts the
 * interval anew from now (SPEC §9: 7 days for a Sidefile, 30 for a Schnittstelle by default).
 */
function mitNaechstemLauf(
  fields: KundeFields,
  vorher: { monitoring_art: number | null; intervall_tage: number; naechster_lauf: string | null } | null,
) {
  const art = fields.monitoring_art;
  const intervall = fields.intervall_tage || monitoringIntervallDefault(art);
  const unveraendert =
    vorher && vorher.monitoring_art === art && vorher.intervall_tage === intervall && vorher.naechster_lauf;
  const naechster_lauf =
    art === null
      ? null
      : unveraendert
        ? vorher.naechster_lauf
        : new Date(Date.now() + intervall * 86_400_000).toISOString();
  return {
    ...fields,
    monitoring_url: art === 1 ? fields.monitoring_url : null,
    intervall_tage: intervall,
    naechster_lauf,
  };
}

export async function createKunde(db: Db, actor: Actor, fields: KundeFields): Promise<Kunde> {
  return insertKunde(db, actor, mitNaechstemLauf(fields, null));
}

export async function updateKunde(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  fields: KundeFields,
): Promise<Kunde> {
  const vorher = await kundenTable.find(db, id);
  return saveKunde(db, actor, id, version, mitNaechstemLauf(fields, vorher));
}

export const deleteKunde = (db: Db, actor: Actor, id: number) => kundenTable.remove(db, actor, id);
export const deleteKunden = (db: Db, actor: Actor, ids: number[]) => kundenTable.removeMany(db, actor, ids);
