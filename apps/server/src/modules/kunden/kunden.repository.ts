import { eq, ilike, or, sql } from 'drizzle-orm';
import { kundenArea, type Kunde } from '@app/domain';
import type { Tx } from '../../db/client';
import { frontendBenutzer, kunden } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { containsText, escapeLike, flagFilter, literalLimit, sortKey } from '../../platform/list-query';

const benutzerAnzahl = sql<number>`(select count(*)::int from ${frontendBenutzer} where ${frontendBenutzer.kunde_id} = ${kunden.id})`;

const repository = areaRepository({
  area: kundenArea,
  table: kunden,
  columns: {
    name: kunden.name,
    kundennr: kunden.kundennr,
    aktiv: kunden.aktiv,
    monitoring_art: kunden.monitoring_art,
    intervall_tage: kunden.intervall_tage,
    monitoring_url: kunden.monitoring_url,
    bemerkung: kunden.bemerkung,
    naechster_lauf: kunden.naechster_lauf,
    benutzer_anzahl: benutzerAnzahl.mapWith(Number),
  },
  filters: {
    fulltext: (v) =>
      or(containsText(kunden.name, v), containsText(sql`coalesce(${kunden.kundennr}, '')`, v))!,
    aktiv: flagFilter(kunden.aktiv),
    monitoring_art: (v) => (v.trim() === '' ? sql`true` : eq(kunden.monitoring_art, Number(v) === 1 ? 1 : 0)),
  },
  sort: { name: sortKey(kunden.name) },
});
export const kundenTable = repository.table;
/** Create and update answer the record. */
export const { create: insertKunde, update: saveKunde } = repository;

export const findKunde = (tx: Tx, id: number): Promise<Kunde | undefined> => repository.find(tx, id);

export const listKunden = (
  tx: Tx,
  params: ListParams<(typeof kundenArea.sortable)[number]>,
): Promise<{ rows: Kunde[]; total: number; capped: boolean }> => repository.list(tx, params);

/** Typeahead: Kunden whose name or number contains `q` (≤ 30, SPEC §9). */
export function searchKunden(tx: Tx, q: string) {
  const like = `%${escapeLike(q.trim())}%`;
  return tx
    .select({ id: kunden.id, name: kunden.name })
    .from(kunden)
    .where(
      q.trim() ? or(ilike(kunden.name, like), ilike(sql`coalesce(${kunden.kundennr}, '')`, like)) : undefined,
    )
    .orderBy(sortKey(kunden.name), kunden.id)
    .limit(literalLimit(30));
}
