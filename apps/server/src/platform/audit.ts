import { getTableColumns } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';
import { schemaTables } from '../db/tables';
import type { Actor } from './auth';

export type AuditAction = 'create' | 'update' | 'delete';
export type Changes = Record<string, { old: unknown; new: unknown }>;

/** Base columns every write changes: never in an audit row's changes. */
export const bookkeeping = new Set(['id', 'created', 'updated', 'creator_id', 'editor_id', 'version']);

/**
 * The generated columns of every table (search texts, stored keys): they follow their sources, which are
 * audited, so no diff shows them, whichever path wrote the row (a firm created from a register extract
 * listed its `name_key` as a changed field). No table has a plain column of such a name (audit.test.ts).
 */
export const generatedColumns: ReadonlySet<string> = new Set(
  schemaTables
    .flatMap((table) => Object.entries(getTableColumns(table)))
    .filter(([, column]) => column.generated !== undefined)
    .map(([key]) => key),
);

/**
 * Field-by-field difference, ignoring the base columns that change on every write, generated columns
 * and `derived` ones (what a caller keeps out besides, e.g. a password hash).
 */
export function diffRows(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  derived: ReadonlySet<string> = new Set(),
): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (bookkeeping.has(key) || generatedColumns.has(key) || derived.has(key)) continue;
    const old = before?.[key] ?? null;
    const next = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[key] = { old, new: next };
  }
  return changes;
}

export async function writeAudit(
  tx: Tx,
  actor: Actor | null,
  table: string,
  recordId: number,
  action: AuditAction,
  changes: Changes,
): Promise<void> {
  await tx.insert(auditLog).values({
    user_id: actor?.userId ?? null,
    original_user_id: actor?.originalUserId ?? null,
    table_name: table,
    record_id: recordId,
    action,
    changes,
    grund: actor?.grund ?? null,
  });
}
