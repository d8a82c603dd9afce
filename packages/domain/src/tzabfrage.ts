import { z } from 'zod';
import { messages } from './messages';
import { idText, queryInt, safeString } from './schema-helpers';

/**
 * Land-register query batches (Tzabfrage, SPEC §1, §2, §9; DOMAIN 'Registers and imports', 'Land register
 * facts'): for one court and year a list of Tagebuchzahlen (TZ) whose deeds are fetched, one row per TZ
 * (waiting → ok | error with the reason; a cancelled batch's waiting rows are cancelled, and can be resumed).
 */
export const tzabfrageStatuses = ['waiting', 'running', 'done', 'cancelled'] as const;
export type TzabfrageStatus = (typeof tzabfrageStatuses)[number];
export const tzRowStatuses = ['waiting', 'ok', 'error', 'cancelled'] as const;
export type TzRowStatus = (typeof tzRowStatuses)[number];

export const tzabfrageStatusLabels: Record<TzabfrageStatus, string> = {
  waiting: 'wartet',
  running: 'läuft',
  done: 'abgeschlossen',
  cancelled: 'abgebrochen',
};
export const tzRowStatusLabels: Record<TzRowStatus, string> = {
  waiting: 'wartet',
  ok: 'geholt',
  error: 'Fehler',
  cancelled: 'abgebrochen',
};

/** Most TZ numbers one batch may hold (a busy court registers some 10,000 a year). */
export const maxTzProBatch = 20_000;
/** The electronic deed collection (Urkundensammlung) exists since 2006 (DOMAIN). */
export const ersterUrkundenJahrgang = 2006;
/** SPEC §9: the test deed-query sample. */
export const tzBeispiel = { gericht: '631', jahr: 2018 } as const;

export type TzListe = { ok: true; tz: number[] } | { ok: false; fehler: string };

const dash = '[-–—]';
const entryPattern = new RegExp(
  `^(?:tz\\s*)?(\\d{1,6})(?:\\s*${dash}\\s*(?:tz\\s*)?(\\d{1,6}))?(?:\\s*/\\s*(\\d{2}|\\d{4}))?$`,
  'i',
);

