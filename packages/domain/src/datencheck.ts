import { z } from 'zod';
import { listQuerySchema } from './list';
import { messages } from './messages';
import {
  catalogueChoice,
  idText,
  isoDate,
  jsonId,
  jsonIdArray,
  jsonVersion,
  optionalJsonId,
  optionalText,
  queryInt,
  requiredText,
  safeString,
} from './schema-helpers';

/**
 * Datencheck (SPEC §1, §2, §3, §4, §7; DOMAIN 'Notes, checks, notifications', 'Datencheck and
 * notifications (more)'): named read-only SQL checks (abfragen), runs that store each result row under a
 * stable idx, exceptions (Ausnahmen) and notifications (Benachrichtigungen).
 */

/** DOMAIN: the kinds of check, by id. */
export const abfragearten = [
  { id: 1, name: 'Vollständigkeit' },
  { id: 2, name: 'Plausibilität' },
  { id: 3, name: 'Doublette' },
  { id: 4, name: 'Aktualität' },
] as const;
export const abfrageartName = (id: number) => abfragearten.find((a) => a.id === id)?.name ?? '–';

/** Resource labels a check is about (SPEC §3: up to 3 themen); the first names the table its idx keys. */
export const datencheckThemen = [
  'kaufobjekte',
  'firmen',
  'personen',
  'projekte',
  'ankaeufe',
  'vermarktung',
  'ausstattungsqualitaeten',
  'grundkostenanteile',
  'nutzwertgutachten',
] as const;

export const laufStatuses = ['waiting', 'running', 'done', 'failed'] as const;
export type LaufStatus = (typeof laufStatuses)[number];
export const laufStatusLabels: Record<LaufStatus, string> = {
  waiting: 'wartet',
  running: 'läuft',
  done: 'abgeschlossen',
  failed: 'fehlgeschlagen',
};

/** SPEC §7: the browser's local-storage key of the checks' expansion state. */
export const datencheckExpandKey = 'datencheck.expanded';
/** Longest a check may run (statement time-out) unless configured otherwise. */
export const datencheckDefaultTimeoutMs = 60_000;
/** Result rows of one check page: large pages are virtualized in the browser. */
export const datencheckMaxPerPage = 1000;

const sqlField = safeString({ error: messages.pflichtfeld })
  .trim()
  .min(1, messages.pflichtfeld)
  .max(20_000, messages.zuLang(20_000))
  .transform((v) => v.replace(/;\s*$/, ''))
  .refine((v) => /^(select|with)\b/i.test(v), 'Nur SELECT-Abfragen sind erlaubt.')
  .refine((v) => !v.includes(';'), 'Nur eine einzelne Abfrage ist erlaubt.');

export const AbfrageCreateSchema = z.object({
  name: requiredText(200),
  beschreibung: requiredText(2000),
  sql: sqlField,
  themen: z
    .array(z.enum(datencheckThemen, { error: 'Unbekanntes Thema.' }))
    .min(1, 'Mindestens ein Thema angeben.')
    .max(3, 'Höchstens 3 Themen.'),
  bundesland_id: optionalJsonId(),
  abfrageart_id: catalogueChoice(
    abfragearten.map((a) => a.id),
    'Unbekannte Abfrageart.',
  ),
  link: optionalText(500),
  aktiv: z.boolean().default(true),
});
export type AbfrageCreate = z.output<typeof AbfrageCreateSchema>;
export const AbfrageUpdateSchema = AbfrageCreateSchema.extend({ version: jsonVersion });

export const VerlaufSchema = z.object({
  lauf_id: z.number().int(),
  datum: z.string(),
  ergebnisse: z.number().int(),
  neu: z.number().int(),
  behoben: z.number().int(),
  offen: z.number().int(),
});
export type Verlauf = z.output<typeof VerlaufSchema>;

export const AbfrageSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  beschreibung: z.string(),
  sql: z.string(),
  themen: z.array(z.string()),
  bundesland_id: z.number().int().nullable(),
  abfrageart_id: z.number().int(),
  link: z.string().nullable(),
  aktiv: z.boolean(),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
  creator_id: z.number().int().nullable(),
  editor_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
  /** Open rows now (without excused ones). */
  offen: z.number().int(),
  ausnahmen: z.number().int(),
  /** The latest run (any status, also of one row), e.g. to show a failure or poll while it runs. */
  letzter_lauf: z
    .object({
      id: z.number().int(),
      status: z.enum(laufStatuses),
      fehler: z.string().nullable(),
      datum: z.string(),
    })
    .nullable(),
  verlauf: z.array(VerlaufSchema),
});
export type Abfrage = z.output<typeof AbfrageSchema>;

