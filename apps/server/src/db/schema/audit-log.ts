import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { actedOnColumns } from './base';

/** One row per create, update and delete, written in the same transaction (DESIGN §5). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...actedOnColumns(),
    action: text('action', { enum: ['create', 'update', 'delete'] }).notNull(),
    changes: jsonb('changes').$type<Record<string, { old: unknown; new: unknown }>>().notNull(),
    /** Why the save was made when not typed by hand: 'wiederherstellung' (a restore from the Verlauf). */
    grund: text('grund'),
  },
  (t) => [
    // A record's Verlauf, newest first, page by page (issue 28): keyset on id within the record.
    index('audit_log_record_idx').on(t.table_name, t.record_id, t.id.desc()),
    // 'Protokoll' of a user (issue 10): what they did, and what was done as them.
    index('audit_log_user_idx').on(t.user_id, t.id),
    index('audit_log_original_user_idx').on(t.original_user_id, t.id),
    // A record's removed assignments (a buyer removed from its Kaufobjekt): the removal's old values by
    // containment, `changes @> {"kaufobjekt_id": {"old": 7}}`. Only removals, and any parent column (an
    // assignment may have two parents), with no column to write or backfill (issue 28). Without GIN's
    // pending list (fastupdate): PGlite has no autovacuum to flush it, and every lookup would scan it.
    index('audit_log_entfernt_idx')
      .using('gin', sql`${t.changes} jsonb_path_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.action} = 'delete'`),
  ],
);
