import { sql, type SQL } from 'drizzle-orm';
import {
  datencheckLink,
  wholeNumber,
  type Abfrage,
  type Ausnahme,
  type Ergebnis,
  type FilterTerms,
  type SortDir,
} from '@app/domain';
import type { Db, Tx } from '../../db/client';
import { datencheckAbfragen } from '../../db/schema';
import { versionedTable } from '../../platform/versioned-table';
import { escapeLike, never } from '../../platform/list-query';
import { NotFoundError, ValidationError } from '../../platform/errors';

export const abfragenTable = versionedTable(datencheckAbfragen);
import { rowsOf } from './sql';

export { rowsOf };
/** timestamptz as ISO 8601 whichever driver runs the query. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Verlauf entries per check shown in the trend charts. */
const verlaufLaenge = 60;

/**
 * The checks a filter selects (thema, bundesland_id, datencheck_abfrageart_id; SPEC §7) with their open and
 * excused counts, latest run and verlauf. A check with a bundesland applies to it; one without to all.
 */
export function abfrageWhere(terms: FilterTerms): SQL {
  const parts: SQL[] = [sql`true`];
  for (const thema of terms.thema ?? []) parts.push(sql`${thema.toLowerCase()} = any(a.themen)`);
  for (const b of terms.bundesland_id ?? []) {
    const id = wholeNumber(b, 1);
    parts.push(id === null ? never : sql`(a.bundesland_id is null or a.bundesland_id = ${id})`);
  }
  for (const art of terms.datencheck_abfrageart_id ?? []) {
    const id = wholeNumber(art, 1);
    parts.push(id === null ? never : sql`a.abfrageart_id = ${id}`);
  }
  return sql.join(parts, sql` and `);
}

/** Fulltext over a result row's values (SPEC §7 fulltext:y). */
export function fulltextWhere(terms: FilterTerms): SQL {
  const parts: SQL[] = [sql`true`];
  for (const word of terms.fulltext ?? [])
    parts.push(sql`e.suche like ${`%${escapeLike(word.toLowerCase())}%`}`);
  return sql.join(parts, sql` and `);
}

const hatVolltext = (terms: FilterTerms) => (terms.fulltext ?? []).length > 0;

/**
 * A check's open rows: the stored count (datencheck_offen, kept by triggers), or with a fulltext filter
 * the rows it matches, counted live.
 */
function offenAnzahl(terms: FilterTerms): SQL {
  return hatVolltext(terms)
    ? sql`(select count(*)::int from datencheck_ergebnisse e where e.abfrage_id = a.id and e.offen and ${fulltextWhere(terms)})`
    : sql`coalesce((select o.anzahl from datencheck_offen o where o.abfrage_id = a.id), 0)`;
}

export async function listAbfragen(db: Db | Tx, terms: FilterTerms, id?: number): Promise<Abfrage[]> {
  const one = id === undefined ? sql`true` : sql`a.id = ${id}`;
  const rows = rowsOf<Abfrage>(
    await db.execute(sql`
      select a.id, a.name, a.beschreibung, a.sql, a.themen, a.bundesland_id, a.abfrageart_id, a.link, a.aktiv, a.version,
        ${iso(sql`a.created`)} as created, ${iso(sql`a.updated`)} as updated, a.creator_id, a.editor_id, o.name as owner_name, o.name as creator_name, ed.name as editor_name,
        ${offenAnzahl(terms)} as offen,
        (select count(*)::int from datencheck_ausnahmen x where x.abfrage_id = a.id) as ausnahmen,
        (select jsonb_build_object('id', l.id, 'status', l.status, 'fehler', l.fehler, 'datum', ${iso(sql`l.created`)})
           from datencheck_laeufe l where l.abfrage_id = a.id order by l.id desc limit 1) as letzter_lauf,
        (select coalesce(jsonb_agg(v order by v.lauf_id), '[]'::jsonb) from (
           select l.id as lauf_id, ${iso(sql`l.finished`)} as datum, l.ergebnisse, l.neu, l.behoben, l.offen
           from datencheck_laeufe l where l.abfrage_id = a.id and l.idx is null and l.status = 'done'
           order by l.id desc limit ${verlaufLaenge}) v) as verlauf
      from datencheck_abfragen a left join users o on o.id = a.creator_id left join users ed on ed.id = a.editor_id
      where ${abfrageWhere(terms)} and ${one}
      order by a.id`),
  );
  return rows;
}

export async function getAbfrage(db: Db | Tx, id: number): Promise<Abfrage> {
  const [row] = await listAbfragen(db, {}, id);
  if (!row) throw new NotFoundError();
  return row;
}

