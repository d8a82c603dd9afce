import type { FirmenbuchExtract } from '@app/domain';

/** The commercial register behind a small interface (DESIGN §8): the real HVD client or the simulator. */
export interface FirmenbuchProvider {
  /** `simulator` or `hvd`; the UI labels simulated data. */
  readonly kind: 'simulator' | 'hvd';
  /** The extract for one FN; throws FirmenbuchError with a German message the query row shows. */
  auszug(fbnr: string): Promise<FirmenbuchExtract>;
}

/** A failure the user sees as the row's message (unknown FN, service down, bad answer). */
export class FirmenbuchError extends Error {}

/** Today in Vienna as YYYY-MM-DD (the extract's `stand`). */
export function viennaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(now);
}
