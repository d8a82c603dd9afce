import { z } from 'zod';
import { bisVorVon } from './format';
import { messages } from './messages';
import { idText, isoDate, jsonId, safeString } from './schema-helpers';

/*
 * The frontend monitor (DOMAIN 'Monitor'): usage events the customer frontend reports, presence (seen in
 * the last 2 minutes) on the socket topic `monitor:frontend`, and the monitor's filters and figures.
 */

export const monitorTopic = 'monitor:frontend';
/** Events on `monitor:frontend`: presence (lists of kunden and admins) and update (the figures changed). */
export const monitorEvents = { presence: 'presence', update: 'update' } as const;
/** Presence = seen within this time (DOMAIN 'Monitor'). */
export const praesenzSekunden = 120;
/** Most events one POST may carry. */
export const maxEventsProBatch = 500;
/** Events may be this old when they arrive (a frontend that was offline), and at most this far ahead. */
export const eventMaxAlterTage = 7;
export const eventMaxVorausSekunden = 300;

/** One usage event (DOMAIN 'Monitor (more)'); `art` 'abmeldung' ends the user's presence at once. */
export const FrontendEventSchema = z.object({
  event_id: z.uuid('event_id muss eine UUID sein.'),
  kunde_id: jsonId(),
  frontend_user_id: jsonId(),
  admin: z.boolean({ error: 'admin muss true oder false sein.' }),
  projekt_id: jsonId()
    .nullish()
    .transform((v) => v ?? null),
  pfad: safeString({ error: messages.pflichtfeld })
    .min(1, messages.pflichtfeld)
    .max(500, messages.zuLang(500)),
  zeit: z.iso.datetime({ offset: true, error: 'zeit muss ein Zeitpunkt nach ISO 8601 sein.' }),
  art: z.enum(['aufruf', 'abmeldung']).default('aufruf'),
});
export type FrontendEvent = z.output<typeof FrontendEventSchema>;
export const FrontendEventBatchSchema = z.object({
  events: z
    .array(FrontendEventSchema)
    .min(1, 'Keine Ereignisse.')
    .max(maxEventsProBatch, messages.zuVieleEintraege(maxEventsProBatch)),
});
export type FrontendEventBatch = z.input<typeof FrontendEventBatchSchema>;

export const FrontendEventAnswerSchema = z.object({
  status: z.literal('ok'),
  /** New events stored. */
  angenommen: z.number().int(),
  /** Already stored earlier (same event_id): accepted, not counted twice. */
  doppelt: z.number().int(),
  /** Refused events with the reason (unknown Kunde or user, time out of range). */
  abgelehnt: z.array(z.object({ event_id: z.string(), grund: z.string() })),
});
export type FrontendEventAnswer = z.output<typeof FrontendEventAnswerSchema>;

// ---- Presence ----

export const PraesenzEintragSchema = z.object({
  frontend_user_id: z.number().int(),
  name: z.string(),
  kunde_id: z.number().int(),
  kunde_name: z.string(),
  projekt_id: z.number().int().nullable(),
  projekt_name: z.string().nullable(),
  pfad: z.string(),
  zuletzt: z.string(),
});
export type PraesenzEintrag = z.output<typeof PraesenzEintragSchema>;
export const PraesenzSchema = z.object({
  kunden: z.array(PraesenzEintragSchema),
  admins: z.array(PraesenzEintragSchema),
});
export type Praesenz = z.output<typeof PraesenzSchema>;

/** Update event: today's figures; the monitor refetches what it shows. */
export const MonitorUpdateSchema = z.object({
  heute: z.object({ aufrufe: z.number().int(), aktive: z.number().int() }),
});
export type MonitorUpdate = z.output<typeof MonitorUpdateSchema>;

// ---- Filters ----

export const monitorSchnellfilter = [
  { key: 'heute', label: 'Heute', tage: 1, offset: 0 },
  { key: 'gestern', label: 'Gestern', tage: 1, offset: 1 },
  { key: '7', label: '7 Tage', tage: 7, offset: 0 },
  { key: '31', label: '31 Tage', tage: 31, offset: 0 },
  { key: '365', label: '365 Tage', tage: 365, offset: 0 },
] as const;
export type MonitorSchnellfilter = (typeof monitorSchnellfilter)[number]['key'];