const ergebnisSort: Record<string, SQL> = { idx: sql`e.idx`, seit: sql`e.seit` };

/** One check's open rows, a page at a time (excused rows are not open). */
export async function listErgebnisse(
  db: Db,
  abfrageId: number,
  q: { terms: FilterTerms; sort: string; dir: SortDir; page: number; perPage: number },
): Promise<{ rows: Ergebnis[]; total: number }> {
  const [abfrage] = rowsOf<{ link: string | null; offen: number }>(
    await db.execute(
      sql`select a.link, ${offenAnzahl(q.terms)} as offen from datencheck_abfragen a where a.id = ${abfrageId}`,
    ),
  );
  if (!abfrage) throw new NotFoundError();
  const where = sql`e.abfrage_id = ${abfrageId} and e.offen and ${fulltextWhere(q.terms)}`;
  const dir = q.dir === 'desc' ? sql`desc` : sql`asc`;
  // idx is text: numeric keys sort as numbers.
  const key =
    q.sort === 'idx'
      ? sql`(case when e.idx ~ '^[0-9]{1,18}$' then e.idx::bigint end) ${dir}, e.idx`
      : (ergebnisSort[q.sort] ?? sql`e.seit`);
  const rows = rowsOf<{
    id: number;
    abfrage_id: number;
    idx: string;
    row: Record<string, unknown>;
    seit: string;
  }>(
    await db.execute(sql`
      select e.id, e.abfrage_id, e.idx, e.row, ${iso(sql`e.seit`)} as seit from datencheck_ergebnisse e
      where ${where} order by ${key} ${dir}, e.id ${dir}
      limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
  );
  return {
    rows: rows.map((r) => ({ ...r, link: datencheckLink(abfrage.link, r.idx, r.row) })),
    total: abfrage.offen,
  };
}

/** SPEC §7 GET /api/datenqualitaet/abfrage/{abfrage_id}/row/{idx}: the check's sql, beschreibung and the row. */
export async function abfrageRow(db: Db, abfrageId: number, idx: string) {
  const [row] = rowsOf<{
    sql: string;
    beschreibung: string;
    row: Record<string, unknown> | null;
    offen: boolean | null;
    ausnahme: boolean;
  }>(
    await db.execute(sql`
      select a.sql, a.beschreibung, e.row, e.offen,
        exists (select 1 from datencheck_ausnahmen x where x.abfrage_id = a.id and x.idx = ${idx}) as ausnahme
      from datencheck_abfragen a left join datencheck_ergebnisse e on e.abfrage_id = a.id and e.idx = ${idx}
      where a.id = ${abfrageId}`),
  );
  if (!row || (row.row === null && !row.ausnahme)) throw new NotFoundError();
  const status: 'offen' | 'behoben' | 'ausnahme' = row.ausnahme
    ? 'ausnahme'
    : row.offen
      ? 'offen'
      : 'behoben';
  return { sql: row.sql, beschreibung: row.beschreibung, row: row.row, status };
}

export async function listAusnahmen(
  db: Db,
  q: { terms: FilterTerms; page: number; perPage: number; dir: SortDir },
): Promise<{ rows: Ausnahme[]; total: number }> {
  const parts: SQL[] = [abfrageWhere(q.terms)];
  for (const word of q.terms.fulltext ?? [])
    parts.push(
      sql`lower(x.grund || ' ' || x.idx || ' ' || a.name) like ${`%${escapeLike(word.toLowerCase())}%`}`,
    );
  for (const id of q.terms.abfrage_id ?? []) parts.push(sql`x.abfrage_id = ${wholeNumber(id, 1) ?? 0}`);
  for (const g of q.terms.geaendert ?? []) parts.push(sql`x.geaendert = ${g === 'true' || g === '1'}`);
  const where = sql.join(parts, sql` and `);
  const dir = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const rows = rowsOf<Ausnahme>(
    await db.execute(sql`
      select x.id, x.abfrage_id, a.name as abfrage_name, x.idx, x.grund, x.bis::text as bis, ${iso(sql`x.created`)} as created,
        u.name as creator_name, x.geaendert
      from datencheck_ausnahmen x join datencheck_abfragen a on a.id = x.abfrage_id left join users u on u.id = x.creator_id
      where ${where} order by x.created ${dir}, x.id ${dir} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
  );
  const [count] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from datencheck_ausnahmen x join datencheck_abfragen a on a.id = x.abfrage_id where ${where}`,
    ),
  );
  return { rows, total: count?.n ?? 0 };
}

export function pruefeThemen(themen: string[]) {
  if (new Set(themen).size !== themen.length)
    throw new ValidationError({ themen: ['Jedes Thema nur einmal.'] });
}
