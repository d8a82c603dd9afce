import { sql, type SQL } from 'drizzle-orm';
import {
  csvDocument,
  findArea,
  formatDate,
  verlaufAreaOfTable,
  verlaufQuellen,
  verlaufSeite,
  verlaufZuordnungOf as zuordnungOf,
  type AenderungsprotokollEintrag,
  type AenderungsprotokollQuery,
  type VerlaufZuordnung,
} from '@app/domain';
import type { Tx } from '../../db/client';
import { runNamed } from '../../platform/prepared';
import {
  auditZeileColumns,
  auditZeileJoins,
  verlaufEintraege,
  type AuditZeile,
} from '../../platform/verlauf';

/** An area's record table and its assignments' tables: what its Verlauf shows. */
const tablesOf = (area: keyof typeof verlaufQuellen) => {
  const quelle = verlaufQuellen[area];
  return [quelle.table, ...quelle.zuordnungen.map((z: VerlaufZuordnung) => z.table)];
};
/**
 * Without an area: every area's records and assignments — not the rows the import and register jobs keep
 * for themselves (deed files, hashes, storage keys), which name no record a person works on.
 */
const alleTabellen = (Object.keys(verlaufQuellen) as (keyof typeof verlaufQuellen)[]).flatMap(tablesOf);

function conditions(query: AenderungsprotokollQuery): SQL[] {
  const where: SQL[] = [];
  if (query.user_id) where.push(sql`(a.user_id = ${query.user_id} or a.original_user_id = ${query.user_id})`);
  const tables = query.area ? tablesOf(query.area) : alleTabellen;
  where.push(
    sql`a.table_name in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})`,
  );
  // Whole days in Vienna, the office's time.
  if (query.von) where.push(sql`a.at >= (${query.von}::date)::timestamp at time zone 'Europe/Vienna'`);
  if (query.bis) where.push(sql`a.at < (${query.bis}::date + 1)::timestamp at time zone 'Europe/Vienna'`);
  if (query.feld) where.push(sql`(a.changes -> ${query.feld}) is not null`);
  if (query.vor) where.push(sql`a.id < ${query.vor}`);
  return where;
}

/** The area record an audit row is about: its own record, or the parent of an assignment's row. */
function datensatzOf(zeile: AuditZeile) {
  const own = verlaufAreaOfTable(zeile.table_name);
  if (own)
    return { area: own, table: zeile.table_name, id: zeile.record_id as number | null, zuordnung: null };
  const found = zuordnungOf(zeile.table_name);
  if (!found) return undefined;
  const change = zeile.changes[found.zuordnung.parent];
  const parent = change?.new ?? change?.old;
  return {
    area: found.area,
    table: verlaufQuellen[found.area].table as string,
    zuordnung: found.zuordnung,
    id: typeof parent === 'number' ? parent : null,
  };
}

/**
 * The audit rows matching the filters, newest first: `limit` entries and whether there are more. Each
 * names its record (an assignment's: the record it belongs to) with the names of the page's ids, in one query.
 */
export async function aenderungsprotokoll(
  tx: Tx,
  query: AenderungsprotokollQuery,
  limit = verlaufSeite,
): Promise<{ data: AenderungsprotokollEintrag[]; weiter: number | null }> {
  const where = conditions(query);
  const zeilen = await runNamed<AuditZeile>(
    tx,
    sql`select ${auditZeileColumns} from audit_log a ${auditZeileJoins}
      ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``} order by a.id desc limit ${limit + 1}`,
  );
  const page = zeilen.slice(0, limit);
  const datensaetze = page.map(datensatzOf);
  const records = datensaetze.flatMap((d) => (d?.id ? [{ table: d.table, id: d.id }] : []));
  const eltern = datensaetze.flatMap((d, i) =>
    d?.zuordnung && d.id === null
      ? [{ zuordnung: d.zuordnung, parentTable: d.table, id: page[i]!.record_id }]
      : [],
  );
  const { entries, names, parents } = await verlaufEintraege(
    tx,
    page,
    (table) => zuordnungOf(table)?.zuordnung,
    (zeile) => verlaufAreaOfTable(zeile.table_name) !== undefined || !zuordnungOf(zeile.table_name),
    records,
    eltern,
  );
  const data = entries.map((entry, i): AenderungsprotokollEintrag => {
    const d = datensaetze[i];
    const parent = d && d.id === null ? parents.get(entry.table_name)?.get(entry.record_id) : undefined;
    const id = d?.id ?? parent?.id ?? null;
    return {
      ...entry,
      area: d?.area ?? null,
      datensatz_id: id,
      datensatz_name: parent ? parent.name : id && d ? (names.get(d.table)?.get(id) ?? null) : null,
    };
  });
  return { data, weiter: zeilen.length > limit ? page[page.length - 1]!.id : null };
}

const aktionen = { create: 'angelegt', update: 'geändert', delete: 'gelöscht' } as const;

/** The CSV of the filtered entries: one line per changed field (an entry without fields: one line). */
export function aenderungsprotokollCsv(entries: readonly AenderungsprotokollEintrag[]): string {
  const header = [
    'Zeit',
    'BenutzerIn',
    'im Namen von',
    'Bereich',
    'Tabelle',
    'Datensatz',
    'Name',
    'Aktion',
    'Eintrag',
    'Feld',
    'Alt',
    'Neu',
  ];
  const lines = entries.flatMap((e) => {
    const base = [
      formatDate(e.at, true),
      e.user_name ?? '',
      e.original_user_name ?? '',
      (e.area && findArea(e.area)?.label) ?? '',
      e.table_name,
      String(e.datensatz_id ?? e.record_id),
      e.datensatz_name ?? '',
      aktionen[e.action],
      e.titel,
    ];
    return e.aenderungen.length
      ? e.aenderungen.map((a) => [...base, a.label, a.alt, a.neu])
      : [[...base, '', '', '']];
  });
  return csvDocument(header, lines);
}
