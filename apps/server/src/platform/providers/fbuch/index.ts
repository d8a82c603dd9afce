import type { Config } from '../../../config';
import type { FirmenbuchProvider } from './fbuch-provider';
import { FirmenbuchHvdClient } from './hvd-client';
import { FirmenbuchSimulator } from './simulator';

export { FirmenbuchError, type FirmenbuchProvider } from './fbuch-provider';

export function createFirmenbuchProvider(config: Config): FirmenbuchProvider {
  if (config.FIRMENBUCH === 'hvd') {
    return new FirmenbuchHvdClient({ url: config.FIRMENBUCH_URL, apiKey: config.FIRMENBUCH_API_KEY });
  }
  return new FirmenbuchSimulator({
    failPrefix: config.FIRMENBUCH_SIMULATOR_FAIL,
    delayMs: config.FIRMENBUCH_SIMULATOR_DELAY_MS,
  });
}
