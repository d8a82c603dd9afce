import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';
import { projekte } from './projekte';

/** __label__ of a project (packages/domain/src/__key__.ts). */
export const __key__ = pgTable(
  '__key__',
  {
    ...baseColumns,
    projekt_id: integer('projekt_id')
      .notNull()
      .references(() => projekte.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }),
    bezeichnung: text('bezeichnung').notNull(),
    status: integer('status').notNull().default(0),
    bemerkung: text('bemerkung'),
  },
  (t) => [index('__key___projekt_idx').on(t.projekt_id, t.id)],
);
