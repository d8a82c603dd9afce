import {
  eq,
  getTableColumns,
  getTableName,
  inArray,
  sql,
  type InferSelectModel,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from './auth';
import { bookkeeping, diffRows, writeAudit } from './audit';
import { preparedStatement } from './prepared';
import { ConflictError, NotFoundError } from './errors';
import { inDenPapierkorb } from './papierkorb';

/** The JSON form of `column` of the row `alias` in SQL, as JSON.stringify writes its JS value. */
function asJson(alias: SQL, column: PgColumn): SQL {
  const ref = sql`${alias}.${sql.identifier(column.name)}`;
  const type = column.getSQLType();
  if (type === 'timestamp with time zone')
    return sql`to_jsonb(to_char(${ref} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;
  if (type.startsWith('numeric') && column.columnType !== 'PgNumericNumber')
    return sql`to_jsonb(${ref}::text)`;
  if (type === 'date') return sql`to_jsonb(${ref}::text)`;
  return sql`to_jsonb(${ref})`;
}

/**
 * The record of a saved row, for areas whose record is its row with the creator's and editor's names:
 * update answers those (issue 11), so the save needs no re-read. Only the `selection`'s fields, as the
 * area's GET answers them (a search column of the row stays out).
 */
export function savedRecord<R>(selection: Record<string, unknown>): (saved: Record<string, unknown>) => R {
  const keys = Object.keys(selection);
  return (saved) => Object.fromEntries(keys.map((key) => [key, saved[key]])) as R;
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
/** A saved row with the names of its creator and last editor, as records show them. */
type Names = { creator_name: string | null; editor_name: string | null };
type UpdateStatement = (values: Record<string, unknown>) => Promise<Record<string, unknown>[]>;

/**
 * The one implementation of create / versioned update / delete with audit that every area uses.
 * Each write runs in the caller's transaction (or its own) together with its audit row.
 */
export function versionedTable<T extends VersionedTable>(table: T) {
  type Select = InferSelectModel<T> & Row;
  type Saved = Select & Names;
  type Values = Partial<
    Omit<T['$inferInsert'], 'id' | 'created' | 'updated' | 'creator_id' | 'editor_id' | 'version'>
  >;
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
      .map(
        ([key, column]) =>
          sql`(${sql.raw(`'${key}'`)}, ${asJson(sql`old`, column)}, ${asJson(sql`upd`, column)})`,
      ),
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

  // Placeholders of the update statement besides the written columns' keys (no column is named so).
  const idKey = ' id';
  const versionKey = ' version';
  const userKey = ' user';
  const originalUserKey = ' original_user';
  const grundKey = ' grund';
  const updateStatements = new WeakMap<object, Map<string, UpdateStatement>>();
  /** The update statement writing `keys`, prepared once per database and set of keys (see update). */
  function updateStatement(db: Db, keys: string[]): UpdateStatement {
    const cacheKey = keys.join(',');
    let byKeys = updateStatements.get(db);
    if (!byKeys) updateStatements.set(db, (byKeys = new Map()));
    const cached = byKeys.get(cacheKey);
    if (cached) return cached;
    const assignments = keys.map(
      (key) => sql`${sql.identifier(columns[key]!.name)} = ${sql.placeholder(key)}`,
    );
    const userId = sql`${sql.placeholder(userKey)}::int`;
    const statement = sql`with old as (select * from ${table} where id = ${sql.placeholder(idKey)}::int for update),
        upd as (
          update ${table} t set ${sql.join([...assignments, sql`version = t.version + 1, updated = now(), editor_id = ${userId}`], sql`, `)}
          from old where t.id = old.id and old.version = ${sql.placeholder(versionKey)}::int
          returning t.*
        ),
        changed as (
          select jsonb_object_agg(v.k, jsonb_build_object('old', v.o, 'new', v.n)) as c
          from old, upd, lateral (values ${auditedPairs}) v(k, o, n)
          where v.o is distinct from v.n
        ),
        audit as (
          insert into audit_log (user_id, original_user_id, table_name, record_id, action, changes, grund)
          select ${userId}, ${sql.placeholder(originalUserKey)}::int, ${name}::text, upd.id, 'update', changed.c,
            ${sql.placeholder(grundKey)}::text
          from upd, changed where changed.c is not null
        )
        select upd.*, c.name as creator_name, e.name as editor_name
        from upd left join users c on c.id = upd.creator_id left join users e on e.id = upd.editor_id`;
    const prepared = preparedStatement<Record<string, unknown>, Record<string, unknown>>(db, statement);
    // A form sends the same fields each time; odd subsets beyond a few dozen are not kept.
    if (byKeys.size < 64) byKeys.set(cacheKey, prepared);
    return prepared;
  }

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
     * One statement (issue 11): lock the row, update it if the version matches, insert the audit row
     * with the changed fields (compared in SQL, in the values' JSON form) and answer the saved row with
     * its creator's and editor's names — no separate SELECT … FOR UPDATE, transaction round trips or
     * re-read; the audit insert still fires the live notification. The statement is built once per set of
     * written fields (a form sends the same set each time) and prepared.
     */
    async update(db: Db, actor: Actor, id: number, version: number, values: Values): Promise<Saved> {
      const written = Object.entries(values as Record<string, unknown>).filter(
        ([key, value]) => value !== undefined && Object.hasOwn(columns, key) && !derived.has(key),
      );
      const [raw] = await updateStatement(
        db,
        written.map(([key]) => key),
      )({
        // In the driver's form, as sql.param(value, column) would send it (null stays null).
        ...Object.fromEntries(
          written.map(([key, value]) => [key, value === null ? null : columns[key]!.mapToDriverValue(value)]),
        ),
        [idKey]: id,
        [versionKey]: version,
        [userKey]: actor.userId,
        [originalUserKey]: actor.originalUserId,
        [grundKey]: actor.grund ?? null,
      });
      if (raw)
        return { ...fromDriver(raw), creator_name: raw.creator_name, editor_name: raw.editor_name } as Saved;
      const before = await lock(db, id);
      if (!before) throw new NotFoundError();
      throw new ConflictError(before, await editorName(db, before.editor_id));
    },

    /** Deletes the row; it and what its delete cascades go to the Papierkorb (issue 28). */
    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await inDenPapierkorb(tx, actor, name, [id]);
        const [row] = (await tx.delete(t).where(eq(table.id, id)).returning()) as Select[];
        if (!row) throw new NotFoundError();
        await writeAudit(tx, actor, name, id, 'delete', diffRows(row, null, derived));
      });
    },

    /** Deletes the existing ones of `ids`; answers how many were deleted. */
    async removeMany(db: Db, actor: Actor, ids: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        await inDenPapierkorb(tx, actor, name, ids);
        const rows = (await tx.delete(t).where(inArray(table.id, ids)).returning()) as Select[];
        for (const row of rows)
          await writeAudit(tx, actor, name, row.id, 'delete', diffRows(row, null, derived));
        return rows.length;
      });
    },
  };
}
