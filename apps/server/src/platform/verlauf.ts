import { sql, type SQL } from 'drizzle-orm';
import {
  verlaufLabel,
  verlaufSeite,
  verlaufTitel,
  verlaufVerweis,
  verlaufWert,
  type VerlaufEintrag,
  type VerlaufPage,
  type VerlaufQuelle,
  type VerlaufStand,
  type VerlaufZuordnung,
} from '@app/domain';
import type { Tx } from '../db/client';
import { NotFoundError } from './errors';
import { runNamed } from './prepared';

/** An audit row as the history reads it (raw, in the order of the page). */
export interface AuditZeile {
  id: number;
  at: string;
  user_id: number | null;
  user_name: string | null;
  original_user_name: string | null;
  table_name: string;
  record_id: number;
  action: VerlaufEintrag['action'];
  grund: string | null;
  changes: Record<string, { old: unknown; new: unknown }>;
}

/** The columns every history query selects from `audit_log a` (names by one join each). */
export const auditZeileColumns = sql`(a.id)::float8 as id, to_json(a.at) #>> '{}' as at, a.user_id,
  u.name as user_name, o.name as original_user_name, a.table_name, a.record_id, a.action, a.grund, a.changes`;
export const auditZeileJoins = sql`left join users u on u.id = a.user_id left join users o on o.id = a.original_user_id`;

// A project's records are named by their project, as their edit pages are titled.
const perProjekt = "(select pr.projektnr::text || ' ' || pr.name from projekte pr where pr.id = projekt_id)";

/** How each table names a row (the history shows names, not ids; the Änderungsprotokoll names records). */
const nameExpressions: Record<string, string> = {
  firmen: 'name',
  personen: "vorname || ' ' || nachname",
  projekte: "projektnr::text || ' ' || name",
  kunden: 'name',
  bundeslaender: 'name',
  firma_rollen: 'name',
  gebaeudeteile: 'name',
  heizsysteme: 'name',
  spezialausstattungen: 'name',
  berechtigung_vorlagen: 'name',
  kaufobjekte: "'Top ' || top_nr",
  angebotsobjekte: "'Top ' || top_nr",
  ankaeufe: perProjekt,
  vermarktungen: perProjekt,
  ausstattungsqualitaeten: perProjekt,
  grundkostenanteile: perProjekt,
  zertifizierungen: perProjekt,
  nutzwertgutachten: perProjekt,
  datencheck_abfragen: 'name',
  frontend_benutzer: 'name',
  dateien: 'name',
  users: 'name',
  url_typen: 'name',
};

/** Names by table and id. */
export type Namen = Map<string, Map<number, string>>;

/**
 * An assignment row whose parent record is to be named although the audit row does not say it (an update
 * of a buyer names no Kaufobjekt): looked up in the live assignment table.
 */
export interface ElternWunsch {
  zuordnung: VerlaufZuordnung;
  parentTable: string;
  id: number;
}

/** The parents found for `ElternWunsch`es: assignment table → row id → the parent's id and name. */
export type Eltern = Map<string, Map<number, { id: number; name: string | null }>>;

const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;
const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2147483647;

/**
 * The names of every id a page's changes refer to, of the `records` asked for besides and the parents of
 * `eltern`: one query for the page.
 */