/** '18' → 2018 (TZ are written with the year's last digits, DOMAIN); four digits stay. */
function fullYear(text: string): number {
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

/**
 * Reads TZ numbers as staff write or paste them: ranges '1–5000/2018', single 'TZ 1234/2018' or '1234/18',
 * or bare numbers (of the batch's year); separated by line breaks, commas, semicolons or blanks between
 * entries. Every year named must be the batch's. Answers the sorted distinct numbers, or the first problem.
 */
export function parseTzListe(text: string, jahr: number): TzListe {
  // Blanks around dashes and slashes belong to the entry; other blanks separate entries.
  const normalized = text.replace(/\s*([-–—/])\s*/g, '$1').replace(/\btz\s+/gi, 'TZ');
  const entries = normalized.split(/[\s,;]+/).filter(Boolean);
  if (!entries.length) return { ok: false, fehler: messages.tzKeine };
  const set = new Set<number>();
  for (const entry of entries) {
    const m = entryPattern.exec(entry);
    if (!m) return { ok: false, fehler: messages.tzUngueltig(entry) };
    const von = Number(m[1]);
    const bis = m[2] === undefined ? von : Number(m[2]);
    if (m[3] !== undefined && fullYear(m[3]) !== jahr)
      return { ok: false, fehler: messages.tzFalschesJahr(entry, jahr) };
    if (von < 1 || bis < von) return { ok: false, fehler: messages.tzUngueltig(entry) };
    if (bis - von + 1 + set.size > maxTzProBatch)
      return { ok: false, fehler: messages.tzZuViele(maxTzProBatch) };
    for (let tz = von; tz <= bis; tz++) set.add(tz);
  }
  if (set.size > maxTzProBatch) return { ok: false, fehler: messages.tzZuViele(maxTzProBatch) };
  return { ok: true, tz: [...set].sort((a, b) => a - b) };
}

/** 'TZ 1234/2018', as the register writes it. */
export const tzText = (tz: number, jahr: number) => `TZ ${tz}/${jahr}`;

/** A short description of a batch's numbers: '1–5000/2018' or '12, 15, 40/2018'. */
export function tzBereich(tz: readonly number[], jahr: number): string {
  if (!tz.length) return '';
  const first = tz[0]!;
  const last = tz[tz.length - 1]!;
  if (last - first + 1 === tz.length) return first === last ? `${first}/${jahr}` : `${first}–${last}/${jahr}`;
  const shown = tz.slice(0, 3).join(', ');
  return `${shown}${tz.length > 3 ? ` … (${tz.length})` : ''}/${jahr}`;
}

const gerichtField = safeString({ error: messages.pflichtfeld })
  .trim()
  .regex(/^\d{3}$/, messages.gerichtUngueltig);
const jahrField = z
  .number({ error: messages.jahrUngueltig })
  .int(messages.jahrUngueltig)
  .min(ersterUrkundenJahrgang, messages.jahrUngueltig)
  .max(2100, messages.jahrUngueltig);

/** The start form: court, year and the TZ numbers as text (parsed by parseTzListe, errors on `tz`). */
export const TzabfrageCreateSchema = z
  .object({
    gericht: gerichtField,
    jahr: jahrField,
    tz: safeString({ error: messages.tzKeine }).max(200_000, messages.zuLang(200_000)),
  })
  .transform((v, ctx) => {
    const liste = parseTzListe(v.tz, v.jahr);
    if (!liste.ok) {
      ctx.addIssue({ code: 'custom', path: ['tz'], message: liste.fehler });
      return z.NEVER;
    }
    return { gericht: v.gericht, jahr: v.jahr, tz: liste.tz };
  });
export type TzabfrageCreate = z.output<typeof TzabfrageCreateSchema>;

/** The preview before starting: what the batch would fetch and what it skips. */
export const TzabfrageVorschauSchema = z.object({
  gesamt: z.number().int(),
  /** In the court's deed list and not fetched yet: these become the batch's rows. */
  neu: z.number().int(),
  /** Fetched before (stored once per court, year and TZ): skipped. */
  vorhanden: z.number().int(),
  /** Not in the court's deed list (never assigned or withdrawn): skipped. */
  luecken: z.number().int(),
  bereich: z.string(),
});
export type TzabfrageVorschau = z.output<typeof TzabfrageVorschauSchema>;

export const TzStatsSchema = z.object({
  all: z.number().int(),
  done: z.number().int(),
  ok: z.number().int(),
  error: z.number().int(),
  /** Not fetched because the batch was cancelled (no failure; 'Abgebrochene fortsetzen' fetches them). */
  cancelled: z.number().int(),
});
export type TzStats = z.output<typeof TzStatsSchema>;

export const TzabfrageSchema = z.looseObject({
  id: z.number().int(),
  gericht: z.string(),
  jahr: z.number().int(),
  bereich: z.string(),
  status: z.enum(tzabfrageStatuses),
  stats: TzStatsSchema,
  created: z.string(),
  updated: z.string(),
  creator_name: z.string().nullable(),
});
export type Tzabfrage = z.output<typeof TzabfrageSchema>;
/** The batch and where its deeds come from (the labelled simulator or the clearing agency, DESIGN §8). */
export const TzabfrageStateSchema = z.looseObject({
  ...TzabfrageSchema.shape,
  quelle: z.enum(['simulator', 'verrechnungsstelle']),
});
export type TzabfrageState = z.output<typeof TzabfrageStateSchema>;

export const TzRowSchema = z.looseObject({
  id: z.number().int(),
  tzabfrage_id: z.number().int(),
  tz: z.number().int(),
  jahr: z.number().int(),
  status: z.enum(tzRowStatuses),
  message: z.string().nullable(),
  /** The stored deed (ok rows): its file and kind. */
  urkunde_id: z.number().int().nullable(),
  art: z.string().nullable(),
  updated: z.string().nullable(),
});
export type TzRow = z.output<typeof TzRowSchema>;

/** Keyset pages (infinite lists): `after` is the last id seen; `next` is null at the end. */
export const keysetQuery = <S extends readonly [string, ...string[]]>(statuses: S) =>
  z.object({
    after: idText().optional(),
    limit: queryInt(1, 200).default(50),
    status: z.enum(statuses).optional(),
  });
export const TzabfrageListQuerySchema = keysetQuery(tzabfrageStatuses);
export const TzRowListQuerySchema = keysetQuery(tzRowStatuses);
export interface KeysetPage<T, S extends string> {
  data: T[];
  next: number | null;
  /** Count per status (the facets), over the whole list, not just this page. */
  facets: Record<S, number>;
}

export const tzabfrageEvents = {
  state: 'state',
  updateRow: 'update_row',
  updateStats: 'update_stats',
} as const;
export const tzabfragePushes = { getState: 'get_state' } as const;
export const tzabfrageTopic = (id: number) => `grundbuch:tzabfrage-${id}`;
export const tzabfragePath = (id: number) => `/importe/tzabfrage/${id}`;

export function tzProgress(stats: TzStats): number {
  return stats.all === 0 ? 0 : Math.round((stats.done / stats.all) * 100);
}

/** SPEC §9 infinite scroll: load more within 40 px of the end, at most every 100 ms. */
export const infiniteScroll = { bufferPx: 40, debounceMs: 100 } as const;
