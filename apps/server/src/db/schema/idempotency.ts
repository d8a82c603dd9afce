import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './base';
import { users } from './users';

/**
 * Idempotency keys (platform/idempotency.ts): a write with an `Idempotency-Key` header reserves (user, key)
 * here before it runs; its answer is stored when it succeeded, so a repeat of the same key answers it again
 * instead of writing twice. `status` null: the first request is still running. Kept 24 h, purged on insert.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    status: smallint('status'),
    content_type: text('content_type'),
    body: text('body'),
    created: timestamptz('created')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.key] }), index('idempotency_keys_created_idx').on(t.created)],
);
