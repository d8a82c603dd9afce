import {
  grundkostenanteil,
  widmungFlaechen,
  type GrundkostenanteilNflAnswer,
  type GrundkostenanteilWidmung,
  type Grundkostenanteil,
  type GrundkostenanteilCreate,
  type GrundkostenanteilUpdate,
  type GrundkostenanteilZeile,
  type WidmungZeileFields,
} from '@app/domain';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth';
import { writeAudit } from '../../platform/audit';
import { NotFoundError, orNotFound } from '../../platform/errors';
import { findProjekt } from '../../platform/projekt';
import {
  findGka,
  findGkaIdByProjekt,
  grundkostenanteileRepository,
  grundkostenanteileTable,
  listGka,
  replaceWidmungen,
  widmungenOf,
  ankaufSummen,
  type GrundkostenanteilRow,
  type WidmungRow,
} from './grundkostenanteile.repository';

const zeileFields = (w: WidmungRow): WidmungZeileFields => ({
  widmung: w.widmung,
  bauklasse: (w.bauklasse as WidmungZeileFields['bauklasse']) ?? null,
  flaeche: w.flaeche ?? 0,
  hoehe: w.hoehe ?? 0,
  hoehe_geschoss: w.hoehe_geschoss ?? 0,
  nfl_bgf: w.nfl_bgf,
});

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** The record with its rows and the results of DOMAIN, computed by the rules of packages/domain. */
function present(row: GrundkostenanteilRow, widmungen: WidmungRow[], ankaufSumme: number): Grundkostenanteil {
  const zeilen = widmungen.map(zeileFields);
  const kaufpreis = row.kaufpreis_summe ?? ankaufSumme;
  const ergebnis = grundkostenanteil([kaufpreis], zeilen);
  const rows: GrundkostenanteilWidmung[] = widmungen.map((w, i) => {
    const f = widmungFlaechen(zeilen[i]!);
    return {
      id: w.id,
      position: w.position,
      ...zeilen[i]!,
      geschosse: f.geschosse,
      bgf: round2(f.bgf),
      nfl: round2(f.nfl),
    };
  });
  return {
    ...row,
    widmungen: rows,
    ergebnis: {
      ...ergebnis,
      kaufpreis_ankaeufe: Math.round(ankaufSumme),
      kaufpreis_manuell: row.kaufpreis_summe !== null,
    },
  };
}

export async function getGka(db: Db, id: number): Promise<Grundkostenanteil> {
  const row = orNotFound(await findGka(db, id));
  const [widmungen, summen] = await Promise.all([widmungenOf(db, [id]), ankaufSummen(db, [row.projekt_id])]);
  return present(row, widmungen, summen.get(row.projekt_id) ?? 0);
}

export async function getGkaByProjekt(db: Db, projektId: number): Promise<Grundkostenanteil> {
  const id = await findGkaIdByProjekt(db, projektId);
  if (id === undefined) throw new NotFoundError();
  return getGka(db, id);
}

/** SPEC §7 `GET /api/gka/nfl/{projekt_id}/{target}`: gkq = € per m² NFL, nfl = Σ NFL. */
export async function gkaNfl(db: Db, projektId: number): Promise<GrundkostenanteilNflAnswer> {
  const gka = await getGkaByProjekt(db, projektId);
  return { gkq: gka.ergebnis.preis_nfl, nfl: gka.ergebnis.nfl_summe > 0 ? gka.ergebnis.nfl_summe : null };
}

export async function kaufpreisAusAnkaeufen(
  db: Db,
  projektId: number,
): Promise<{ kaufpreis_ankaeufe: number }> {
  // The project is the path's record: missing, it is 404 (a sub-resource of nothing), not a field error.
  if (!(await findProjekt(db, projektId))) throw new NotFoundError();
  const summen = await ankaufSummen(db, [projektId]);
  return { kaufpreis_ankaeufe: Math.round(summen.get(projektId) ?? 0) };
}

export async function createGka(
  db: Db,
  actor: Actor,
  input: GrundkostenanteilCreate,
): Promise<Grundkostenanteil> {
  const { widmungen, ...fields } = input;
  const row = await grundkostenanteileRepository.insertRow(db, actor, fields, async (tx, id) => {
    await replaceWidmungen(tx, id, widmungen);
    if (widmungen.length)
      await writeAudit(tx, actor, 'grundkostenanteile', id, 'update', {
        widmungen: { old: [], new: widmungen },
      });
  });
  return getGka(db, row.id);
}

export async function updateGka(
  db: Db,
  actor: Actor,
  id: number,
  input: GrundkostenanteilUpdate,
): Promise<Grundkostenanteil> {
  const { widmungen, version, ...fields } = input;
  await grundkostenanteileRepository.updateRow(db, actor, id, version, fields, async (tx) => {
    // The rows are not part of the record's row: the saved row leaves them as they were.
    const before = (await widmungenOf(tx, [id])).map(zeileFields);
    await replaceWidmungen(tx, id, widmungen);
    if (JSON.stringify(before) !== JSON.stringify(widmungen)) {
      await writeAudit(tx, actor, 'grundkostenanteile', id, 'update', {
        widmungen: { old: before, new: widmungen },
      });
    }
  });
  return getGka(db, id);
}

export function deleteGka(db: Db, actor: Actor, id: number): Promise<void> {
  return grundkostenanteileTable.remove(db, actor, id);
}

export function deleteGkas(db: Db, actor: Actor, ids: number[]): Promise<number> {
  return grundkostenanteileTable.removeMany(db, actor, ids);
}

export async function listGrundkostenanteile(db: Db, params: Parameters<typeof listGka>[1]) {
  const { rows, total, capped } = await listGka(db, params);
  const ids = rows.map((r) => r.id);
  const [widmungen, summen] = await Promise.all([
    widmungenOf(db, ids),
    ankaufSummen(
      db,
      rows.map((r) => r.projekt_id),
    ),
  ]);
  const data: GrundkostenanteilZeile[] = rows.map((row) => {
    const eigene = widmungen.filter((w) => w.grundkostenanteil_id === row.id);
    const { ergebnis } = present(row, eigene, summen.get(row.projekt_id) ?? 0);
    return {
      id: row.id,
      projekt_id: row.projekt_id,
      projektnr: row.projektnr,
      projekt_name: row.projekt_name,
      widmungen_anzahl: eigene.length,
      kaufpreis_summe: ergebnis.kaufpreis_summe,
      bgf_summe: ergebnis.bgf_summe,
      nfl_summe: ergebnis.nfl_summe,
      preis_bgf: ergebnis.preis_bgf,
      preis_nfl: ergebnis.preis_nfl,
      updated: row.updated,
    };
  });
  return { data, total, total_capped: capped };
}
