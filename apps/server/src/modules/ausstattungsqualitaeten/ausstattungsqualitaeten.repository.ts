import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  gesamtqualitaetName,
  type Ausstattungskategorie,
  type Ausstattungsqualitaet,
  type AusstattungsqualitaetBewertungZeile,
  type AusstattungsqualitaetSpezialausstattungZeile,
  type Energieklasse,
  type Qualitaetsstufe,
  ausstattungsqualitaetenArea,
} from '@app/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../platform/auth';
import {
  ausstattungsqualitaeten as aq,
  babBewertungen,
  babSpezialausstattung,
  gebaeudeteile,
  grundkostenanteile,
  projekte,
  spezialausstattungen,
} from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { numberFilter, sortKey } from '../../platform/list-query';

const repository = areaRepository({
  area: ausstattungsqualitaetenArea,
  table: aq,
  columns: {
    status_online: aq.status_online,
    punkte: aq.punkte,
    gesamtqualitaet_id: aq.gesamtqualitaet_id,
    hauptheizsystem_id: aq.hauptheizsystem_id,
    nebenheizsystem_id: aq.nebenheizsystem_id,
    grundkostenanteil_id: aq.grundkostenanteil_id,
    gka_qualitaet_id: aq.gka_qualitaet_id,
    nutzflaeche: aq.nutzflaeche,
    hwbm: aq.hwbm,
    fgeem: aq.fgeem,
    co2m: aq.co2m,
    pebm: aq.pebm,
    pebm_ern: aq.pebm_ern,
    pebm_ern_anteil: aq.pebm_ern_anteil,
    hwb: aq.hwb,
    fgee: aq.fgee,
    co2: aq.co2,
    peb: aq.peb,
  },
  filters: {
    status_online: numberFilter((n) => eq(aq.status_online, n)),
    gesamtqualitaet_id: numberFilter((n) => eq(aq.gesamtqualitaet_id, n)),
  },
  sort: { projekt_name: sortKey(projekte.name), gesamtqualitaet: aq.gesamtqualitaet_id },
});
export const ausstattungsqualitaetenTable = repository.table;
export const ausstattungsqualitaetenRepository = repository;
export type AusstattungsqualitaetSort = (typeof ausstattungsqualitaetenArea.sortable)[number];

type Raw = NonNullable<Awaited<ReturnType<typeof repository.find>>>;
function present(row: Raw): Ausstattungsqualitaet {
  return {
    ...row,
    gesamtqualitaet: gesamtqualitaetName(row.gesamtqualitaet_id),
    hwb: row.hwb as Energieklasse | null,
    fgee: row.fgee as Energieklasse | null,
    co2: row.co2 as Energieklasse | null,
    peb: row.peb as Energieklasse | null,
  };
}

export async function findAusstattungsqualitaet(
  tx: Tx,
  id: number,
): Promise<Ausstattungsqualitaet | undefined> {
  const row = await repository.find(tx, id);
  return row && present(row);
}

export async function listAusstattungsqualitaeten(
  tx: Tx,
  params: ListParams<AusstattungsqualitaetSort>,
): Promise<{ rows: Ausstattungsqualitaet[]; total: number; capped: boolean }> {
  const { rows, ...counted } = await repository.list(tx, params);
  return { rows: rows.map(present), ...counted };
}

/** All 17 parts in id order, with the BAB's weight and level (default weight while a row is missing). */
export async function listBewertungen(tx: Tx, id: number): Promise<AusstattungsqualitaetBewertungZeile[]> {
  const rows = await tx
    .select({
      gebaeudeteil_id: gebaeudeteile.id,
      name: gebaeudeteile.name,
      standard: gebaeudeteile.gewichtung,
      gewichtung: babBewertungen.gewichtung,
      stufe: babBewertungen.stufe,
    })
    .from(gebaeudeteile)
    .leftJoin(
      babBewertungen,
      and(
        eq(babBewertungen.gebaeudeteil_id, gebaeudeteile.id),
        eq(babBewertungen.ausstattungsqualitaet_id, id),
      ),
    )
    .orderBy(asc(gebaeudeteile.id));
  return rows.map((r) => ({
    gebaeudeteil_id: r.gebaeudeteil_id,
    name: r.name,
    gewichtung: r.gewichtung ?? r.standard,
    stufe: (r.stufe ?? null) as Qualitaetsstufe | null,
  }));
}

const spezialSelection = {
  id: babSpezialausstattung.id,
  ausstattungsqualitaet_id: babSpezialausstattung.ausstattungsqualitaet_id,
  spezialausstattung_id: babSpezialausstattung.spezialausstattung_id,
  gebaeudeteil_id: spezialausstattungen.gebaeudeteil_id,
  name: spezialausstattungen.name,
  category_name: gebaeudeteile.name,
  ausstattung_name: spezialausstattungen.ausstattung_name,
  kategorie: spezialausstattungen.kategorie,
};

function selectSpezial(tx: Tx) {
  return tx
    .select(spezialSelection)
    .from(babSpezialausstattung)
    .innerJoin(spezialausstattungen, eq(spezialausstattungen.id, babSpezialausstattung.spezialausstattung_id))
    .innerJoin(gebaeudeteile, eq(gebaeudeteile.id, spezialausstattungen.gebaeudeteil_id));
}
const asZeile = (
  r: Omit<AusstattungsqualitaetSpezialausstattungZeile, 'kategorie'> & { kategorie: string },
) =>
  ({
    ...r,
    kategorie: r.kategorie as Ausstattungskategorie,
  }) satisfies AusstattungsqualitaetSpezialausstattungZeile;

/** A BAB's special equipment, by part, then in the order added. */
export async function listSpezial(
  tx: Tx,
  id: number,
): Promise<AusstattungsqualitaetSpezialausstattungZeile[]> {
  const rows = await selectSpezial(tx)
    .where(eq(babSpezialausstattung.ausstattungsqualitaet_id, id))
    .orderBy(asc(spezialausstattungen.gebaeudeteil_id), asc(babSpezialausstattung.id));
  return rows.map(asZeile);
}

/** Rows this user collected before the first save (not yet claimed by a BAB) among `ids`: what the create claims. */
export async function listUnclaimedSpezial(
  tx: Tx,
  actor: Actor,
  ids: number[],
): Promise<AusstattungsqualitaetSpezialausstattungZeile[]> {
  if (!ids.length) return [];
  const rows = await selectSpezial(tx).where(
    and(
      inArray(babSpezialausstattung.id, ids),
      isNull(babSpezialausstattung.ausstattungsqualitaet_id),
      eq(babSpezialausstattung.creator_id, actor.userId),
    ),
  );
  return rows.map(asZeile);
}

export async function findSpezialZeile(
  tx: Tx,
  id: number,
): Promise<AusstattungsqualitaetSpezialausstattungZeile | undefined> {
  const [row] = await selectSpezial(tx).where(eq(babSpezialausstattung.id, id));
  return row && asZeile(row);
}

/** The project's Grundkostenanteil (one per project), which a BAB links to. */
export async function findGrundkostenanteilId(tx: Tx, projektId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: grundkostenanteile.id })
    .from(grundkostenanteile)
    .where(eq(grundkostenanteile.projekt_id, projektId));
  return row?.id ?? null;
}
