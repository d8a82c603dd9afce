import { addressLine, fetchJson, GeocodeProviderError, validCoordinates, type FetchLike, type GeocodeAddress, type Geocoder } from './geocoder';

export const googleGeocodeUrl = 'https://maps.googleapis.com/maps/api/geocode/json';

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  results?: Array<{ geometry?: { location?: { lat?: number; lng?: number } } }>;
}

/** The Google Geocoding API (JSON): status 'OK' with results, 'ZERO_RESULTS', or an error status. */
export function googleGeocoder(apiKey: string, fetcher: FetchLike = fetch, baseUrl = googleGeocodeUrl): Geocoder {
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
      if (answer.status !== 'OK') throw new GeocodeProviderError(answer.status ?? 'UNKNOWN', answer.error_message ?? 'keine Angabe');
      const location = answer.results?.[0]?.geometry?.location;
      if (!location || !validCoordinates(location.lat, location.lng)) return null;
      return { lat: location.lat, long: location.lng!, source: 'google' };
    },
  };
}
