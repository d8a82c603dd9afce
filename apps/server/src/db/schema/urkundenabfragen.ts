import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns, timestamptz } from './base';
import { grundbuchUrkunden } from './tzabfrage';
import { projekte } from './projekte';
import { kaufobjekte } from './transaktionen';

/**
 * A Kaufobjekte import (SPEC §3 Import): court, start year and TZ range. `locked` with `lock_beat`: a batch
 * runs; a lock whose heartbeat is older than a minute belongs to a dead process and counts as released.
 */
export const kaufobjekteImporte = pgTable('kaufobjekte_importe', {
  ...baseColumns,
  gericht: text('gericht').notNull(),
  jahr: integer('jahr').notNull(),
  tz_von: integer('tz_von').notNull(),
  tz_bis: integer('tz_bis').notNull(),
  locked: boolean('locked').notNull().default(false),
  lock_beat: timestamptz('lock_beat'),
  /** The batch operation to run or running (resumed after a restart), null when idle. */
  aktion: text('aktion'),
});

/** One deed of an import (SPEC §3 Urkundenabfrage): its stage, what was read, candidates, the result. */
export const urkundenabfragen = pgTable(
  'urkundenabfragen',
  {
    id: serial('id').primaryKey(),
    import_id: integer('import_id')
      .notNull()
      .references(() => kaufobjekteImporte.id, { onDelete: 'cascade' }),
    gericht: text('gericht').notNull(),
    jahr: integer('jahr').notNull(),
    /** The TZ from the import's range; null only for a deed a user dropped in (`eigene_datei`). */
    tz: integer('tz'),
    eigene_datei: boolean('eigene_datei').notNull().default(false),
    status: text('status').notNull().default('neu'),
    fehler_stufe: text('fehler_stufe'),
    fehler: text('fehler'),
    art: text('art'),
    eingelangt: text('eingelangt'),
    list_kg: text('list_kg'),
    list_ez: integer('list_ez'),
    urkunde_id: integer('urkunde_id').references(() => grundbuchUrkunden.id, { onDelete: 'set null' }),
    gescannt: boolean('gescannt'),
    felder: jsonb('felder')
      .notNull()
      .default(sql`'{}'::jsonb`),
    pruefungen: jsonb('pruefungen')
      .notNull()
      .default(sql`'[]'::jsonb`),
    kandidaten: jsonb('kandidaten')
      .notNull()
      .default(sql`'[]'::jsonb`),
    projekt_id: integer('projekt_id').references(() => projekte.id, { onDelete: 'set null' }),
    kaufobjekt_id: integer('kaufobjekt_id').references(() => kaufobjekte.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    updated: timestamptz('updated'),
    editor_id: integer('editor_id'),
  },
  (t) => [
    uniqueIndex('urkundenabfragen_import_tz_idx').on(t.import_id, t.tz),
    index('urkundenabfragen_status_idx').on(t.import_id, t.status, t.tz),
    // The same PDF dropped twice into one import is one row.
    uniqueIndex('urkundenabfragen_eigene_idx')
      .on(t.import_id, t.urkunde_id)
      .where(sql`${t.eigene_datei}`),
    check('urkundenabfragen_tz_pflicht', sql`${t.eigene_datei} or ${t.tz} is not null`),
  ],
);
