import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './base';
import { dateien } from './dateien';

/**
 * A deed fetched from the land register, once per court, year and TZ (the input of the deed import); its
 * PDF lives in the file storage as a `dateien` row (resource 'grundbuch_urkunden').
 */
export const grundbuchUrkunden = pgTable(
  'grundbuch_urkunden',
  {
    ...baseColumns,
    gericht: text('gericht').notNull(),
    jahr: integer('jahr').notNull(),
    /** Null only for a deed a user dropped in (`eigene_datei`): its TZ is read from its text, if at all. */
    tz: integer('tz'),
    art: text('art').notNull(),
    sha256: text('sha256').notNull(),
    datei_id: integer('datei_id').references(() => dateien.id, { onDelete: 'set null' }),
    /** A PDF a user already had (from a notary or a client), not fetched from the register. */
    eigene_datei: boolean('eigene_datei').notNull().default(false),
  },
  (t) => [
    uniqueIndex('grundbuch_urkunden_tz_idx').on(t.gericht, t.jahr, t.tz),
    // A dropped deed is stored once per content.
    uniqueIndex('grundbuch_urkunden_eigene_sha_idx')
      .on(t.sha256)
      .where(sql`${t.eigene_datei}`),
    check('grundbuch_urkunden_tz_pflicht', sql`${t.eigene_datei} or ${t.tz} is not null`),
  ],
);

/** A land-register query batch (Tzabfrage) for one court and year. */
export const tzabfragen = pgTable(
  'tzabfragen',
  {
    ...baseColumns,
    gericht: text('gericht').notNull(),
    jahr: integer('jahr').notNull(),
    bereich: text('bereich').notNull(),
    /** waiting | running | done | cancelled */
    status: text('status').notNull().default('waiting'),
    stat_all: integer('stat_all').notNull().default(0),
    stat_done: integer('stat_done').notNull().default(0),
    stat_ok: integer('stat_ok').notNull().default(0),
    stat_error: integer('stat_error').notNull().default(0),
  },
  (t) => [index('tzabfragen_status_idx').on(t.status, t.id)],
);

/** One TZ of a batch: waiting → ok | error (with the reason). */
export const tzabfrageRows = pgTable(
  'tzabfrage_rows',
  {
    id: serial('id').primaryKey(),
    tzabfrage_id: integer('tzabfrage_id')
      .notNull()
      .references(() => tzabfragen.id, { onDelete: 'cascade' }),
    tz: integer('tz').notNull(),
    /** waiting | ok | error */
    status: text('status').notNull().default('waiting'),
    message: text('message'),
    urkunde_id: integer('urkunde_id').references(() => grundbuchUrkunden.id, { onDelete: 'set null' }),
    updated: timestamptz('updated'),
  },
  (t) => [
    index('tzabfrage_rows_batch_idx').on(t.tzabfrage_id, t.id),
    index('tzabfrage_rows_status_idx').on(t.tzabfrage_id, t.status, t.id),
  ],
);
