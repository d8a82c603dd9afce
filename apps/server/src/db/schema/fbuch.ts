import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { FbuchAenderung } from '@app/domain';
import { baseColumns, timestamptz } from './base';
import { firmen } from './firmen';

/** A commercial-register query (DOMAIN `fbuch_auszug`) for one or many FNs, with its stats. */
export const fbuchAuszuege = pgTable('fbuch_auszuege', {
  ...baseColumns,
  /** waiting | running | done */
  status: text('status').notNull().default('waiting'),
  stat_all: integer('stat_all').notNull().default(0),
  stat_done: integer('stat_done').notNull().default(0),
  stat_success: integer('stat_success').notNull().default(0),
  stat_failed: integer('stat_failed').notNull().default(0),
});

/** One FN of a query: waiting → success | failed. */
export const fbuchAuszugRows = pgTable(
  'fbuch_auszug_rows',
  {
    id: serial('id').primaryKey(),
    auszug_id: integer('auszug_id')
      .notNull()
      .references(() => fbuchAuszuege.id, { onDelete: 'cascade' }),
    fbnr: text('fbnr').notNull(),
    firma_id: integer('firma_id').references(() => firmen.id, { onDelete: 'set null' }),
    /** waiting | success | failed */
    status: text('status').notNull().default('waiting'),
    message: text('message'),
    /** What the extract changed on the firm, old → new per field (shown for review; also in the audit log). */
    changes: jsonb('changes').$type<FbuchAenderung[]>(),
    updated: timestamptz('updated'),
  },
  (t) => [index('fbuch_auszug_rows_auszug_idx').on(t.auszug_id, t.id)],
);
