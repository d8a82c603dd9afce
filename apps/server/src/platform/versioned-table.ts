import { eq, getTableColumns, getTableName, inArray, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from './auth';
import { bookkeeping, diffRows, writeAudit } from './audit';
import { runNamed } from './prepared';
import { ConflictError, NotFoundError } from './errors';

/** The JSON form of `column` of the row `alias` in SQL, as JSON.stringify writes its JS value. */
function asJson(alias: SQL, column: PgColumn): SQL {
  const ref = sql`${alias}.${sql.identifier(column.name)}`;
  const type = column.getSQLType();
  if (type === 'timestamp with time zone') return sql`to_jsonb(to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  if (type.startsWith('numeric') && column.columnType !== 'PgNumericNumber') return sql`to_jsonb(${ref}::text)`;
  if (type === 'date') return sql`to_jsonb(${ref}::text)`;
  return sql`to_jsonb(${ref})`;
}

/** A table with the base columns of DESIGN §5. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  updated: PgColumn;
  creator_id: PgColumn;
  editor_id: PgColumn;
};

type Row = Record<string, unknown> & { id: number; version: number; editor_id: number | null };

/**
 * The one implementation of create / versioned update / delete with audit that every area uses.
 * Each write runs in the caller's transaction (or its own) together with its audit row.
 */
export function versionedTable<T extends VersionedTable>(table: T) {
  type Select = InferSelectModel<T> & Row;
  type Values = Partial<Omit<T['$inferInsert'], 'id' | 'created' | 'updated' | 'creator_id' | 'editor_id' | 'version'>>;
  const name = getTableName(table);
  const derived = new Set(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => column.generated !== undefined)
      .map(([key]) => key),
  );
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  // The audited columns as (name, old, new) JSON pairs of the update statement: each value in the form
  // diffRows sees in JS (numbers as numbers, numeric strings, dates, ISO timestamps), so audit rows of
  // both paths read alike.
  const auditedPairs = sql.join(
    Object.entries(columns)
      .filter(([key]) => !bookkeeping.has(key) && !derived.has(key))
      .map(([key, column]) => sql`(${sql.raw(`'${key}'`)}, ${asJson(sql`old`, column)}, ${asJson(sql`upd`, column)})`),
    sql`, `,
  );
  /** A raw row of the update statement (SQL column names, driver values) as Drizzle reads it. */
  const fromDriver = (raw: Record<string, unknown>): Select => {
    const row: Record<string, unknown> = {};
    for (const [key, column] of Object.entries(columns)) {
      const value = raw[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as Select;
  };
  // Drizzle's generic insert/update signatures do not follow through a type parameter; the casts stay here.
  const t = table as unknown as PgTable & Record<string, PgColumn>;

  async function lock(tx: Tx, id: number): Promise<Select | undefined> {
    const rows = await tx.select().from(t).where(eq(table.id, id)).for('update');
    return rows[0] as Select | undefined;
  }

  async function editorName(tx: Tx, editorId: number | null): Promise<string | null> {
    if (!editorId) return null;
    const [u] = await tx.select({ name: users.name }).from(users).where(eq(users.id, editorId));
    return u?.name ?? null;
  }

  return {
    table,
    name,

    async find(tx: Tx, id: number): Promise<Select> {
      const [row] = await tx.select().from(t).where(eq(table.id, id));
      if (!row) throw new NotFoundError();
      return row as Select;
    },

    async insert(db: Db, actor: Actor, values: Values): Promise<Select> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .insert(t)
          .values({ ...values, creator_id: actor.userId, editor_id: actor.userId } as never)
          .returning()) as Select[];
        await writeAudit(tx, actor, name, row!.id, 'create', diffRows(null, row!, derived));
        return row!;
      });
    },

    /**
     * Writes only when `version` is the stored one; otherwise 409 with the current record and its editor.
     * One statement (issue 11): lock the row, update it if the version matches, and insert the audit row
     * with the changed fields (compared in SQL, in the values' JSON form) — no separate SELECT … FOR
     * UPDATE, transaction round trips or re-read; the audit insert still fires the live notification.
     */
    async update(db: Db, actor: Actor, id: number, version: number, values: Values): Promise<Select> {
      const assignments = Object.entries(values as Record<string, unknown>)
        .filter(([key, value]) => value !== undefined && Object.hasOwn(columns, key) && !derived.has(key))
        .map(([key, value]) => sql`${sql.identifier(columns[key]!.name)} = ${sql.param(value, columns[key])}`);
      const statement = sql`with old as (select * from ${table} where id = ${id} for update),
        upd as (
          update ${table} t set ${sql.join(
            [...assignments, sql`version = t.version + 1, updated = now(), editor_id = ${actor.userId}::int`],
            sql`, `,
          )}
          from old where t.id = old.id and old.version = ${version}::int
          returning t.*
        ),
        changed as (
          select jsonb_object_agg(v.k, jsonb_build_object('old', v.o, 'new', v.n)) as c
          from old, upd, lateral (values ${auditedPairs}) v(k, o, n)
          where v.o is distinct from v.n
        ),
        audit as (
          insert into audit_log (user_id, original_user_id, table_name, record_id, action, changes)
          select ${actor.userId}::int, ${actor.originalUserId}::int, ${name}::text, upd.id, 'update', changed.c
          from upd, changed where changed.c is not null
        )
        select * from upd`;
      const [raw] = await runNamed<Record<string, unknown>>(db, statement);
      if (raw) return fromDriver(raw);
      const before = await lock(db, id);
      if (!before) throw new NotFoundError();
      throw new ConflictError(before, await editorName(db, before.editor_id));
    },

    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = (await tx.delete(t).where(eq(table.id, id)).returning()) as Select[];
        if (!row) throw new NotFoundError();
        await writeAudit(tx, actor, name, id, 'delete', diffRows(row, null, derived));
      });
    },

    /** Deletes the existing ones of `ids`; answers how many were deleted. */
    async removeMany(db: Db, actor: Actor, ids: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const rows = (await tx.delete(t).where(inArray(table.id, ids)).returning()) as Select[];
        for (const row of rows) await writeAudit(tx, actor, name, row.id, 'delete', diffRows(row, null, derived));
        return rows.length;
      });
    },
  };
}
