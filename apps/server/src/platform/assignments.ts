import { and, eq, getTableColumns, getTableName, isNull, lt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, messages, type Permission } from '@app/domain';
import type { Db, Tx } from '../db/client';
import { firmen } from '../db/schema';
import { requireAuth } from './access';
import { idAnswer, okAnswer, statusOk } from './answers';
import { diffRows, writeAudit } from './audit';
import type { Actor } from './auth';
import { isUniqueViolation, NotFoundError, ValidationError } from './errors';
import type { ModuleContext } from './module';
import { inDenPapierkorb, zuordnungImPapierkorb } from './papierkorb';
import { claimPendingRows } from './pending-rows';

type LinkTable = PgTable & { id: PgColumn; creator_id: PgColumn; created: PgColumn };

/**
 * One record-to-record assignment (buyers, sellers, brokers, special equipment, project firms): a link
 * table whose rows point to the record (`parent`) and to what is assigned.
 */
export interface AssignmentSpec<Input, Answer> {
  table: LinkTable;
  parent: PgColumn;
  /** Whether the record exists (else 404). */
  parentExists(tx: Tx, parentId: number): Promise<boolean>;
  /** Refuses input that names nothing (422 on its field), in the add call's transaction. */
  check(tx: Tx, input: Input, parentId: number | null): Promise<void>;
  /** The link row's columns from the input (the record's column and the creator are added). */
  values(input: Input): Record<string, unknown>;
  /** The row as the add call answers it. */
  find(tx: Tx, id: number): Promise<Answer | undefined>;
  /** A unique index that refuses the same assignment twice: its 422. */
  duplicate?: { field: string; message: string };
  /** A rule a removal must pass (e.g. the BAB's rating still backed), with the row locked. */
  beforeRemove?(tx: Tx, row: Record<string, unknown>): Promise<void>;
}

/** Collected rows never claimed (the form was left unsaved) are removed after this. */
const abandonedAfterHours = 24;

/**
 * The one assignment mechanism: add (to a record, or before its first save with no record, claimed by
 * the create call), remove and claim, each in a transaction with its audit row.
 */
export function assignment<Input, Answer>(spec: AssignmentSpec<Input, Answer>) {
  const { table, parent } = spec;
  const name = getTableName(table);
  const columns = getTableColumns(table);
  const parentKey = Object.entries(columns).find(([, column]) => column === parent)?.[0];
  if (!parentKey) throw new Error(`${parent.name} is not a column of ${name}`);
  // Versioned link tables (projekt_firmen) also name their editor.
  const editor = 'editor_id' in columns;
  // Drizzle's generic insert/delete do not follow a table parameter; the casts stay here.
  const t = table as unknown as PgTable & Record<string, PgColumn>;
  // The same assignment: the same parent and the same referenced rows (a buyer's firm or person, a project
  // firm's firm and role); a restore from the bin refuses a second one.
  zuordnungImPapierkorb(
    name,
    Object.values(columns)
      .map((column) => column.name)
      .filter((column) => column.endsWith('_id') && column !== 'creator_id' && column !== 'editor_id'),
  );

  return {
    async add(db: Db, actor: Actor, parentId: number | null, input: Input): Promise<Answer> {
      const id = await db.transaction(async (tx) => {
        if (parentId !== null && !(await spec.parentExists(tx, parentId))) throw new NotFoundError();
        await spec.check(tx, input, parentId);
        try {
          const [row] = (await tx
            .insert(t)
            .values({
              ...spec.values(input),
              [parentKey]: parentId,
              creator_id: actor.userId,
              ...(editor ? { editor_id: actor.userId } : {}),
            } as never)
            .returning()) as { id: number }[];
          await writeAudit(tx, actor, name, row!.id, 'create', diffRows(null, row!));
          return row!.id;
        } catch (error) {
          if (spec.duplicate && isUniqueViolation(error)) {
            throw ValidationError.field(spec.duplicate.field, spec.duplicate.message);
          }
          throw error;
        }
      });
      return (await spec.find(db, id))!;
    },

    /**
     * Removes the row; one of a record goes to the Papierkorb (listed in the record's area, restorable),
     * one collected before the record's first save is gone for good.
     */
    async remove(db: Db, actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [locked] = (await tx.select().from(t).where(eq(table.id, id)).for('update')) as Record<
          string,
          unknown
        >[];
        if (!locked) throw new NotFoundError();
        if (spec.beforeRemove) await spec.beforeRemove(tx, locked);
        if (locked[parentKey] !== null) await inDenPapierkorb(tx, actor, name, [id]);
        const [row] = (await tx.delete(t).where(eq(table.id, id)).returning()) as Record<string, unknown>[];
        if (!row) throw new NotFoundError();
        await writeAudit(tx, actor, name, id, 'delete', diffRows(row, null));
      });
    },

    /** In the create call's transaction: the rows this user collected before the first save. */
    async claim(tx: Tx, actor: Actor, ids: readonly number[], parentId: number): Promise<number[]> {
      const claimed = await claimPendingRows(tx, actor, table, parent, ids, parentId);
      await tx
        .delete(t)
        .where(
          and(isNull(parent), lt(table.created, sql`now() - make_interval(hours => ${abandonedAfterHours})`)),
        );
      return claimed;
    },
  };
}
export type Assignment<Input, Answer> = ReturnType<typeof assignment<Input, Answer>>;

