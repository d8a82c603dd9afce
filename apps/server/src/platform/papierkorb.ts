import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AuditGrund } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { papierkorb, users, type PapierkorbLink, type PapierkorbZeile } from '../db/schema';
import type { Actor } from './auth';
import { writeAudit } from './audit';
import { databaseErrorCode, HttpError, NotFoundError } from './errors';
import { runNamed } from './prepared';

/** How long a deleted record stays restorable; the purge job removes older bin entries for good. */
export const papierkorbTage = 30;

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
    await tx.insert(papierkorb).values({
      user_id: actor.userId,
      original_user_id: actor.originalUserId,
      table_name: table,
      record_id: Number(root.id),
      label: labelOf(root),
      rows,
      links,
    });
  }
}

/** The bin entries of `table`, newest first, with who deleted them. */
export async function papierkorbListe(db: Db, table: string) {
  const deleter = sql`(select name from ${users} where id = ${papierkorb.user_id})`;
  const original = sql`(select name from ${users} where id = ${papierkorb.original_user_id})`;
  return db
    .select({
      id: papierkorb.id,
      at: papierkorb.at,
      record_id: papierkorb.record_id,
      label: papierkorb.label,
      user_name: sql<string | null>`${deleter}`,
      original_user_name: sql<string | null>`${original}`,
      zeilen: sql<number>`jsonb_array_length(${papierkorb.rows})::int`,
    })
    .from(papierkorb)
    .where(eq(papierkorb.table_name, table))
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
    .where(and(eq(papierkorb.id, id), eq(papierkorb.table_name, table)));
  if (!entry) throw new NotFoundError();
  try {
    await db.transaction(async (tx) => {
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
      await writeAudit(tx, { ...actor, grund: papierkorbGrund }, table, entry.record_id, 'create', {});
      await tx.delete(papierkorb).where(eq(papierkorb.id, entry.id));
    });
  } catch (error) {
    const code = databaseErrorCode(error);
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

/** Removes bin entries older than `papierkorbTage` days for good; answers how many. */
export async function papierkorbLeeren(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - papierkorbTage * 86_400_000).toISOString();
  const gone = await db.delete(papierkorb).where(lt(papierkorb.at, before)).returning({ id: papierkorb.id });
  return gone.length;
}
