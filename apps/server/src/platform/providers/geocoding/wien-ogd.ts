import { fetchJson, validCoordinates, type FetchLike, type GeocodeAddress, type Geocoder } from './geocoder';

export const wienOgdUrl = 'https://data.wien.gv.at/daten/OGDAddressService.svc/GetAddressInfo';

interface GeoJsonAnswer {
  features?: Array<{ geometry?: { coordinates?: [number, number] }; properties?: { Adresse?: string } }>;
}

/** Vienna's postcodes: 1010–1239 (the service knows no other place; a Graz address must not land in Vienna). */
export const istWienerPlz = (plz: string) =>
  /^1\d{3}$/.test(plz.trim()) && Number(plz) >= 1010 && Number(plz) <= 1239;

/** 'Stephansplatz 1/2/3' → 'stephansplatz 1': the street and its house number, for comparing. */
function strasseNr(s: string): string {
  const tokens = s
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/str\.?(?=\s|$)/g, 'strasse')
    .replace(/[^a-z0-9äöü]+/g, ' ')
    .trim()
    .split(' ');
  const nr = tokens.findIndex((t) => /^\d/.test(t));
  return (nr >= 0 ? tokens.slice(0, nr + 1) : tokens).join(' ');
}

/**
 * The Vienna open address service (DESIGN §8): `GetAddressInfo?Address=…&crs=EPSG:4326` answers GeoJSON whose
 * point coordinates are [lon, lat]. It knows Vienna only; other addresses give no result.
 */
export function wienOgdGeocoder(fetcher: FetchLike = fetch, baseUrl = wienOgdUrl): Geocoder {
  return {
    async geocode(address: GeocodeAddress) {
      if (!istWienerPlz(address.plz)) return null;
      const params = new URLSearchParams({
        Address: `${address.plz} ${address.strasse}`.trim(),
        crs: 'EPSG:4326',
      });
      const answer = (await fetchJson(fetcher, `${baseUrl}?${params}`)) as GeoJsonAnswer;
      const feature = answer.features?.[0];
      const coordinates = feature?.geometry?.coordinates;
      if (!coordinates) return null;
      // A candidate for another street or number (the service answers its nearest match) is no result.
      const gefunden = feature.properties?.Adresse;
      if (gefunden && strasseNr(gefunden) !== strasseNr(address.strasse)) return null;
      const [long, lat] = coordinates;
      if (!validCoordinates(lat, long)) return null;
      return { lat, long: long!, source: 'wien-ogd' };
    },
  };
}
