import { fallbackGeocoder } from './fallback';
import type { Geocoder } from './geocoder';
import { googleGeocoder } from './google';
import { simulatorGeocoder } from './simulator';
import { wienOgdGeocoder } from './wien-ogd';

export * from './geocoder';

/** GEOCODING=google: Google Geocoding, then the Vienna address service; otherwise the simulator. */
export function createGeocoder(config: {
  GEOCODING: 'simulator' | 'google';
  GOOGLE_MAPS_KEY?: string;
}): Geocoder {
  if (config.GEOCODING === 'google')
    return fallbackGeocoder(googleGeocoder(config.GOOGLE_MAPS_KEY ?? ''), wienOgdGeocoder());
  return simulatorGeocoder();
}
