import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from './base';

/**
 * Files attached to any record (DOMAIN: `resource` = table name, `resource_id`, `projekt_id`); the bytes
 * live in the storage (DATA_DIR/files by default) under `storage_key`.
 */
export const dateien = pgTable(
  'dateien',
  {
    ...baseColumns,
    resource: text('resource').notNull(),
    resource_id: integer('resource_id').notNull(),
    projekt_id: integer('projekt_id'),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storage_key: text('storage_key').notNull(),
    /** Where a file downloaded by URL came from. */
    source_url: text('source_url'),
  },
  (t) => [index('dateien_resource_idx').on(t.resource, t.resource_id, t.id)],
);
