import { z } from 'zod';
import { messages } from './messages';
import { jsonId, jsonIdArray, maxBulkIds, safeString } from './schema-helpers';
import { isValidFbnr, normalizeFbnr } from './firmen';

/**
 * Commercial-register extracts (SPEC §3 'Firmenbuch Auszug', §4, §7, §9; DOMAIN 'Registers and imports').
 * A query (`fbuch_auszug`) holds one or many FNs; each row goes waiting → success | failed.
 */
export const fbuchRowStatuses = ['waiting', 'success', 'failed'] as const;
export type FbuchRowStatus = (typeof fbuchRowStatuses)[number];
export const fbuchAuszugStatuses = ['waiting', 'running', 'done'] as const;
export type FbuchAuszugStatus = (typeof fbuchAuszugStatuses)[number];

export const fbuchRowStatusLabels: Record<FbuchRowStatus, string> = {
  waiting: messages.fbuchStatusWartet,
  success: messages.fbuchStatusErfolgreich,
  failed: messages.fbuchStatusFehlgeschlagen,
};
export const fbuchAuszugStatusLabels: Record<FbuchAuszugStatus, string> = {
  waiting: messages.fbuchStatusWartet,
  running: messages.fbuchStatusLaeuft,
  done: messages.fbuchStatusAbgeschlossen,
};

/** SPEC §9: fallback status poll after 10 s; redirect 0.5 s after success. */
export const fbuchPollFallbackMs = 10_000;
export const fbuchRedirectDelayMs = 500;

/** SPEC §5 (rules in firmen.ts): spaces removed, then 1 to 6 digits and one lowercase letter. */
const fnrField = z
  .string({ error: messages.pflichtfeld })
  .transform((v) => normalizeFbnr(v))
  .refine((v) => v.length > 0, messages.pflichtfeld)
  .refine((v) => v.length === 0 || isValidFbnr(v), messages.fbnrUngueltig);

/**
 * `POST /api/firmen/fbuchauszug` (SPEC §7: body fbnr). Our addition: the Firma form may name the firm the
 * extract is for (`firma_id`); without it the firm with that FN is updated, or created when none has it.
 */
export const FbuchAuszugRequestSchema = z.object({
  fbnr: fnrField,
  firma_id: jsonId().nullish(),
});
/** A query for many firms (the firm list's selection). */
export const FbuchBatchRequestSchema = z.object({
  firma_ids: jsonIdArray(maxBulkIds).min(1, messages.keineAuswahl),
});
/** One more FN for an existing query (announced to the page with `add_row`). */
export const FbuchAddRowSchema = z.object({ fbnr: fnrField });
/** SPEC §7: the page pushes `get_state` with abfrage_id and fbnr. */
export const FbuchGetStateSchema = z.object({
  abfrage_id: jsonId(),
  fbnr: safeString().nullish(),
});

export const FbuchStatsSchema = z.object({
  done: z.number().int(),
  all: z.number().int(),
  failed: z.number().int(),
  success: z.number().int(),
});
export type FbuchStats = z.output<typeof FbuchStatsSchema>;
const fieldValue = z.union([z.string(), z.number()]).nullable();
/** One field an extract changed on the firm; `feld` is the firm's column (geo_lat/geo_long for the map). */
export const FbuchAenderungSchema = z.object({ feld: z.string(), alt: fieldValue, neu: fieldValue });
export type FbuchAenderung = z.output<typeof FbuchAenderungSchema>;
export const FbuchAuszugRowSchema = z.looseObject({
  id: z.number().int(),
  auszug_id: z.number().int(),
  fbnr: z.string(),
  firma_id: z.number().int().nullable(),
  firma_name: z.string().nullable(),
  status: z.enum(fbuchRowStatuses),
  message: z.string().nullable(),
  /** Set on success: the firm's fields before and after (empty when nothing changed). */
  changes: z.array(FbuchAenderungSchema).nullable(),
  updated: z.string().nullable(),
});
export type FbuchAuszugRow = z.output<typeof FbuchAuszugRowSchema>;
const fbuchAuszugShape = {
  id: z.number().int(),
  status: z.enum(fbuchAuszugStatuses),
  stats: FbuchStatsSchema,
  created: z.string(),
  updated: z.string(),
  creator_name: z.string().nullable(),
  /** The first FN of the query (the only one of a single extract). */
  fbnr: z.string().nullable(),
};
export const FbuchAuszugSchema = z.looseObject(fbuchAuszugShape);
export type FbuchAuszug = z.output<typeof FbuchAuszugSchema>;
/** `GET /api/fbuch/auszug/{id}` data and the answer of `get_state`. */
export const FbuchAuszugStateSchema = z.looseObject({
  ...fbuchAuszugShape,
  rows: z.array(FbuchAuszugRowSchema),
  /** Where the extracts come from: the labelled simulator or the real register (DESIGN §8). */
  quelle: z.enum(['simulator', 'hvd']),
});
export type FbuchAuszugState = z.output<typeof FbuchAuszugStateSchema>;
/** SPEC §7 answer of `POST /api/firmen/fbuchauszug`: [status, redirect URL, id]. */
export const FbuchAuszugAnswerSchema = z.tuple([z.literal('ok'), z.string(), z.number().int()]);
export type FbuchAuszugAnswer = z.output<typeof FbuchAuszugAnswerSchema>;

/** Server events on the query's topic (SPEC §7). */
export const fbuchEvents = {
  state: 'state',
  updateRow: 'update_row',
  updateStats: 'update_stats',
  addRow: 'add_row',
} as const;
export const fbuchPushes = { getState: 'get_state' } as const;

export const fbuchTopic = (auszugId: number) => `fbuch:auszug-${auszugId}`;
export const fbuchAuszugPath = (auszugId: number) => `/importe/fbuch/auszug/${auszugId}`;
export const fbuchRedirectPath = (firmaId: number) =>
  `/firmen/${firmaId}/firmenbuchabfrage_redirect?status=success`;

export function fbuchStatsOf(rows: ReadonlyArray<{ status: FbuchRowStatus }>): FbuchStats {
  const success = rows.filter((r) => r.status === 'success').length;
  const failed = rows.filter((r) => r.status === 'failed').length;
  return { all: rows.length, done: success + failed, success, failed };
}

/** Share of finished rows in percent (0 for an empty query), for progress bars. */
export function fbuchProgress(stats: FbuchStats): number {
  return stats.all === 0 ? 0 : Math.round((stats.done / stats.all) * 100);
}

/** The data of one register extract, as the provider (real service or simulator) answers it. */
export interface FirmenbuchExtract {
  fbnr: string;
  name: string;
  adresse: string | null;
  plz: string | null;
  ort: string | null;
  rechtsform: string | null;
  sitz: string | null;
  /** Date of the extract (YYYY-MM-DD), stored as `firmenbuch_stand`. */
  stand: string;
  funktionskennung: string | null;
}
