import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  kaufobjekteArea,
  kaufobjektStatus,
  messages,
  parseDecimal,
  topNrPasst,
  typeaheadLimit,
  type FieldErrors,
  type FilterTerms,
  type Kaufobjekt,
  type KaufobjektDetail,
  type KaufobjektKaeufer,
  type KaufobjektKurz,
  type KaufobjektZeile,
  type SortDir,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { dateien, firmen, kaufobjekte, kaufobjektKaeufer, personen, projekte } from '../../db/schema';
import { areaRepository, type ListParams } from '../../platform/area-repository';
import { preparedSelect } from '../../platform/prepared';
import {
  containsNormalized,
  containsText,
  escapeLike,
  everyWord,
  literalLimit,
  never,
  startsWith,
  statusFilter,
} from '../../platform/list-query';

function price(value: string): number | null {
  const n = parseDecimal(value);
  return n === null || n < 0 ? null : n;
}

/** The buyers' names of a Kaufobjekt, for the list and the export (50 rows a page: one index lookup each). */
const kaeuferNamen = sql<string | null>`(
  select string_agg(coalesce(f.name, concat_ws(' ', p.titel, p.vorname, p.nachname)), ', ' order by k.id)
  from kaufobjekt_kaeufer k
  left join firmen f on f.id = k.firma_id
  left join personen p on p.id = k.person_id
  where k.kaufobjekt_id = "kaufobjekte"."id"
)`;

const topNrKey = sql`(${kaufobjekte.top_nr_suche} collate "C")`;
const topNrIsShort = (v: string) => !/[\p{L}\p{N}]{3}/u.test(v);
const priceFilter = (build: (n: number) => SQL) => (v: string) => {
  const n = price(v);
  return n === null ? never : build(n);
};

type Werte = { projekt_id?: number; kaufobjekt_id?: number | null; datei_id?: number | null };

/** References the schema cannot check (besides the project): the earlier sale (same project, not itself), the deed file. */
async function referenceErrors(db: Db, werte: Werte, id: number | undefined): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (werte.kaufobjekt_id != null) {
    const vorher = await findKurz(db, werte.kaufobjekt_id);
    if (werte.kaufobjekt_id === id) errors.kaufobjekt_id = [messages.koVorherSelbst];
    else if (!vorher) errors.kaufobjekt_id = [messages.kaufobjektNichtGefunden];
    else if (vorher.projekt_id !== werte.projekt_id) errors.kaufobjekt_id = [messages.koVorherAnderesProjekt];
  }
  if (werte.datei_id != null && werte.projekt_id !== undefined) {
    const [datei] = await db
      .select({ id: dateien.id })
      .from(dateien)
      .where(
        and(
          eq(dateien.id, werte.datei_id),
          or(
            eq(dateien.projekt_id, werte.projekt_id),
            and(eq(dateien.resource, 'projekte'), eq(dateien.resource_id, werte.projekt_id)),
            id ? and(eq(dateien.resource, 'kaufobjekte'), eq(dateien.resource_id, id)) : undefined,
          ),
        ),
      );
    if (!datei) errors.datei_id = [messages.koDateiUngueltig];
  }
  return errors;
}

