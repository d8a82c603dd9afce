import { GeocodeProviderError, type GeocodeAddress, type Geocoder } from './geocoder';

/** Approximate centres of Vienna's 23 districts by PLZ 1010 … 1230. */
const wienBezirke: Record<string, [number, number]> = {
  '1010': [48.2086, 16.3713],
  '1020': [48.2167, 16.3958],
  '1030': [48.1986, 16.3948],
  '1040': [48.1925, 16.3712],
  '1050': [48.1878, 16.3567],
  '1060': [48.1955, 16.3499],
  '1070': [48.2022, 16.3491],
  '1080': [48.2108, 16.3475],
  '1090': [48.2232, 16.3577],
  '1100': [48.1553, 16.382],
  '1110': [48.17, 16.44],
  '1120': [48.176, 16.328],
  '1130': [48.175, 16.275],
  '1140': [48.205, 16.27],
  '1150': [48.195, 16.326],
  '1160': [48.212, 16.31],
  '1170': [48.228, 16.3],
  '1180': [48.232, 16.325],
  '1190': [48.256, 16.335],
  '1200': [48.24, 16.375],
  '1210': [48.277, 16.41],
  '1220': [48.233, 16.46],
  '1230': [48.14, 16.29],
};

/** FNV-1a: a stable hash so the same address always lands on the same spot. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The built-in SIMULATOR (default, DESIGN §8): deterministic coordinates near the Vienna district of the PLZ
 * (elsewhere in Austria for other PLZ). An address containing 'FEHLER' makes the service fail,
 * one containing 'UNBEKANNT' is not found, one containing 'UNGENAU' only partly (as Google's partial_match),
 * so the error paths can be tried.
 */
export function simulatorGeocoder(): Geocoder {
  return {
    async geocode(address: GeocodeAddress) {
      const text = `${address.strasse} ${address.plz} ${address.ort ?? ''}`;
      if (/FEHLER/i.test(text)) throw new GeocodeProviderError(503, 'Simulator: Dienst nicht erreichbar');
      if (/UNBEKANNT/i.test(text)) return null;
      const h = hash(text.toLowerCase().replace(/\s+/g, ' ').trim());
      const jitterLat = ((h % 1000) / 1000 - 0.5) * 0.008;
      const jitterLong = ((Math.floor(h / 1000) % 1000) / 1000 - 0.5) * 0.012;
      const centre = wienBezirke[address.plz.trim()] ?? [
        47.3 + ((h >>> 8) % 900) / 1000,
        13 + ((h >>> 4) % 3500) / 1000,
      ];
      return {
        lat: round6(centre[0] + jitterLat),
        long: round6(centre[1] + jitterLong),
        source: 'simulator',
        ...(/UNGENAU/i.test(text) ? { ungenau: true } : {}),
      };
    },
  };
}
