import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  koZuordnungLimit,
  type FilterTerms,
  type KoZuordnungAngebotsobjekt,
  type KoZuordnungKaufobjekt,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { angebotsobjekte, kaufobjekte, koZuordnungen } from '../../db/schema';
import {
  containsNormalized,
  containsText,
  never,
  numberFilter,
  sortKey,
  whereFromTerms,
} from '../../platform/list-query';
import { topNrOrder } from './angebotsobjekte.repository';

const zugeordnetAo = alias(angebotsobjekte, 'zugeordnet_ao');

/** Filters over a project's Kaufobjekte on the KO-Zuordnung page. */
const filterBuilders: Record<string, (value: string) => SQL> = {
  top_nr: (v) => containsNormalized(kaufobjekte.top_nr_suche, v),
  status: numberFilter((n) => eq(kaufobjekte.status, n)),
  zugeordnet: (v) =>
    v === 'ja'
      ? sql`${koZuordnungen.id} is not null`
      : v === 'nein'
        ? sql`${koZuordnungen.id} is null`
        : never,
  fulltext: (v) => {
    const words = v.split(/\s+/).filter(Boolean);
    return and(
      ...words.map(
        (w) =>
          sql`(${containsNormalized(kaufobjekte.top_nr_suche, w)} or ${containsText(kaufobjekte.tz, w)} or ${containsText(kaufobjekte.gericht, w)})`,
      ),
    )!;
  },
};

/** A project's Kaufobjekte (at most koZuordnungLimit, TopNr in natural order) with their assignment. */
export async function kaufobjekteMitZuordnung(
  tx: Tx,
  projektId: number,
  terms: FilterTerms,
): Promise<{ rows: KoZuordnungKaufobjekt[]; capped: boolean }> {
  const rows = await tx
    .select({
      id: kaufobjekte.id,
      top_nr: kaufobjekte.top_nr,
      status: kaufobjekte.status,
      kaufdatum: kaufobjekte.kaufdatum,
      nutzflaeche: kaufobjekte.nutzflaeche,
      nettopreis: kaufobjekte.nettopreis,
      bruttopreis: kaufobjekte.bruttopreis,
      angebotsobjekt_id: koZuordnungen.angebotsobjekt_id,
      angebotsobjekt_top_nr: zugeordnetAo.top_nr,
      zuordnung_id: koZuordnungen.id,
    })
    .from(kaufobjekte)
    .leftJoin(koZuordnungen, eq(koZuordnungen.kaufobjekt_id, kaufobjekte.id))
    .leftJoin(zugeordnetAo, eq(zugeordnetAo.id, koZuordnungen.angebotsobjekt_id))
    .where(and(eq(kaufobjekte.projekt_id, projektId), whereFromTerms(terms, filterBuilders)))
    .orderBy(
      sql`${topNrOrder(kaufobjekte.top_nr)} nulls last`,
      sql`${sortKey(kaufobjekte.top_nr)} nulls last`,
      asc(kaufobjekte.id),
    )
    .limit(koZuordnungLimit + 1);
  return { rows: rows.slice(0, koZuordnungLimit), capped: rows.length > koZuordnungLimit };
}

/** A project's Angebotsobjekte (TopNr in natural order) with the ids of their Kaufobjekte. */
export async function angebotsobjekteMitZuordnung(
  tx: Tx,
  projektId: number,
): Promise<KoZuordnungAngebotsobjekt[]> {
  const rows = await tx
    .select({
      id: angebotsobjekte.id,
      top_nr: angebotsobjekte.top_nr,
      status: angebotsobjekte.status,
      flaeche: angebotsobjekte.flaeche,
      preis: angebotsobjekte.preis,
      // Spelled out: in a select from one table Drizzle leaves column names unqualified.
      kaufobjekt_ids: sql<
        number[]
      >`coalesce((select array_agg(z.kaufobjekt_id order by z.kaufobjekt_id) from ko_zuordnungen z where z.angebotsobjekt_id = "angebotsobjekte"."id"), '{}')`,
    })
    .from(angebotsobjekte)
    .where(eq(angebotsobjekte.projekt_id, projektId))
    .orderBy(
      sql`${topNrOrder(angebotsobjekte.top_nr)} nulls last`,
      sortKey(angebotsobjekte.top_nr),
      asc(angebotsobjekte.id),
    );
  return rows.map((r) => ({
    ...r,
    kaufobjekt_ids: r.kaufobjekt_ids.map(Number),
  })) as KoZuordnungAngebotsobjekt[];
}

export async function lockAngebotsobjekt(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: angebotsobjekte.id,
      projekt_id: angebotsobjekte.projekt_id,
      top_nr: angebotsobjekte.top_nr,
    })
    .from(angebotsobjekte)
    .where(eq(angebotsobjekte.id, id))
    .for('update');
  return row;
}

export function kaufobjekteByIds(tx: Tx, ids: number[]) {
  return tx
    .select({ id: kaufobjekte.id, projekt_id: kaufobjekte.projekt_id, top_nr: kaufobjekte.top_nr })
    .from(kaufobjekte)
    .where(inArray(kaufobjekte.id, ids));
}

export function zuordnungenOf(tx: Tx, kaufobjektIds: number[]) {
  return tx
    .select({
      id: koZuordnungen.id,
      kaufobjekt_id: koZuordnungen.kaufobjekt_id,
      angebotsobjekt_id: koZuordnungen.angebotsobjekt_id,
      angebotsobjekt_top_nr: angebotsobjekte.top_nr,
    })
    .from(koZuordnungen)
    .innerJoin(angebotsobjekte, eq(angebotsobjekte.id, koZuordnungen.angebotsobjekt_id))
    .where(inArray(koZuordnungen.kaufobjekt_id, kaufobjektIds));
}

export async function kaufobjektIdsOf(tx: Tx, angebotsobjektId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: koZuordnungen.kaufobjekt_id })
    .from(koZuordnungen)
    .where(eq(koZuordnungen.angebotsobjekt_id, angebotsobjektId))
    .orderBy(asc(koZuordnungen.kaufobjekt_id));
  return rows.map((r) => r.id);
}
