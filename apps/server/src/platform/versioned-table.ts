import { eq, getTableColumns, getTableName, inArray, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import type { Actor } from './auth';
import { diffRows, writeAudit } from './audit';
import { ConflictError, NotFoundError } from './errors';

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

    /** Writes only when `version` is the stored one; otherwise 409 with the current record and its editor. */
    async update(db: Db, actor: Actor, id: number, version: number, values: Values): Promise<Select> {
      return db.transaction(async (tx) => {
        const before = await lock(tx, id);
        if (!before) throw new NotFoundError();
        if (before.version !== version) throw new ConflictError(before, await editorName(tx, before.editor_id));
        const [after] = (await tx
          .update(t)
          .set({ ...values, version: sql`${table.version} + 1`, updated: sql`now()`, editor_id: actor.userId } as never)
          .where(eq(table.id, id))
          .returning()) as Select[];
        const changes = diffRows(before, after!, derived);
        if (Object.keys(changes).length) await writeAudit(tx, actor, name, id, 'update', changes);
        return after!;
      });
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
