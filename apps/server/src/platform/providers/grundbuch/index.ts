import type { Config } from '../../../config';
import type { GrundbuchProvider } from './grundbuch-provider';
import { GrundbuchSimulator } from './simulator';
import { VerrechnungsstelleClient } from './verrechnungsstelle-client';

export {
  GrundbuchError,
  jahrPeriode,
  type GrundbuchProvider,
  type Urkunde,
  type UrkundenlistenEintrag,
} from './grundbuch-provider';
export { looksLikePdf } from './looks-like-pdf';

export function createGrundbuchProvider(config: Config): GrundbuchProvider {
  if (config.GRUNDBUCH === 'verrechnungsstelle') {
    return new VerrechnungsstelleClient({
      url: config.GRUNDBUCH_URL,
      benutzer: config.GRUNDBUCH_BENUTZER,
      passwort: config.GRUNDBUCH_PASSWORT,
    });
  }
  return new GrundbuchSimulator({
    seed: config.GRUNDBUCH_SIMULATOR_SEED,
    failTz: config.GRUNDBUCH_SIMULATOR_FAIL,
    delayMs: config.GRUNDBUCH_SIMULATOR_DELAY_MS,
  });
}
