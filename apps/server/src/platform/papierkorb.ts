import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  findArea,
  isDateiResource,
  papierkorbTage,
  verlaufAreaOfTable,
  verlaufQuellen,
  verlaufVerweis,
  verlaufZuordnungOf,
  type AuditGrund,
  type VerlaufAreaKey,
} from '@app/domain';
import type { Db, Tx } from '../db/client';
import { dateien, papierkorb, users, type PapierkorbLink, type PapierkorbZeile } from '../db/schema';
import type { Actor } from './auth';
import { diffRows, writeAudit } from './audit';
import { databaseErrorCode, HttpError, NotFoundError } from './errors';
import type { FileStorage } from './files';
import { runNamed } from './prepared';
import { datensatzNamen } from './verlauf';

/** The audit_log.grund of a record put back from the bin. */
export const papierkorbGrund: AuditGrund = 'papierkorb';

interface ForeignKey {
  child: string;
  col: string;
  parent: string;
  cascade: boolean;
}

/**
 * Every single-column foreign key that a delete follows: CASCADE (the child row goes too) or SET NULL
 * (the child forgets the link). Read from the catalogue, so a new area needs no code here.
 */
async function foreignKeys(tx: Tx): Promise<ForeignKey[]> {
  return runNamed<ForeignKey>(
    tx,
    sql`select ch.relname as child, a.attname as col, pa.relname as parent, c.confdeltype = 'c' as cascade
        from pg_constraint c
        join pg_class ch on ch.oid = c.conrelid
        join pg_class pa on pa.oid = c.confrelid
        join pg_namespace n on n.oid = ch.relnamespace and n.nspname = current_schema()
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and cardinality(c.conkey) = 1 and c.confdeltype in ('c', 'n')`,
  );
}

