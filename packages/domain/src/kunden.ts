import { z } from 'zod';
import type { FormInput } from './form-input';
import { editorNamesShape, recordSchema } from './api';
import { messages } from './messages';
import { jsonVersion, optionalText, requiredText } from './schema-helpers';

/*
 * Kunden (the company's customers) and the users of their customer frontend (DOMAIN 'Monitor'), with the
 * monitoring each Kunde gets: art 0 'Sidefile' (an export file) or 1 'Schnittstelle' (delivered to a URL).
 */

export const monitoringArten = { 0: 'Sidefile', 1: 'Schnittstelle' } as const;
export type MonitoringArt = 0 | 1;
/** SPEC §9: the interval default follows the type (7 days for a Sidefile, 30 for a Schnittstelle). */
export function monitoringIntervallDefault(art: MonitoringArt | null): number {
  return art === 0 ? 7 : 30;
}
export const monitoringIntervalle = [7, 30] as const;

/** http(s) and no blanks, or nothing (stored as null). */
const urlField = optionalText(2000, {
  regex: /^([hH][tT][tT][pP][sS]?:\/\/\S+)?$/,
  message: messages.monitoringUrlUngueltig,
});

const kundeFields = {
  name: requiredText(200),
  kundennr: optionalText(50),
  aktiv: z.boolean().default(true),
  /** null: no monitoring; 0 Sidefile; 1 Schnittstelle. */
  monitoring_art: z
    .literal([0, 1], { error: messages.monitoringArtUngueltig })
    .nullable()
    .default(null) as z.ZodType<MonitoringArt | null, MonitoringArt | null | undefined>,
  intervall_tage: z
    .number({ error: messages.keineZahl })
    .int(messages.keineZahl)
    .min(1, messages.intervallMin)
    .max(365, messages.intervallMax)
    .default(7),
  monitoring_url: urlField,
  bemerkung: optionalText(2000),
};

function checkMonitoring(
  v: { monitoring_art: MonitoringArt | null; monitoring_url: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.monitoring_art === 1 && !v.monitoring_url)
    ctx.addIssue({
      code: 'custom',
      path: ['monitoring_url'],
      message: 'Für eine Schnittstelle ist eine URL nötig.',
    });
}

export const KundeCreateSchema = z.object(kundeFields).superRefine(checkMonitoring);
export const KundeUpdateSchema = z
  .object({ ...kundeFields, version: jsonVersion })
  .superRefine(checkMonitoring);
export type KundeInput = FormInput<z.input<typeof KundeCreateSchema>>;
export type KundeFields = z.output<typeof KundeCreateSchema>;

export const KundeSchema = recordSchema({
  name: z.string(),
  kundennr: z.string().nullable(),
  aktiv: z.boolean(),
  monitoring_art: z.union([z.literal(0), z.literal(1)]).nullable(),
  intervall_tage: z.number().int(),
  monitoring_url: z.string().nullable(),
  bemerkung: z.string().nullable(),
  naechster_lauf: z.string().nullable(),
  benutzer_anzahl: z.number().int(),
  ...editorNamesShape,
});
export type Kunde = z.output<typeof KundeSchema>;

// ---- Monitoring runs ----

export const MonitoringLaufSchema = z.object({
  id: z.number().int(),
  art: z.number().int(),
  /** waiting | running | ok | error */
  status: z.string(),
  gestartet: z.string(),
  beendet: z.string().nullable(),
  dauer_ms: z.number().int().nullable(),
  objekte: z.number().int().nullable(),
  xlsx_datei_id: z.number().int().nullable(),
  csv_datei_id: z.number().int().nullable(),
  url: z.string().nullable(),
  http_status: z.number().int().nullable(),
  versuche: z.number().int(),
  meldung: z.string().nullable(),
});
export type MonitoringLauf = z.output<typeof MonitoringLaufSchema>;
export const MonitoringStandSchema = z.object({
  naechster_lauf: z.string().nullable(),
  laeufe: z.array(MonitoringLaufSchema),
});
export type MonitoringStand = z.output<typeof MonitoringStandSchema>;
/** How many runs (with their files) are kept per Kunde. */
export const monitoringLaeufeBehalten = 10;
