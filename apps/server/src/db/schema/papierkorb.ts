import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { actedOnColumns } from './base';

/** One row of a table as it was deleted, by its SQL table name. */
export interface PapierkorbZeile {
  table: string;
  row: Record<string, unknown>;
}
/** A row that pointed at a deleted row through a SET NULL foreign key: restore links it again. */
export interface PapierkorbLink {
  table: string;
  column: string;
  id: number;
  target: number;
}

/**
 * Papierkorb (issue 28): a deleted record with every row its deletion cascaded, kept for
 * `papierkorbTage` days so it can be restored as the same ids; then the purge job removes it.
 */
export const papierkorb = pgTable(
  'papierkorb',
  {
    id: serial('id').primaryKey(),
    ...actedOnColumns(),
    label: text('label').notNull(),
    /**
     * The area record an assignment, URL, note or file belonged to (its table and id): the entry is listed
     * and restored in that area's bin. Null for an area's own record.
     */
    parent_table: text('parent_table'),
    parent_id: integer('parent_id'),
    /** The record's row first, then the cascaded rows parents before children (the order to insert). */
    rows: jsonb('rows').$type<PapierkorbZeile[]>().notNull(),
    links: jsonb('links').$type<PapierkorbLink[]>().notNull(),
  },
  (t) => [
    index('papierkorb_table_idx').on(t.table_name, t.id.desc()),
    index('papierkorb_parent_idx').on(t.parent_table, t.id.desc()),
    index('papierkorb_at_idx').on(t.at),
  ],
);