const repository = areaRepository({
  area: kaufobjekteArea,
  table: kaufobjekte,
  columns: {
    status: kaufobjekte.status,
    top_nr: kaufobjekte.top_nr,
    kaufdatum: kaufobjekte.kaufdatum,
    nutzflaeche: kaufobjekte.nutzflaeche,
    nettopreis: kaufobjekte.nettopreis,
    bruttopreis: kaufobjekte.bruttopreis,
    ust: kaufobjekte.ust,
    kaufobjekt_id: kaufobjekte.kaufobjekt_id,
    wiederverkauf: kaufobjekte.wiederverkauf,
    mit_teilungsplan: kaufobjekte.mit_teilungsplan,
    ist_marktueblich: kaufobjekte.ist_marktueblich,
    nicht_marktueblich_grund: kaufobjekte.nicht_marktueblich_grund,
    tz: kaufobjekte.tz,
    tz_jahr: kaufobjekte.tz_jahr,
    gericht: kaufobjekte.gericht,
    datei_id: kaufobjekte.datei_id,
    urkunde_id: kaufobjekte.urkunde_id,
  },
  filters: {
    status: statusFilter(
      kaufobjekte.status,
      kaufobjektStatus.map((s) => s.id),
    ),
    preis_von: priceFilter((n) => sql`${kaufobjekte.bruttopreis} >= ${n}`),
    preis_bis: priceFilter((n) => sql`${kaufobjekte.bruttopreis} <= ${n}`),
    // TopNr '1/5' has no trigram a trigram index could use (pg_trgm skips '/', and words of 1–2 characters):
    // such terms are TopNr prefixes on the C-collated index; longer words are "contains".
    top_nr: (v) =>
      topNrIsShort(v) ? startsWith(topNrKey, v) : containsNormalized(kaufobjekte.top_nr_suche, v),
    /** Each word in the TopNr, the deed reference (TZ, Gericht) or the project's number, name and address. */
    fulltext: everyWord(
      (w) => sql`(${containsNormalized(kaufobjekte.top_nr_suche, w)}
        or ${containsText(sql`coalesce(${kaufobjekte.tz}, '') || ' ' || coalesce(${kaufobjekte.gericht}, '')`, w)}
        or exists (select 1 from projekte fp where fp.id = ${kaufobjekte.projekt_id}
          and fp.suche like f_unaccent(lower(${`%${escapeLike(w)}%`}))))`,
      5,
    ),
  },
  sort: {
    projekt: projekte.projektnr,
    top_nr: kaufobjekte.top_nr_suche,
    // The list's €/m² column; rows without a price or an area have none (nulls sort last ascending).
    preis_m2: sql`${kaufobjekte.bruttopreis} / nullif(${kaufobjekte.nutzflaeche}, 0)`,
  },
  // The page's ids first (the project joined only to sort by it); buyers' names, project and editor names
  // are added for the page's rows in the same statement.
  paging: 'ids',
  check: referenceErrors,
});
export const kaufobjekteTable = repository.table;
export const kaufobjekteRepository = repository;
export type KaufobjektSort = (typeof kaufobjekteArea.sortable)[number];

/** The buyers of the row `"kaufobjekte"` in id order, as KaufobjektKaeufer JSON (for the record's one statement). */
const kaeuferJson = sql<KaufobjektKaeufer[]>`(
  select coalesce(json_agg(json_build_object('id', k.id, 'kaufobjekt_id', k.kaufobjekt_id, 'firma_id', k.firma_id,
    'person_id', k.person_id, 'projektadresse', k.projektadresse,
    'name', coalesce(f.name, concat_ws(' ', p.titel, p.vorname, p.nachname))) order by k.id), '[]'::json)
  from kaufobjekt_kaeufer k
  left join firmen f on f.id = k.firma_id
  left join personen p on p.id = k.person_id
  where k.kaufobjekt_id = "kaufobjekte"."id"
)`;
/** The earlier sale as KaufobjektKurz JSON (numbers as numbers, the date as 'YYYY-MM-DD'), or null. */
const vorherJson = sql<KaufobjektKurz | null>`(
  select json_build_object('id', v.id, 'top_nr', v.top_nr, 'kaufdatum', v.kaufdatum, 'bruttopreis', v.bruttopreis)
  from kaufobjekte v where v.id = "kaufobjekte"."kaufobjekt_id"
)`;

/**
 * The record as GET answers it, buyers, earlier sale and deed file name included, in one prepared
 * statement (issue 11: one round trip instead of three).
 */
const detailStatement = preparedSelect<
  Kaufobjekt & Pick<KaufobjektDetail, 'kaeufer' | 'vorher' | 'datei_name'>,
  { id: number }
>((db) =>
  repository
    .selectRecord(db, {
      kaeufer: kaeuferJson,
      vorher: vorherJson,
      datei_name: sql<string | null>`(select d.name from dateien d where d.id = "kaufobjekte"."datei_id")`,
    })
    .where(eq(kaufobjekte.id, sql.placeholder('id'))),
);

export async function findKaufobjektDetail(tx: Tx, id: number): Promise<KaufobjektDetail | undefined> {
  const [row] = await detailStatement(tx, { id });
  return row;
}

export type KaufobjektListParams = ListParams<KaufobjektSort>;

export const kaufobjekteWhere = (terms: FilterTerms): SQL | undefined => repository.where(terms);