async function namesOf(
  tx: Tx,
  zeilen: readonly AuditZeile[],
  records: readonly { table: string; id: number }[] = [],
  eltern: readonly ElternWunsch[] = [],
): Promise<{ names: Namen; parents: Eltern }> {
  const wanted = new Map<string, Set<number>>();
  const want = (table: string, id: unknown) => {
    if (!isId(id) || !nameExpressions[table]) return;
    if (!wanted.has(table)) wanted.set(table, new Set());
    wanted.get(table)!.add(id);
  };
  for (const zeile of zeilen)
    for (const [feld, change] of Object.entries(zeile.changes)) {
      const table = verlaufVerweis(zeile.table_name, feld);
      if (table) for (const value of [change.old, change.new]) want(table, value);
    }
  for (const record of records) want(record.table, record.id);
  const via = new Map<string, { wunsch: ElternWunsch; ids: Set<number> }>();
  for (const wunsch of eltern) {
    if (!nameExpressions[wunsch.parentTable]) continue;
    const key = wunsch.zuordnung.table;
    if (!via.has(key)) via.set(key, { wunsch, ids: new Set() });
    via.get(key)!.ids.add(wunsch.id);
  }
  const names: Namen = new Map();
  const parents: Eltern = new Map();
  if (!wanted.size && !via.size) return { names, parents };
  const parts: SQL[] = [
    ...[...wanted].map(
      ([table, ids]) =>
        sql`select ${table}::text as t, id, (${sql.raw(nameExpressions[table]!)})::text as name, null::int as via
          from ${sql.identifier(table)} where id = any(${idArray(ids)}::int[])`,
    ),
    // The parent: the live row's, else (a removed row) the last audit row of it naming one — by the index
    // on (table_name, record_id). Its columns are read inside the lateral select, unqualified.
    ...[...via.values()].map(({ wunsch: { zuordnung, parentTable }, ids }) => {
      const parent = sql.identifier(zuordnung.parent);
      return sql`select ${zuordnung.table}::text as t, z.id, p.name, p.id as via
        from unnest(${idArray(ids)}::int[]) z(id)
        cross join lateral (select coalesce(
          (select l.${parent} from ${sql.identifier(zuordnung.table)} l where l.id = z.id),
          (select (coalesce(a.changes -> ${zuordnung.parent} ->> 'new', a.changes -> ${zuordnung.parent} ->> 'old'))::int
            from audit_log a where a.table_name = ${zuordnung.table} and a.record_id = z.id
              and a.changes ? ${zuordnung.parent} order by a.id desc limit 1)) as parent_id) e
        join lateral (select id, (${sql.raw(nameExpressions[parentTable]!)})::text as name
          from ${sql.identifier(parentTable)} where id = e.parent_id) p on true`;
    }),
  ];
  const rows = await runNamed<{ t: string; id: number; name: string | null; via: number | null }>(
    tx,
    sql.join(parts, sql` union all `),
  );
  for (const row of rows) {
    if (row.via === null) {
      if (!names.has(row.t)) names.set(row.t, new Map());
      names.get(row.t)!.set(row.id, row.name ?? `#${row.id}`);
    } else {
      if (!parents.has(row.t)) parents.set(row.t, new Map());
      parents.get(row.t)!.set(row.id, { id: row.via, name: row.name });
    }
  }
  return { names, parents };
}

/** The names of `records` by their tables' name expressions (ids of a table without one are left out). */
export async function datensatzNamen(
  tx: Tx,
  records: readonly { table: string; id: number }[],
): Promise<Namen> {
  return (await namesOf(tx, [], records)).names;
}

/** The page's rows as entries, values as the screen shows them. */
export async function verlaufEintraege(
  tx: Tx,
  zeilen: readonly AuditZeile[],
  zuordnungOf: (table: string) => VerlaufZuordnung | undefined,
  eigen: (zeile: AuditZeile) => boolean,
  records: readonly { table: string; id: number }[] = [],
  eltern: readonly ElternWunsch[] = [],
): Promise<{ entries: VerlaufEintrag[]; names: Namen; parents: Eltern }> {
  const { names, parents } = await namesOf(tx, zeilen, records, eltern);
  const entries = zeilen.map((zeile) => {
    const zuordnung = eigen(zeile) ? undefined : zuordnungOf(zeile.table_name);
    const wert = (feld: string, value: unknown) => verlaufWert(zeile.table_name, feld, value, names);
    const nameFeld = zuordnung?.name.find((feld) => {
      const change = zeile.changes[feld];
      return change && (change.new ?? change.old) !== null;
    });
    const nameChange = nameFeld ? zeile.changes[nameFeld]! : null;
    const name = nameChange ? wert(nameFeld!, nameChange.new ?? nameChange.old) : null;
    return {
      id: zeile.id,
      at: zeile.at,
      user_name: zeile.user_name,
      original_user_name: zeile.original_user_name,
      action: zeile.action,
      grund: zeile.grund,
      table_name: zeile.table_name,
      record_id: zeile.record_id,
      eigen: eigen(zeile),
      titel: verlaufTitel(zeile.action, zuordnung, name, zeile.grund),
      aenderungen: Object.entries(zeile.changes)
        .filter(([feld]) => !zuordnung || feld !== zuordnung.parent)
        .map(([feld, change]) => ({
          feld,
          label: verlaufLabel(zeile.table_name, feld),
          alt: wert(feld, change.old),
          neu: wert(feld, change.new),
          alt_wert: change.old,
          neu_wert: change.new,
        })),
    };
  });
  return { entries, names, parents };
}

