import type { StandardAreaKey } from './areas';

/** How long a deleted record stays in the Papierkorb; the server's purge removes older entries for good. */
export const papierkorbTage = 30;

const tagMs = 86_400_000;

/** One entry of an area's Papierkorb as `GET <api>/papierkorb` answers it. */
export interface PapierkorbEintrag {
  id: number;
  /** When it was deleted (ISO). */
  at: string;
  /** The deleted record's id; a restore gives it back. */
  record_id: number;
  /** The area record to open after a restore: the record itself, or the one an assignment or file belonged to. */
  datensatz_id: number;
  label: string;
  user_name: string | null;
  /** Set while the deleting user acted as another ('im Namen von'). */
  original_user_name: string | null;
  /** How many rows (the record and what its delete took along). */
  zeilen: number;
}

/** Whole days until the entry deleted `at` is removed for good (0 on its last day). */
export function papierkorbRestTage(at: string, now = new Date()): number {
  const left = new Date(at).getTime() + papierkorbTage * tagMs - now.getTime();
  return Math.max(0, Math.floor(left / tagMs));
}

/**
 * The unique values a create form asks the bin about (`GET <api>/papierkorb/suche?feld=&wert=`): a record
 * in the bin does not block a new one, but the form offers to restore it. `wer` begins the hint.
 */
export const papierkorbSuchfelder = {
  firmen: { feld: 'fbnr', wer: 'Eine Firma mit dieser FN' },
  projekte: { feld: 'projektnr', wer: 'Ein Projekt mit dieser Projektnr' },
} as const satisfies Partial<Record<StandardAreaKey, { feld: string; wer: string }>>;

export type PapierkorbSuchArea = keyof typeof papierkorbSuchfelder;