export const listKaufobjekte = (
  tx: Tx,
  params: KaufobjektListParams,
): Promise<{ rows: KaufobjektZeile[]; total: number; capped: boolean }> =>
  repository.list(tx, params, { kaeufer_namen: kaeuferNamen });

/** The rows of an export: the given ids, or everything the filter matches (in list order), up to `limit`. */
export async function exportRows(
  tx: Tx,
  params: { ids?: number[]; terms: FilterTerms; sort: KaufobjektSort; dir: SortDir; limit: number },
): Promise<KaufobjektZeile[]> {
  const where = params.ids ? inArray(kaufobjekte.id, params.ids) : kaufobjekteWhere(params.terms);
  return repository
    .selectRecord(tx, { kaeufer_namen: kaeuferNamen })
    .where(where)
    .orderBy(...repository.order(params.sort, params.dir))
    .limit(literalLimit(params.limit));
}

/** Typeahead of earlier sales within one project (≤ 30), TopNr first. */
export async function searchKaufobjekte(
  tx: Tx,
  projektId: number,
  q: string,
  exceptId?: number,
): Promise<KaufobjektKurz[]> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 5);
  const conditions = [
    eq(kaufobjekte.projekt_id, projektId),
    ...words.map((w) => containsNormalized(kaufobjekte.top_nr_suche, w)),
  ];
  if (exceptId) conditions.push(ne(kaufobjekte.id, exceptId));
  return tx
    .select({
      id: kaufobjekte.id,
      top_nr: kaufobjekte.top_nr,
      kaufdatum: kaufobjekte.kaufdatum,
      bruttopreis: kaufobjekte.bruttopreis,
    })
    .from(kaufobjekte)
    .where(and(...conditions))
    .orderBy(asc(kaufobjekte.top_nr_suche), asc(kaufobjekte.kaufdatum), asc(kaufobjekte.id))
    .limit(literalLimit(typeaheadLimit));
}

export async function findKurz(
  tx: Tx,
  id: number,
): Promise<(KaufobjektKurz & { projekt_id: number }) | undefined> {
  const [row] = await tx
    .select({
      id: kaufobjekte.id,
      projekt_id: kaufobjekte.projekt_id,
      top_nr: kaufobjekte.top_nr,
      kaufdatum: kaufobjekte.kaufdatum,
      bruttopreis: kaufobjekte.bruttopreis,
    })
    .from(kaufobjekte)
    .where(eq(kaufobjekte.id, id));
  return row;
}

/**
 * Another Kaufobjekt of the project with the same TopNr, by the key the KO-Zuordnung matches with
 * (topNrKey: 'top 3/3', '3 / 3' and 'TOP 03/3' are one unit).
 */
export async function hasDuplicateTopNr(tx: Tx, id: number, projektId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: kaufobjekte.id, top_nr: kaufobjekte.top_nr })
    .from(kaufobjekte)
    .where(and(eq(kaufobjekte.projekt_id, projektId), sql`${kaufobjekte.top_nr} <> ''`));
  const own = rows.find((r) => r.id === id);
  return !!own && rows.some((r) => r.id !== id && topNrPasst(r.top_nr, own.top_nr));
}

const kaeuferSelection = {
  id: kaufobjektKaeufer.id,
  kaufobjekt_id: kaufobjektKaeufer.kaufobjekt_id,
  firma_id: kaufobjektKaeufer.firma_id,
  person_id: kaufobjektKaeufer.person_id,
  projektadresse: kaufobjektKaeufer.projektadresse,
  name: sql<string>`coalesce(${firmen.name}, concat_ws(' ', ${personen.titel}, ${personen.vorname}, ${personen.nachname}))`,
};

function selectKaeufer(tx: Tx) {
  return tx
    .select(kaeuferSelection)
    .from(kaufobjektKaeufer)
    .leftJoin(firmen, eq(firmen.id, kaufobjektKaeufer.firma_id))
    .leftJoin(personen, eq(personen.id, kaufobjektKaeufer.person_id));
}

export async function findKaeufer(tx: Tx, id: number): Promise<KaufobjektKaeufer | undefined> {
  const [row] = await selectKaeufer(tx).where(eq(kaufobjektKaeufer.id, id));
  return row;
}