/**
 * The ids of an assignment's rows that belong (or belonged, until removed) to the record: the live rows by
 * their parent column, the removed ones by the removals' old values in the index `audit_log_entfernt_idx`
 * (containment; `action = 'delete'` as the index's predicate says).
 */
function zuordnungIds(z: VerlaufZuordnung, recordId: number): SQL {
  const removal = JSON.stringify({ [z.parent]: { old: recordId } });
  return sql`select id from ${sql.identifier(z.table)} where ${sql.identifier(z.parent)} = ${recordId}
    union select record_id from audit_log where action = 'delete' and changes @> ${removal}::jsonb
      and table_name = ${z.table}`;
}

/**
 * One page of a record's Verlauf, newest first, before the cursor `vor` (an entry id): its own audit rows
 * and those of its assignments, each source read by the index (table_name, record_id, id desc). A deleted
 * record's history is still shown; a record that never existed is 404.
 */
export async function verlaufPage(
  tx: Tx,
  quelle: VerlaufQuelle,
  recordId: number,
  vor: number | undefined,
  limit = verlaufSeite,
): Promise<VerlaufPage> {
  const before = vor === undefined ? sql`` : sql` and a.id < ${vor}`;
  const own = sql`(select ${auditZeileColumns} from audit_log a ${auditZeileJoins}
    where a.table_name = ${quelle.table} and a.record_id = ${recordId}${before} order by a.id desc limit ${limit + 1})`;
  const children = quelle.zuordnungen.map(
    (z) => sql`(select ${auditZeileColumns} from audit_log a ${auditZeileJoins}
      where a.table_name = ${z.table} and a.record_id in (${zuordnungIds(z, recordId)})${before}
      order by a.id desc limit ${limit + 1})`,
  );
  const [zeilen, [exists]] = await Promise.all([
    runNamed<AuditZeile>(
      tx,
      sql`select * from (${sql.join([own, ...children], sql` union all `)}) v order by id desc limit ${limit + 1}`,
    ),
    vor === undefined
      ? runNamed<{ found: boolean }>(
          tx,
          sql`select exists (select 1 from ${sql.identifier(quelle.table)} where id = ${recordId}) as found`,
        )
      : Promise.resolve([{ found: true }]),
  ]);
  if (!exists?.found && !zeilen.some((z) => z.table_name === quelle.table)) throw new NotFoundError();
  const page = zeilen.slice(0, limit);
  const { entries: data } = await verlaufEintraege(
    tx,
    page,
    (table) => quelle.zuordnungen.find((z) => z.table === table),
    (zeile) => zeile.table_name === quelle.table,
  );
  return { data, weiter: zeilen.length > limit ? page[page.length - 1]!.id : null };
}

/**
 * The record's fields as they were right after entry `eintrag` (one of its own rows): every field changed
 * by a later save, with the value it had before the first of them. 404 for an entry of another record.
 */
export async function verlaufStand(
  tx: Tx,
  quelle: VerlaufQuelle,
  recordId: number,
  eintrag: number,
): Promise<VerlaufStand> {
  const rows = await runNamed<{ id: number; changes: AuditZeile['changes'] }>(
    tx,
    sql`select (id)::float8 as id, changes from audit_log
      where table_name = ${quelle.table} and record_id = ${recordId} and id >= ${eintrag} order by id`,
  );
  if (rows[0]?.id !== eintrag) throw new NotFoundError();
  const fields: Record<string, unknown> = {};
  for (const row of rows.slice(1))
    for (const [feld, change] of Object.entries(row.changes))
      if (!(feld in fields)) fields[feld] = change.old;
  return { eintrag, fields };
}
