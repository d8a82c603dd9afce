import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './base';

/** Permission templates (berechtigungVorlagen, SPEC §6): shortcuts; a user stores its own set. */
export const berechtigungVorlagen = pgTable(
  'berechtigung_vorlagen',
  {
    ...baseColumns,
    name: text('name').notNull(),
    berechtigungen: text('berechtigungen').array().notNull().default([]),
  },
  (t) => [uniqueIndex('berechtigung_vorlagen_name_unique').on(t.name)],
);

/**
 * Permissions already handed to the standard templates (db/permission-templates.ts): a permission is
 * handed out once, so that what an administrator later takes out of a template stays out.
 */
export const verteilteBerechtigungen = pgTable('verteilte_berechtigungen', {
  berechtigung: text('berechtigung').primaryKey(),
  verteilt: timestamptz('verteilt')
    .notNull()
    .default(sql`now()`),
});

export const users = pgTable(
  'users',
  {
    ...baseColumns,
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** null: no password yet (set-password link) or anonymised. */
    password_hash: text('password_hash'),
    is_admin: boolean('is_admin').notNull().default(false),
    aktiv: boolean('aktiv').notNull().default(true),
    berechtigungen: text('berechtigungen').array().notNull().default([]),
    vorlage_id: integer('vorlage_id').references(() => berechtigungVorlagen.id, { onDelete: 'set null' }),
    letzter_login: timestamptz('letzter_login'),
    anonymisiert_am: timestamptz('anonymisiert_am'),
    /** One-time set-password link: sha256 of its token, and until when it works (null once used: the page says so). */
    passwort_token: text('passwort_token'),
    passwort_token_bis: timestamptz('passwort_token_bis'),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_vorlage_idx').on(t.vorlage_id)],
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
    /** Why an administrator acts as this user (impersonation sessions only). */
    grund: text('grund'),
    created: timestamptz('created')
      .notNull()
      .default(sql`now()`),
    expires: timestamptz('expires').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

/** Instance-wide settings shared by all instances (e.g. the socket token signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Every impersonation (DOMAIN): who acted as whom, why and how long; the user is told at the next login
 * (`gesehen` set once shown).
 */
export const anmeldungenAls = pgTable(
  'anmeldungen_als',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    original_user_id: integer('original_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grund: text('grund').notNull(),
    beginn: timestamptz('beginn')
      .notNull()
      .default(sql`now()`),
    bis: timestamptz('bis').notNull(),
    gesehen: boolean('gesehen').notNull().default(false),
  },
  (t) => [index('anmeldungen_als_user_idx').on(t.user_id)],
);