/** A 422 on `field` when `id` is not a row of `table` (the firm, person … to assign). */
export async function requireRow(
  tx: Tx,
  table: PgTable & { id: PgColumn },
  id: number,
  field: string,
  message: string,
): Promise<void> {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!rows.length) throw ValidationError.field(field, message);
}

/** An assignment of a firm alone (sellers, brokers): the firm must exist. */
export function firmaAssignment<Answer>(
  spec: Pick<AssignmentSpec<{ firma_id: number }, Answer>, 'table' | 'parent' | 'parentExists' | 'find'>,
) {
  return assignment<{ firma_id: number }, Answer>({
    ...spec,
    check: (tx, input) => requireRow(tx, firmen, input.firma_id, 'firma_id', messages.firmaNichtGefunden),
    values: (input) => ({ firma_id: input.firma_id }),
  });
}

/**
 * The SPEC §7 routes of an assignment: `add` with the record's id in its path (`:id` or `:projekt_id`),
 * `addPending` without (before the first save), `remove` with the link row's id.
 */
export function assignmentRoutes<Input, Answer>(
  a: Assignment<Input, Answer>,
  options: {
    tags: string[];
    access: Permission;
    add: string;
    addPending?: string;
    remove: string;
    body: z.ZodType<Input>;
    answer: z.ZodType;
    /** What removing answers: the removed id (default) or only the status (buyers, SPEC §7). */
    removeAnswer?: 'id' | 'status';
  },
): FastifyPluginAsyncZod<ModuleContext> {
  const config = { access: options.access };
  const { tags, body } = options;
  const addAnswer = okAnswer(options.answer);
  const parentParam = /:(\w+)/.exec(options.add)?.[1] ?? 'id';
  const params = z.object({ [parentParam]: idParam.shape.id });
  return async (app, { db }) => {
    app.post(
      options.add,
      { config, schema: { tags, params, body, response: { 200: addAnswer } } },
      async (req) => ({
        status: 'ok' as const,
        data: await a.add(
          db,
          requireAuth(req).actor,
          (req.params as Record<string, number>)[parentParam]!,
          req.body as Input,
        ),
      }),
    );

    if (options.addPending) {
      app.post(
        options.addPending,
        { config, schema: { tags, body, response: { 200: addAnswer } } },
        async (req) => ({
          status: 'ok' as const,
          data: await a.add(db, requireAuth(req).actor, null, req.body as Input),
        }),
      );
    }

    const status = options.removeAnswer === 'status';
    app.delete(
      options.remove,
      { config, schema: { tags, params: idParam, response: { 200: status ? statusOk : idAnswer } } },
      async (req) => {
        await a.remove(db, requireAuth(req).actor, req.params.id);
        return status ? { status: 'ok' as const } : { status: 'ok' as const, data: { id: req.params.id } };
      },
    );
  };
}
