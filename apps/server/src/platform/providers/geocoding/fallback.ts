import { GeocodeProviderError, type Geocoder } from './geocoder';

/**
 * The fallback pair of DESIGN §8: asks the first service; when it fails or finds nothing, the second.
 * Both failing: the last service error; both finding nothing: null.
 */
export function fallbackGeocoder(first: Geocoder, second: Geocoder): Geocoder {
  return {
    async geocode(address) {
      let failure: GeocodeProviderError | null = null;
      for (const geocoder of [first, second]) {
        try {
          const result = await geocoder.geocode(address);
          if (result) return result;
        } catch (error) {
          if (!(error instanceof GeocodeProviderError)) throw error;
          failure = error;
        }
      }
      if (failure) throw failure;
      return null;
    },
  };
}
