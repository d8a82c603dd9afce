import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './base';
import { dateien } from './dateien';
import { users } from './users';

/** A customer of the company (DOMAIN 'Monitor') with its monitoring: art 0 Sidefile, 1 Schnittstelle. */
export const kunden = pgTable(
  'kunden',
  {
    ...baseColumns,
    name: text('name').notNull(),
    kundennr: text('kundennr'),
    aktiv: boolean('aktiv').notNull().default(true),
    monitoring_art: integer('monitoring_art').$type<0 | 1>(),
    intervall_tage: integer('intervall_tage').notNull().default(7),
    monitoring_url: text('monitoring_url'),
    bemerkung: text('bemerkung'),
    /** When the scheduler starts the next run (null: no monitoring). */
    naechster_lauf: timestamptz('naechster_lauf'),
  },
  (t) => [
    index('kunden_name_sort_idx').on(sql`(f_unaccent(lower(${t.name})) collate "C")`, t.id),
    index('kunden_naechster_lauf_idx').on(t.naechster_lauf),
  ],
);

/** A user of the customer frontend; `admin`: the customer's own administrator. */
export const frontendBenutzer = pgTable(
  'frontend_benutzer',
  {
    ...baseColumns,
    kunde_id: integer('kunde_id')
      .notNull()
      .references(() => kunden.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    admin: boolean('admin').notNull().default(false),
    aktiv: boolean('aktiv').notNull().default(true),
  },
  (t) => [
    uniqueIndex('frontend_benutzer_email_unique').on(sql`lower(${t.email})`),
    index('frontend_benutzer_kunde_idx').on(t.kunde_id, t.id),
  ],
);

/** API keys of customer-frontend installations; only the SHA-256 of a key is stored. */
export const frontendApiSchluessel = pgTable('frontend_api_schluessel', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  praefix: text('praefix').notNull(),
  hash: text('hash').notNull().unique(),
  created: timestamptz('created')
    .notNull()
    .default(sql`now()`),
  creator_id: integer('creator_id').references(() => users.id),
  zuletzt_benutzt: timestamptz('zuletzt_benutzt'),
  widerrufen: timestamptz('widerrufen'),
});

/**
 * Usage events, designed for tens of millions of rows: append-only, no foreign keys (ingest speed; the
 * ids were checked at ingest), the figures come from the daily rollup below, never from a scan of this.
 */
export const frontendEvents = pgTable(
  'frontend_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event_id: uuid('event_id').notNull(),
    kunde_id: integer('kunde_id').notNull(),
    frontend_user_id: integer('frontend_user_id').notNull(),
    admin: boolean('admin').notNull(),
    projekt_id: integer('projekt_id'),
    pfad: text('pfad').notNull(),
    zeit: timestamptz('zeit').notNull(),
    /** aufruf (a page view) | abmeldung (ends the presence) */
    art: text('art').notNull().default('aufruf'),
    api_schluessel_id: integer('api_schluessel_id'),
    empfangen: timestamptz('empfangen')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('frontend_events_event_id_unique').on(t.event_id),
    // Time-ordered inserts: a BRIN index is tiny and enough for range deletes and audits by time.
    index('frontend_events_zeit_brin').using('brin', t.zeit),
    index('frontend_events_user_zeit_idx').on(t.frontend_user_id, t.zeit),
  ],
);

/**
 * Daily rollup per user and project (Vienna days), kept at ingest in the same transaction as the events:
 * views = sum(aufrufe), active users = count(distinct frontend_user_id). projekt_id 0: no project.
 */
export const frontendNutzungTage = pgTable(
  'frontend_nutzung_tage',
  {
    tag: date('tag', { mode: 'string' }).notNull(),
    frontend_user_id: integer('frontend_user_id').notNull(),
    projekt_id: integer('projekt_id').notNull(),
    kunde_id: integer('kunde_id').notNull(),
    admin: boolean('admin').notNull(),
    aufrufe: bigint('aufrufe', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tag, t.frontend_user_id, t.projekt_id] }),
    index('frontend_nutzung_tage_kunde_idx').on(t.kunde_id, t.tag),
    index('frontend_nutzung_tage_projekt_idx').on(t.projekt_id, t.tag),
  ],
);

/**
 * Daily rollup per user (all projects together): the figures without a project filter read this one, a
 * few rows per user and day instead of one per project viewed.
 */
export const frontendNutzerTage = pgTable(
  'frontend_nutzer_tage',
  {
    tag: date('tag', { mode: 'string' }).notNull(),
    frontend_user_id: integer('frontend_user_id').notNull(),
    kunde_id: integer('kunde_id').notNull(),
    admin: boolean('admin').notNull(),
    aufrufe: bigint('aufrufe', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tag, t.frontend_user_id] }),
    index('frontend_nutzer_tage_kunde_idx').on(t.kunde_id, t.tag),
  ],
);

/**
 * Daily views per project over all Kunden and users: the unfiltered Übersicht's top projects read a few
 * rows per day here instead of summing every user's rows of the per-project rollup.
 */
export const frontendProjektTage = pgTable(
  'frontend_projekt_tage',
  {
    tag: date('tag', { mode: 'string' }).notNull(),
    projekt_id: integer('projekt_id').notNull(),
    aufrufe: bigint('aufrufe', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.projekt_id] })],
);

/** Last event per user: presence = zuletzt within the last 2 minutes. */
export const frontendPraesenz = pgTable(
  'frontend_praesenz',
  {
    frontend_user_id: integer('frontend_user_id').primaryKey(),
    kunde_id: integer('kunde_id').notNull(),
    admin: boolean('admin').notNull(),
    projekt_id: integer('projekt_id'),
    pfad: text('pfad').notNull(),
    zuletzt: timestamptz('zuletzt').notNull(),
  },
  (t) => [index('frontend_praesenz_zuletzt_idx').on(t.zuletzt)],
);

/** One monitoring run of a Kunde: a Sidefile (XLSX + CSV in the file storage) or a delivery by POST. */
export const monitoringLaeufe = pgTable(
  'monitoring_laeufe',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kunde_id: integer('kunde_id')
      .notNull()
      .references(() => kunden.id, { onDelete: 'cascade' }),
    art: integer('art').notNull(),
    /** waiting | running | ok | error */
    status: text('status').notNull().default('waiting'),
    ausgeloest_von: integer('ausgeloest_von').references(() => users.id),
    gestartet: timestamptz('gestartet')
      .notNull()
      .default(sql`now()`),
    beendet: timestamptz('beendet'),
    dauer_ms: integer('dauer_ms'),
    objekte: integer('objekte'),
    xlsx_datei_id: integer('xlsx_datei_id').references(() => dateien.id, { onDelete: 'set null' }),
    csv_datei_id: integer('csv_datei_id').references(() => dateien.id, { onDelete: 'set null' }),
    url: text('url'),
    http_status: integer('http_status'),
    versuche: integer('versuche').notNull().default(0),
    meldung: text('meldung'),
  },
  (t) => [index('monitoring_laeufe_kunde_idx').on(t.kunde_id, t.id)],
);
