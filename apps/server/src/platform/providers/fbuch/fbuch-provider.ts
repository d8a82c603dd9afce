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
