import { z } from 'zod';
import { messages } from './messages';
import { idArray, idField, maxBulkIds, safeString } from './schema-helpers';
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
  firma_id: idField().nullish(),
});
/** A query for many firms (the firm list's selection). */
export const FbuchBatchRequestSchema = z.object({
  firma_ids: idArray(maxBulkIds).min(1, messages.keineAuswahl),
});
/** One more FN for an existing query (announced to the page with `add_row`). */
export const FbuchAddRowSchema = z.object({ fbnr: fnrField });
/** SPEC §7: the page pushes `get_state` with abfrage_id and fbnr. */
export const FbuchGetStateSchema = z.object({
  abfrage_id: idField(),
  fbnr: safeString().nullish(),
});

export interface FbuchStats {
  done: number;
  all: number;
  failed: number;
  success: number;
}
/** One field an extract changed on the firm; `feld` is the firm's column (geo_lat/geo_long for the map). */
export interface FbuchAenderung {
  feld: string;
  alt: string | number | null;
  neu: string | number | null;
}
export interface FbuchAuszugRow {
  id: number;
  auszug_id: number;
  fbnr: string;
  firma_id: number | null;
  firma_name: string | null;
  status: FbuchRowStatus;
  message: string | null;
  /** Set on success: the firm's fields before and after (empty when nothing changed). */
  changes: FbuchAenderung[] | null;
  updated: string | null;
}
export interface FbuchAuszug {
  id: number;
  status: FbuchAuszugStatus;
  stats: FbuchStats;
  created: string;
  updated: string;
  creator_name: string | null;
  /** The first FN of the query (the only one of a single extract). */
  fbnr: string | null;
}
/** `GET /api/fbuch/auszug/{id}` data and the answer of `get_state`. */
export interface FbuchAuszugState extends FbuchAuszug {
  rows: FbuchAuszugRow[];
  /** Where the extracts come from: the labelled simulator or the real register (DESIGN §8). */
  quelle: 'simulator' | 'hvd';
}
/** SPEC §7 answer of `POST /api/firmen/fbuchauszug`: [status, redirect URL, id]. */
export type FbuchAuszugAnswer = ['ok', string, number];

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