export const ErgebnisSchema = z.looseObject({
  id: z.number().int(),
  abfrage_id: z.number().int(),
  idx: z.string(),
  row: z.record(z.string(), z.unknown()),
  seit: z.string(),
  link: z.string().nullable(),
});
export type Ergebnis = z.output<typeof ErgebnisSchema>;

export const ergebnisSortable = ['idx', 'seit'] as const;
export const ErgebnisListQuerySchema = listQuerySchema(ergebnisSortable, 'seit').extend({
  per_page: queryInt(1, datencheckMaxPerPage).default(50),
});
export const AbfrageListQuerySchema = z.object({
  'q[]': listQuerySchema(['id'], 'id').shape['q[]'],
});

export const idxField = safeString({ error: messages.pflichtfeld })
  .trim()
  .min(1, messages.pflichtfeld)
  .max(200, messages.zuLang(200));
export const AbfrageRowParams = z.object({ abfrage_id: idText(), idx: idxField });
export const AbfrageRowSchema = z.object({
  sql: z.string(),
  beschreibung: z.string(),
  row: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(['offen', 'behoben', 'ausnahme']),
});

export const AusnahmeCreateSchema = z.object({
  abfrage_id: jsonId(),
  idx: idxField,
  grund: requiredText(1000),
  /** ISO and a real calendar day, or null (issue 30: '2026-02-30' is a German 422, not a database error). */
  bis: isoDate().nullable().default(null),
});
export const AusnahmeSchema = z.looseObject({
  id: z.number().int(),
  abfrage_id: z.number().int(),
  abfrage_name: z.string(),
  idx: z.string(),
  grund: z.string(),
  bis: z.string().nullable(),
  created: z.string(),
  creator_name: z.string().nullable(),
  /** The excused row changed since: review the exception. */
  geaendert: z.boolean(),
});
export type Ausnahme = z.output<typeof AusnahmeSchema>;
export const AusnahmeListQuerySchema = listQuerySchema(['created'], 'created', 'desc');

export const benachrichtigungTabs = ['ungelesen', 'offen', 'erledigt'] as const;
export type BenachrichtigungTab = (typeof benachrichtigungTabs)[number];
export const benachrichtigungTabLabels: Record<BenachrichtigungTab, string> = {
  ungelesen: 'Ungelesen',
  offen: 'Offen',
  erledigt: 'Erledigt',
};

/** SPEC §7: the notify form sends rows[] with users[] and tgt (user or editor). */
export const BenachrichtigenSchema = z
  .object({
    abfrage_id: jsonId(),
    rows: z.array(idxField).min(1, messages.keineAuswahl).max(1000, messages.zuVieleEintraege(1000)),
    tgt: z.enum(['user', 'editor']),
    users: jsonIdArray(100).default([]),
  })
  .refine((v) => v.tgt === 'editor' || v.users.length > 0, {
    path: ['users'],
    message: messages.keineBenutzer,
  });

export const BenachrichtigungRowSchema = z.object({
  idx: z.string(),
  status: z.enum(['offen', 'behoben', 'ausnahme']),
  link: z.string().nullable(),
});
export const BenachrichtigungSchema = z.looseObject({
  id: z.number().int(),
  empfaenger_id: z.number().int(),
  empfaenger_name: z.string().nullable(),
  abfrage_id: z.number().int(),
  titel: z.string(),
  rows: z.array(BenachrichtigungRowSchema),
  gelesen_am: z.string().nullable(),
  erledigt_am: z.string().nullable(),
  created: z.string(),
  creator_name: z.string().nullable(),
});
export type Benachrichtigung = z.output<typeof BenachrichtigungSchema>;
export const BenachrichtigungListQuerySchema = z.object({
  tab: z.enum(benachrichtigungTabs).default('ungelesen'),
  /** Admins: everyone's notifications, optionally of one user and one check. */
  alle: z.enum(['0', '1']).default('0'),
  empfaenger_id: idText().optional(),
  abfrage_id: idText().optional(),
});
export const BenachrichtigungAnzahlSchema = z.object({ ungelesen: z.number().int() });

/** 'Kaufobjekte ohne Käufer' with 7 rows → '7 Kaufobjekte ohne Käufer'. */
export const benachrichtigungTitel = (anzahl: number, name: string) => `${anzahl} ${name}`;

/** A row's link from the check's template: '/kaufobjekte/{idx}' with the row's idx (and other columns). */
export function datencheckLink(
  template: string | null,
  idx: string,
  row: Record<string, unknown> = {},
): string | null {
  if (!template) return null;
  return template.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(key === 'idx' ? idx : String(row[key] ?? '')),
  );
}

/** Most links the bulk action opens without asking (SPEC §9). */
export const linksOhneRueckfrage = 10;
