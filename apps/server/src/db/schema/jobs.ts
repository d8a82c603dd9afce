import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamptz } from './base';

/**
 * One row per running job (platform/jobs.ts): the instance running it beats; a row whose beat is stale
 * belongs to a dead instance, and another instance takes the job over (pg-boss 10 has no heartbeat).
 */
export const jobHeartbeats = pgTable('job_heartbeats', {
  job_id: text('job_id').primaryKey(),
  queue: text('queue').notNull(),
  data: jsonb('data').notNull(),
  instance: text('instance').notNull(),
  beat: timestamptz('beat')
    .notNull()
    .default(sql`now()`),
});
