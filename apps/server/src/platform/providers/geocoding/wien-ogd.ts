import { fetchJson, validCoordinates, type FetchLike, type GeocodeAddress, type Geocoder } from './geocoder';

export const wienOgdUrl = 'https://data.wien.gv.at/daten/OGDAddressService.svc/GetAddressInfo';

interface GeoJsonAnswer {
  features?: Array<{ geometry?: { coordinates?: [number, number] } }>;
}

/**
 * The Vienna open address service (DESIGN §8): `GetAddressInfo?Address=…&crs=EPSG:4326` answers GeoJSON whose
 * point coordinates are [lon, lat]. It knows Vienna only; other addresses give no result.
 */
export function wienOgdGeocoder(fetcher: FetchLike = fetch, baseUrl = wienOgdUrl): Geocoder {
  return {
    async geocode(address: GeocodeAddress) {
      const params = new URLSearchParams({ Address: `${address.plz} ${address.strasse}`.trim(), crs: 'EPSG:4326' });
      const answer = (await fetchJson(fetcher, `${baseUrl}?${params}`)) as GeoJsonAnswer;
      const coordinates = answer.features?.[0]?.geometry?.coordinates;
      if (!coordinates) return null;
      const [long, lat] = coordinates;
      if (!validCoordinates(lat, long)) return null;
      return { lat, long: long!, source: 'wien-ogd' };
    },
  };
}