/** The row's name as the bin lists it: its first naming column, else '#id'. */
function labelOf(row: Record<string, unknown>): string {
  for (const key of ['name', 'bezeichnung', 'titel', 'projektnr', 'firmenname', 'nachname', 'url', 'text'])
    if (typeof row[key] === 'string' && row[key]) return String(row[key]).slice(0, 200);
  return `#${String(row.id)}`;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * How the bin lists a row: an area record by its name; an assignment, URL, note or file by what it is and
 * the record it belonged to ('Käufer Maria Neuhauser von Kaufobjekt Top 7'), listed in that record's area.
 */
async function eintragOf(tx: Tx, table: string, row: Record<string, unknown>) {
  const own = { label: labelOf(row), parent_table: null, parent_id: null };
  const z = verlaufZuordnungOf(table);
  let parent: { area: VerlaufAreaKey; id: unknown; was: string; column?: string } | undefined;
  if (z) {
    const column = z.zuordnung.name.find((c) => row[c] !== null && row[c] !== undefined);
    parent = { area: z.area, id: row[z.zuordnung.parent], was: z.zuordnung.label, column };
  } else if (table === 'dateien' && isDateiResource(String(row.resource))) {
    const area = verlaufAreaOfTable(String(row.resource));
    if (area) parent = { area, id: row.resource_id, was: 'Datei', column: 'name' };
  }
  if (!parent || !isId(parent.id)) return own;
  const parentTable: string = verlaufQuellen[parent.area].table;
  const verweis = parent.column ? verlaufVerweis(table, parent.column) : undefined;
  const value = parent.column ? row[parent.column] : undefined;
  const names = await datensatzNamen(tx, [
    { table: parentTable, id: parent.id },
    ...(verweis && isId(value) ? [{ table: verweis, id: value }] : []),
  ]);
  const name = verweis && isId(value) ? names.get(verweis)?.get(value) : value;
  const parentName = names.get(parentTable)?.get(parent.id) ?? `#${parent.id}`;
  const singular = findArea(parent.area)?.singular ?? parentTable;
  const was = [parent.was, typeof name === 'string' || typeof name === 'number' ? String(name) : '']
    .filter(Boolean)
    .join(' ');
  return {
    label: `${was} von ${singular} ${parentName}`.slice(0, 300),
    parent_table: parentTable,
    parent_id: parent.id,
  };
}

async function rowsWhere(tx: Tx, table: string, col: string, ids: number[]) {
  return runNamed<{ r: Record<string, unknown> }>(
    tx,
    sql`select to_jsonb(t) as r from ${sql.identifier(table)} t where ${sql.identifier(col)} = any(string_to_array(${ids.join(',')}, ',')::int[])`,
  );
}

/**
 * Moves the rows `ids` of `table` to the bin, each as one entry with every row its delete cascades
 * (parents before children) and the SET NULL links to it; call right before deleting them.
 */
export async function inDenPapierkorb(tx: Tx, actor: Actor, table: string, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const keys = await foreignKeys(tx);
  for (const { r: root } of await rowsWhere(tx, table, 'id', ids)) {
    const rows: PapierkorbZeile[] = [{ table, row: root }];
    const links: PapierkorbLink[] = [];
    let level: { table: string; ids: number[] }[] = [{ table, ids: [Number(root.id)] }];
    // Breadth first, so rows are kept in an order their parents come before them.
    for (let depth = 0; level.length && depth < 8; depth++) {
      const next: typeof level = [];
      for (const parent of level)
        for (const fk of keys.filter((k) => k.parent === parent.table)) {
          const found = (await rowsWhere(tx, fk.child, fk.col, parent.ids)).map((x) => x.r);
          if (!found.length) continue;
          if (fk.cascade) {
            rows.push(...found.map((row) => ({ table: fk.child, row })));
            const childIds = found.map((row) => Number(row.id)).filter(Number.isInteger);
            if (childIds.length) next.push({ table: fk.child, ids: childIds });
          } else
            for (const row of found)
              links.push({
                table: fk.child,
                column: fk.col,
                id: Number(row.id),
                target: Number(row[fk.col]),
              });
        }
      level = next;
    }
    // A record's files point to it by resource and id (no foreign key): they are kept with it, bytes
    // included; the caller deletes their rows (the bytes stay until the purge).
    for (const t of new Set(rows.map((r) => r.table)))
      if (isDateiResource(t)) {
        const ids = rows.filter((r) => r.table === t).map((r) => Number(r.row.id));
        const files = await runNamed<{ r: Record<string, unknown> }>(
          tx,
          sql`select to_jsonb(d) as r from dateien d where d.resource = ${t}
            and d.resource_id = any(string_to_array(${ids.join(',')}, ',')::int[]) order by d.id`,
        );
        rows.push(...files.map(({ r }) => ({ table: 'dateien', row: r })));
      }
    await tx.insert(papierkorb).values({
      user_id: actor.userId,
      original_user_id: actor.originalUserId,
      table_name: table,
      record_id: Number(root.id),
      ...(await eintragOf(tx, table, root)),
      rows,
      links,
    });
  }
}

/** The entries an area's bin lists: its records, and the assignments, URLs, notes and files of its records. */
const imBereich = (table: string) => or(eq(papierkorb.table_name, table), eq(papierkorb.parent_table, table));

/**
 * The bin entries of `table`, newest first, with who deleted them; `datensatz_id` is the area record an
 * entry restores (its own id, or the record an assignment or file belonged to).
 */
export async function papierkorbListe(db: Db, table: string) {
  const deleter = sql`(select name from ${users} where id = ${papierkorb.user_id})`;
  const original = sql`(select name from ${users} where id = ${papierkorb.original_user_id})`;
  return db
    .select({
      id: papierkorb.id,
      at: papierkorb.at,
      record_id: papierkorb.record_id,
      datensatz_id: sql<number>`coalesce(${papierkorb.parent_id}, ${papierkorb.record_id})`,
      label: papierkorb.label,
      user_name: sql<string | null>`${deleter}`,
      original_user_name: sql<string | null>`${original}`,
      zeilen: sql<number>`jsonb_array_length(${papierkorb.rows})::int`,
    })
    .from(papierkorb)
    .where(imBereich(table))
    .orderBy(desc(papierkorb.id))
    .limit(500);
}

/** The columns a row can be inserted with (generated ones are computed again). */
async function insertable(tx: Tx, table: string): Promise<string[]> {
  const rows = await runNamed<{ name: string }>(
    tx,
    sql`select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
        where c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

/** The bin entry that holds the row `id` of `table` as its record, if any. */
export async function imPapierkorb(db: Db | Tx, table: string, id: number) {
  const [entry] = await db
    .select({ id: papierkorb.id, label: papierkorb.label })
    .from(papierkorb)
    .where(and(eq(papierkorb.table_name, table), eq(papierkorb.record_id, id)))
    .orderBy(desc(papierkorb.id))
    .limit(1);
  return entry;
}

/** A missing parent, from PostgreSQL's detail 'Key (projekt_id)=(5) is not present in table "projekte".' */
async function fehlendesElternteil(tx: Db, error: unknown): Promise<string> {
  const detail = String(
    (error as { cause?: { detail?: string }; detail?: string }).cause?.detail ??
      (error as { detail?: string }).detail ??
      '',
  );
  const match = /=\((\d+)\) is not present in table "([^"]+)"/.exec(detail);
  if (!match) return 'Ein verknüpfter Datensatz ist gelöscht; zuerst ihn wiederherstellen.';
  const entry = await imPapierkorb(tx, match[2]!, Number(match[1]));
  return entry
    ? `„${entry.label}“ ist gelöscht (im Papierkorb); zuerst diesen Datensatz wiederherstellen.`
    : `Ein verknüpfter Datensatz (${match[2]} #${match[1]}) ist endgültig gelöscht; die Wiederherstellung ist nicht möglich.`;
}

/**
 * Puts the bin entry `id` of `table` back as the same ids, with its cascaded rows and SET NULL links
 * that are still empty, audited as a create with grund 'papierkorb'. A missing parent is a German 422,
 * a unique clash (a new record took its key meanwhile) a German 409: nothing is overwritten.
 */
export async function wiederherstellen(db: Db, actor: Actor, table: string, id: number): Promise<number> {
  const [entry] = await db
    .select()
    .from(papierkorb)
    .where(and(eq(papierkorb.id, id), imBereich(table)));
  if (!entry) throw new NotFoundError();
  const zuordnungBesteht = () =>
    new HttpError(
      409,
      `„${entry.label}“ kann nicht wiederhergestellt werden: dieselbe Zuordnung besteht inzwischen wieder.`,
    );
  try {
    await db.transaction(async (tx) => {
      if (await gleicheZuordnungBesteht(tx, entry.table_name, entry.rows[0]?.row)) throw zuordnungBesteht();
      const columns = new Map<string, string[]>();
      for (const { table: t, row } of entry.rows) {
        if (!columns.has(t)) columns.set(t, await insertable(tx, t));
        const cols = sql.join(
          columns.get(t)!.map((c) => sql.identifier(c)),
          sql`, `,
        );
        await tx.execute(
          sql`insert into ${sql.identifier(t)} (${cols}) select ${cols} from jsonb_populate_record(null::${sql.identifier(t)}, ${JSON.stringify(row)}::jsonb)`,
        );
      }
      for (const link of entry.links)
        await tx.execute(
          sql`update ${sql.identifier(link.table)} set ${sql.identifier(link.column)} = ${link.target} where id = ${link.id} and ${sql.identifier(link.column)} is null`,
        );
      // An assignment's, URL's, note's or file's restore names what came back on its record's Verlauf.
      const changes = entry.parent_table && entry.rows[0] ? diffRows(null, entry.rows[0].row) : {};
      const grund = { ...actor, grund: papierkorbGrund };
      await writeAudit(tx, grund, entry.table_name, entry.record_id, 'create', changes);
      await tx.delete(papierkorb).where(eq(papierkorb.id, entry.id));
    });
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === '23505' && entry.parent_table) throw zuordnungBesteht();
    if (code === '23505')
      throw new HttpError(
        409,
        `„${entry.label}“ kann nicht wiederhergestellt werden: ein neuerer Datensatz hat inzwischen denselben eindeutigen Wert.`,
      );
    if (code === '23503') throw new HttpError(422, await fehlendesElternteil(db, error));
    throw error;
  }
  return entry.record_id;
}

/**
 * Removes bin entries older than `papierkorbTage` days for good, then the bytes of the files they kept
 * (unless a live file row names the same bytes); answers how many entries.
 */
export async function papierkorbLeeren(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - papierkorbTage * 86_400_000).toISOString();
  const gone = await db
    .delete(papierkorb)
    .where(lt(papierkorb.at, before))
    .returning({ id: papierkorb.id, rows: papierkorb.rows });
  const keys = gone.flatMap((entry) =>
    entry.rows.flatMap(({ table, row }) =>
      table === 'dateien' && typeof row.storage_key === 'string' ? [row.storage_key] : [],
    ),
  );
  if (keys.length) {
    const live = await db
      .select({ key: dateien.storage_key })
      .from(dateien)
      .where(inArray(dateien.storage_key, keys));
    const used = new Set(live.map((l) => l.key));
    for (const key of keys) if (!used.has(key)) await storage.remove(key).catch(() => undefined);
  }
  return gone.length;
}

/**
 * Assignment tables (platform/assignments.ts) and the columns that make two of their rows the same
 * assignment (the parent and what is assigned: a buyer's firm or person, a project firm's role).
 */
const zuordnungsSpalten = new Map<string, readonly string[]>();

/** Registers an assignment table: its removals go to the bin, a restore refuses the same one twice. */
export function zuordnungImPapierkorb(table: string, columns: readonly string[]): void {
  zuordnungsSpalten.set(table, columns);
}

async function gleicheZuordnungBesteht(tx: Tx, table: string, row: Record<string, unknown> | undefined) {
  const columns = zuordnungsSpalten.get(table);
  if (!columns || !row) return false;
  const same = columns.map(
    (c) => sql`${sql.identifier(c)} is not distinct from ${row[c] === undefined ? null : row[c]}`,
  );
  const found = await runNamed<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(table)} where ${sql.join(same, sql` and `)} limit 1`,
  );
  return found.length > 0;
}

/** `text` with every whole-word occurrence of `words` (any case) replaced by `by`. */
function ersetzt(text: string, words: readonly string[], by: string): string {
  let out = text;
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'), by);
  }
  return out;
}

function scrubValue(value: unknown, words: readonly string[], by: string): unknown {
  if (typeof value === 'string') return ersetzt(value, words, by);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, words, by));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubValue(v, words, by)]));
  return value;
}

/**
 * Anonymising user `id` (issue 10) also scrubs the bin, irreversibly and in the caller's transaction, as it
 * scrubs the audit trail: a kept row of the user themself gets the pseudonym as name and e-mail and no
 * secrets, the reasons of acting as them the neutral text, and their former name and e-mail in any kept
 * text or label (a note naming them) become the pseudonym. Who deleted an entry is named by id at display
 * time, so it shows the pseudonym already.
 */
export async function papierkorbAnonymisieren(
  tx: Tx,
  id: number,
  former: { name: string; email: string },
  anonym: { name: string; email: string },
  neutralerGrund: string,
): Promise<void> {
  const pseudonym = anonym.name;
  const words = [former.name, former.email].map((w) => w.trim()).filter((w) => w.length >= 3);
  const scrub = ({ table, row }: PapierkorbZeile): PapierkorbZeile => {
    const scrubbed = scrubValue(row, words, pseudonym) as Record<string, unknown>;
    if (table === 'users' && row.id === id)
      Object.assign(scrubbed, {
        name: anonym.name,
        email: anonym.email,
        password_hash: null,
        passwort_token: null,
        passwort_token_bis: null,
      });
    if (table === 'anmeldungen_als' && row.user_id === id) scrubbed.grund = neutralerGrund;
    return { table, row: scrubbed };
  };
  // Read in JavaScript, where case folding knows every letter (PostgreSQL's lower() may not, by locale);
  // the bin holds 30 days of deletions and anonymising is rare.
  for (let after = 0; ;) {
    const batch = await tx
      .select({ id: papierkorb.id, label: papierkorb.label, rows: papierkorb.rows })
      .from(papierkorb)
      .where(gt(papierkorb.id, after))
      .orderBy(papierkorb.id)
      .limit(500);
    if (!batch.length) return;
    after = batch[batch.length - 1]!.id;
    for (const entry of batch) {
      const rows = entry.rows.map(scrub);
      const label = ersetzt(entry.label, words, pseudonym);
      if (label !== entry.label || JSON.stringify(rows) !== JSON.stringify(entry.rows))
        await tx.update(papierkorb).set({ rows, label }).where(eq(papierkorb.id, entry.id));
    }
  }
}
