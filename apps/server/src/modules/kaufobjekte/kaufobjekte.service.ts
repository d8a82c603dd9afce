import {
  kaufobjektWerte,
  messages,
  type KaufobjektDetail,
  type KaufobjektFields,
  type KaufobjektKaeuferAdd,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { firmen, kaufobjektKaeufer, personen } from '../../db/schema';
import type { Actor } from '../../platform/auth';
import { assignment, requireRow } from '../../platform/assignments';
import { orNotFound } from '../../platform/errors';
import {
  findKaeufer,
  findKaufobjektDetail,
  findKurz,
  hasDuplicateTopNr,
  kaufobjekteRepository,
  kaufobjekteTable,
} from './kaufobjekte.repository';

export async function getKaufobjekt(db: Tx, id: number): Promise<KaufobjektDetail> {
  return orNotFound(await findKaufobjektDetail(db, id));
}

/** What create and update answer besides the record (SPEC §5): another Kaufobjekt of the project has its TopNr. */
export async function duplicateWarning(
  db: Db,
  saved: KaufobjektDetail,
): Promise<{ ko_duplicate_warning: boolean }> {
  return { ko_duplicate_warning: await hasDuplicateTopNr(db, saved.id, saved.projekt_id) };
}

export async function createKaufobjekt(
  db: Db,
  actor: Actor,
  fields: KaufobjektFields,
  kaeuferIds: number[] = [],
): Promise<KaufobjektDetail> {
  // The Kaufobjekt and the buyers collected before its first save land together.
  const row = await kaufobjekteRepository.insertRow(db, actor, kaufobjektWerte(fields), (tx, id) =>
    kaeufer.claim(tx, actor, kaeuferIds, id),
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
  await kaufobjekteRepository.updateRow(db, actor, id, version, kaufobjektWerte(fields));
  return getKaufobjekt(db, id);
}

export function deleteKaufobjekt(db: Db, actor: Actor, id: number): Promise<void> {
  return kaufobjekteTable.remove(db, actor, id);
}

export function deleteKaufobjekte(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return kaufobjekteTable.removeMany(db, actor, ids);
}

/**
 * SPEC §7 buyers: a firma or a person (with projektadresse), added with the Kaufobjekt's id or before its
 * first save (claimed by the create call).
 */
export const kaeufer = assignment({
  table: kaufobjektKaeufer,
  parent: kaufobjektKaeufer.kaufobjekt_id,
  parentExists: async (tx, id) => !!(await findKurz(tx, id)),
  async check(tx, input: KaufobjektKaeuferAdd) {
    if (input.firma_id !== null)
      await requireRow(tx, firmen, input.firma_id, 'firma_id', messages.firmaNichtGefunden);
    if (input.person_id !== null)
      await requireRow(tx, personen, input.person_id, 'person_id', messages.koPersonNichtGefunden);
  },
  values: (input) => ({
    firma_id: input.firma_id,
    person_id: input.person_id,
    projektadresse: input.person_id !== null ? input.projektadresse : null,
  }),
  find: findKaeufer,
});
