import {
  addressLine,
  fetchJson,
  GeocodeProviderError,
  validCoordinates,
  type FetchLike,
  type GeocodeAddress,
  type Geocoder,
} from './geocoder';

export const googleGeocodeUrl = 'https://maps.googleapis.com/maps/api/geocode/json';

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: Array<{
    partial_match?: boolean;
    geometry?: { location?: { lat?: number; lng?: number }; location_type?: string };
  }>;
}

/** The Google Geocoding API (JSON): status 'OK' with results, 'ZERO_RESULTS', or an error status. */
export function googleGeocoder(
  apiKey: string,
  fetcher: FetchLike = fetch,
  baseUrl = googleGeocodeUrl,
): Geocoder {
  return {
    async geocode(address: GeocodeAddress) {
      const params = new URLSearchParams({
        address: addressLine(address),
        components: `country:${(address.land || 'aut').slice(0, 2).toUpperCase()}`,
        language: 'de',
        key: apiKey,
      });
      const answer = (await fetchJson(fetcher, `${baseUrl}?${params}`)) as GoogleAnswer;
      if (answer.status === 'ZERO_RESULTS') return null;
      if (answer.status !== 'OK')
        throw new GeocodeProviderError(answer.status ?? 'UNKNOWN', answer.error_message ?? 'keine Angabe');
      const result = answer.results?.[0];
      const location = result?.geometry?.location;
      if (!location || !validCoordinates(location.lat, location.lng)) return null;
      // Kept, but marked: a partial match or an approximate location is not the address itself.
      const ungenau = result?.partial_match === true || result?.geometry?.location_type === 'APPROXIMATE';
      return { lat: location.lat, long: location.lng!, source: 'google', ...(ungenau ? { ungenau } : {}) };
    },
  };
}
