import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { baseColumns, timestamptz } from './base';

/** A named read-only SQL check (DOMAIN 'Datencheck'); its SELECT answers one row per finding with an `idx`. */
export const datencheckAbfragen = pgTable('datencheck_abfragen', {
  ...baseColumns,
  name: text('name').notNull(),
  beschreibung: text('beschreibung').notNull(),
  sql: text('sql').notNull(),
  themen: text('themen')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  bundesland_id: integer('bundesland_id'),
  abfrageart_id: integer('abfrageart_id').notNull(),
  link: text('link'),
  aktiv: boolean('aktiv').notNull().default(true),
});

/**
 * One run of a check (nightly, 'Jetzt prüfen', or 'Erneut prüfen' for one idx): waiting → running → done |
 * failed. A done full run is one verlauf entry (datum, ergebnisse, neu, behoben, offen).
 */
export const datencheckLaeufe = pgTable(
  'datencheck_laeufe',
  {
    id: serial('id').primaryKey(),
    abfrage_id: integer('abfrage_id')
      .notNull()
      .references(() => datencheckAbfragen.id, { onDelete: 'cascade' }),
    /** Set for 'Erneut prüfen' of one row; null for a full run. */
    idx: text('idx'),
    status: text('status').notNull().default('waiting'),
    fehler: text('fehler'),
    created: timestamptz('created')
      .notNull()
      .default(sql`now()`),
    finished: timestamptz('finished'),
    creator_id: integer('creator_id'),
    ergebnisse: integer('ergebnisse'),
    neu: integer('neu'),
    behoben: integer('behoben'),
    offen: integer('offen'),
  },
  (t) => [
    index('datencheck_laeufe_abfrage_idx').on(t.abfrage_id, t.id),
    index('datencheck_laeufe_status_idx').on(t.status),
  ],
);

/** A finding of a check under its stable idx: open until a run no longer finds it (then behoben). */
export const datencheckErgebnisse = pgTable(
  'datencheck_ergebnisse',
  {
    id: serial('id').primaryKey(),
    abfrage_id: integer('abfrage_id')
      .notNull()
      .references(() => datencheckAbfragen.id, { onDelete: 'cascade' }),
    idx: text('idx').notNull(),
    row: jsonb('row').$type<Record<string, unknown>>().notNull(),
    /** md5 of the row as found: an exception notices when its row changed. */
    hash: text('hash').notNull(),
    offen: boolean('offen').notNull().default(true),
    seit: timestamptz('seit')
      .notNull()
      .default(sql`now()`),
    behoben_am: timestamptz('behoben_am'),
    suche: text('suche').generatedAlwaysAs(sql`lower("row"::text)`),
  },
  (t) => [
    uniqueIndex('datencheck_ergebnisse_idx').on(t.abfrage_id, t.idx),
    index('datencheck_ergebnisse_offen_idx').on(t.abfrage_id, t.offen, t.seit, t.id),
  ],
);

/**
 * A check's open rows, counted: the checks list and the results page read it instead of counting millions
 * of rows. Kept exact by statement-level triggers on datencheck_ergebnisse (migration 0026), so every
 * write — a run, 'Erneut prüfen', an exception, a delete — moves it, one update per statement.
 */
export const datencheckOffen = pgTable('datencheck_offen', {
  abfrage_id: integer('abfrage_id')
    .primaryKey()
    .references(() => datencheckAbfragen.id, { onDelete: 'cascade' }),
  anzahl: integer('anzahl').notNull().default(0),
});

/** An exception (Ausnahme): the row is skipped by runs; flagged (`geaendert`) when the row changes. */
export const datencheckAusnahmen = pgTable(
  'datencheck_ausnahmen',
  {
    ...baseColumns,
    abfrage_id: integer('abfrage_id')
      .notNull()
      .references(() => datencheckAbfragen.id, { onDelete: 'cascade' }),
    idx: text('idx').notNull(),
    grund: text('grund').notNull(),
    bis: date('bis', { mode: 'string' }),
    hash: text('hash'),
    geaendert: boolean('geaendert').notNull().default(false),
  },
  (t) => [uniqueIndex('datencheck_ausnahmen_idx').on(t.abfrage_id, t.idx)],
);

/** A notification of check rows to one recipient; merged into an unread one of the same check. */
export const benachrichtigungen = pgTable(
  'benachrichtigungen',
  {
    ...baseColumns,
    empfaenger_id: integer('empfaenger_id').notNull(),
    abfrage_id: integer('abfrage_id')
      .notNull()
      .references(() => datencheckAbfragen.id, { onDelete: 'cascade' }),
    lauf_id: integer('lauf_id'),
    rows: text('rows').array().notNull(),
    gelesen_am: timestamptz('gelesen_am'),
    erledigt_am: timestamptz('erledigt_am'),
  },
  (t) => [index('benachrichtigungen_empfaenger_idx').on(t.empfaenger_id, t.erledigt_am, t.gelesen_am)],
);
