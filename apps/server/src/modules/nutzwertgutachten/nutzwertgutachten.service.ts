import {
  nutzwert,
  nutzwertAnteile,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
  type NutzwertgutachtenZeile,
  type WeObjektFields,
  type WeObjektZeile,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { orNotFound } from '../../platform/errors';
import {
  findGutachten,
  listGutachten,
  nutzwertgutachtenRepository,
  nutzwertgutachtenTable,
  replaceWeObjekte,
  weObjekteOf,
  type GutachtenRow,
  type WeObjektRow,
} from './nutzwertgutachten.repository';

/** The Nutzwert of one object (WEG 2002 § 8, packages/domain nutzwertgutachten-berechnung.ts): the weo-calc action and every save. */
export function weoCalc(objekt: Pick<WeObjektFields, 'nutzflaeche' | 'zuschlaege' | 'abschlaege'>): number {
  return nutzwert({
    nutzflaeche: objekt.nutzflaeche,
    zuschlaege: [objekt.zuschlaege],
    abschlaege: [objekt.abschlaege],
  });
}

const objektFields = (o: WeObjektRow): WeObjektFields => ({
  top_nr: o.top_nr,
  art: o.art as WeObjektFields['art'],
  nutzflaeche: o.nutzflaeche ?? 0,
  zuschlaege: o.zuschlaege,
  abschlaege: o.abschlaege,
});

function present(row: GutachtenRow, objekte: WeObjektRow[]): Nutzwertgutachten {
  const werte = objekte.map((o) => o.nutzwert ?? 0);
  const anteile = nutzwertAnteile(werte);
  const zeilen: WeObjektZeile[] = objekte.map((o, i) => ({
    id: o.id,
    position: o.position,
    ...objektFields(o),
    nutzwert: werte[i]!,
    anteil: anteile[i]!,
  }));
  return { ...row, we_objekte: zeilen, nutzwert_summe: werte.reduce((s, n) => s + n, 0) };
}

export async function getGutachten(db: Db, id: number): Promise<Nutzwertgutachten> {
  const row = orNotFound(await findGutachten(db, id));
  return present(row, await weObjekteOf(db, [id]));
}

const mitNutzwert = (objekte: WeObjektFields[]) => objekte.map((o) => ({ ...o, nutzwert: weoCalc(o) }));

export async function createGutachten(
  db: Db,
  actor: Actor,
  input: NutzwertgutachtenFields,
): Promise<Nutzwertgutachten> {
  const { we_objekte, ...fields } = input;
  const row = await nutzwertgutachtenRepository.insertRow(db, actor, fields, async (tx, id) => {
    await replaceWeObjekte(tx, id, mitNutzwert(we_objekte));
    if (we_objekte.length)
      await writeAudit(tx, actor, 'nutzwertgutachten', id, 'update', {
        we_objekte: { old: [], new: we_objekte },
      });
  });
  return getGutachten(db, row.id);
}

export async function updateGutachten(
  db: Db,
  actor: Actor,
  id: number,
  version: number,
  input: NutzwertgutachtenFields,
): Promise<Nutzwertgutachten> {
  const { we_objekte, ...fields } = input;
  await nutzwertgutachtenRepository.updateRow(db, actor, id, version, fields, async (tx) => {
    // The objects are not part of the row: the saved row leaves them as they were.
    const before = (await weObjekteOf(tx, [id])).map(objektFields);
    await replaceWeObjekte(tx, id, mitNutzwert(we_objekte));
    if (JSON.stringify(before) !== JSON.stringify(we_objekte)) {
      await writeAudit(tx, actor, 'nutzwertgutachten', id, 'update', {
        we_objekte: { old: before, new: we_objekte },
      });
    }
  });
  return getGutachten(db, id);
}

export function deleteGutachten(db: Db, actor: Actor, id: number): Promise<void> {
  return nutzwertgutachtenTable.remove(db, actor, id);
}

export function deleteGutachtenListe(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return nutzwertgutachtenTable.removeMany(db, actor, ids);
}

export async function listNutzwertgutachten(db: Db, params: Parameters<typeof listGutachten>[1]) {
  const { rows, total, capped } = await listGutachten(db, params);
  const objekte = await weObjekteOf(
    db,
    rows.map((r) => r.id),
  );
  const data: NutzwertgutachtenZeile[] = rows.map((r) => {
    const eigene = objekte.filter((o) => o.nutzwertgutachten_id === r.id);
    return {
      id: r.id,
      projekt_id: r.projekt_id,
      projektnr: r.projektnr,
      projekt_name: r.projekt_name,
      status: r.status,
      gutachter: r.gutachter,
      datum: r.datum,
      objekte_anzahl: eigene.length,
      nutzwert_summe: eigene.reduce((s, o) => s + (o.nutzwert ?? 0), 0),
      updated: r.updated,
    };
  });
  return { data, total, total_capped: capped };
}
