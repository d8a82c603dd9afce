import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './base';

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash').notNull(),
    is_admin: boolean('is_admin').notNull().default(false),
    aktiv: boolean('aktiv').notNull().default(true),
    berechtigungen: text('berechtigungen').array().notNull().default([]),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

/** Server-side sessions (DESIGN §4: several instances share them through the database). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // sha256 of the cookie value
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original_user_id: integer('original_user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrf_token: text('csrf_token').notNull(),
    created: timestamptz('created').notNull().default(sql`now()`),
    expires: timestamptz('expires').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Instance-wide settings shared by all instances (e.g. the socket token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