/** The date range of a quick filter relative to `heute` (ISO dates, both inclusive). */
export function schnellfilterZeitraum(
  key: MonitorSchnellfilter,
  heute: string,
): { von: string; bis: string } {
  const f = monitorSchnellfilter.find((s) => s.key === key)!;
  const bis = addTage(heute, -f.offset);
  return { von: addTage(bis, -(f.tage - 1)), bis };
}

export function addTage(iso: string, tage: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + tage);
  return d.toISOString().slice(0, 10);
}
export function tageZwischen(von: string, bis: string): number {
  return Math.round((Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Longest range the monitor answers (and its previous period of the same length). */
export const monitorMaxTage = 366;

/** A query string: ids as digits, dates ISO; a filter not set is left out. */
export const MonitorFilterSchema = z
  .object({
    kunde_id: idText().optional(),
    projekt_id: idText().optional(),
    admin: z.enum(['true', 'false']).optional(),
    von: isoDate().optional(),
    bis: isoDate().optional(),
  })
  .superRefine((f, ctx) => {
    const range = bisVorVon(f.von ?? null, f.bis ?? null);
    if (range) ctx.addIssue({ code: 'custom', path: ['bis'], message: range });
    if (f.von && f.bis && tageZwischen(f.von, f.bis) > monitorMaxTage)
      ctx.addIssue({ code: 'custom', path: ['von'], message: `Höchstens ${monitorMaxTage} Tage.` });
  });
export type MonitorFilter = z.output<typeof MonitorFilterSchema>;

const periodeSchema = z.object({ aufrufe: z.number().int(), aktive: z.number().int() });
export const MonitorUebersichtSchema = z.object({
  von: z.string(),
  bis: z.string(),
  vorher_von: z.string(),
  vorher_bis: z.string(),
  summe: periodeSchema,
  vorher: periodeSchema,
  verlauf: z.array(
    z.object({
      tag: z.string(),
      aufrufe: z.number().int(),
      aktive: z.number().int(),
      vorher_aufrufe: z.number().int(),
      vorher_aktive: z.number().int(),
    }),
  ),
  top_projekte: z.array(
    z.object({ projekt_id: z.number().int(), name: z.string(), aufrufe: z.number().int() }),
  ),
});
export type MonitorUebersicht = z.output<typeof MonitorUebersichtSchema>;

/** One Kunde's row: activity in the range, and its active users over 7 / 31 days against its own baseline. */
export const MonitorKundeRowSchema = z.object({
  kunde_id: z.number().int(),
  name: z.string(),
  aufrufe: z.number().int(),
  aktive: z.number().int(),
  vorher_aufrufe: z.number().int(),
  aktive_7: z.number().int(),
  basis_7: z.number(),
  aktive_31: z.number().int(),
  basis_31: z.number(),
  /** Usage dropped clearly below the Kunde's baseline. */
  rueckgang: z.boolean(),
  /** Where the row's detail chart comes from (SPEC §7): GET it with the current filters. */
  detail_url: z.string(),
});
export type MonitorKundeRow = z.output<typeof MonitorKundeRowSchema>;

/** A drop: fewer than this share of the baseline's active users (and the baseline had at least 2). */
export const rueckgangSchwelle = 0.7;
export function istRueckgang(aktive: number, basis: number): boolean {
  return basis >= 2 && aktive < basis * rueckgangSchwelle;
}

/** Detail chart data (SPEC §7: answers projekte and dates). */
export const MonitorDetailSchema = z.object({
  projekte: z.array(z.object({ id: z.number().int(), name: z.string(), aufrufe: z.number().int() })),
  dates: z.array(z.object({ tag: z.string(), aufrufe: z.number().int(), aktive: z.number().int() })),
});
export type MonitorDetail = z.output<typeof MonitorDetailSchema>;

// ---- API keys ----

export const ApiSchluesselCreateSchema = z.object({
  name: safeString({ error: messages.pflichtfeld })
    .trim()
    .min(1, messages.pflichtfeld)
    .max(200, messages.zuLang(200)),
});
export const ApiSchluesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is stored only as a hash. */
  praefix: z.string(),
  created: z.string(),
  creator_name: z.string().nullable(),
  zuletzt_benutzt: z.string().nullable(),
  widerrufen: z.string().nullable(),
});
export type ApiSchluessel = z.output<typeof ApiSchluesselSchema>;
