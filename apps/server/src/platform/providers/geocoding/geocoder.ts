/** Geocoding provider interface (DESIGN §8): an address in, WGS84 coordinates out. */
export interface GeocodeAddress {
  strasse: string;
  plz: string;
  ort?: string | null;
  land?: string | null;
}

export interface GeocodeResult {
  lat: number;
  long: number;
  /** Which service answered: 'google', 'wien-ogd' or 'simulator'. */
  source: string;
  /** The service found only a partial or approximate match (Google partial_match / APPROXIMATE). */
  ungenau?: boolean;
}

/** The service answered with an error (HTTP status or its own status code). */
export class GeocodeProviderError extends Error {
  constructor(
    readonly code: string | number,
    readonly msg: string,
  ) {
    super(`${code}: ${msg}`);
  }
}

export interface Geocoder {
  /** null: the service knows no such address. Throws GeocodeProviderError when the service fails. */
  geocode(address: GeocodeAddress): Promise<GeocodeResult | null>;
}

export type FetchLike = (url: string, init?: { signal?: AbortSignal }) => Promise<Response>;

export const geocodeTimeoutMs = 5000;

export function addressLine(address: GeocodeAddress): string {
  return [address.strasse, [address.plz, address.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** Answers the service's JSON, or throws GeocodeProviderError for transport and HTTP failures. */
export async function fetchJson(fetcher: FetchLike, url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetcher(url, { signal: AbortSignal.timeout(geocodeTimeoutMs) });
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    throw new GeocodeProviderError(
      name === 'TimeoutError' ? 'TIMEOUT' : 'NETWORK',
      error instanceof Error ? error.message : String(error),
    );
  }
  if (!response.ok) throw new GeocodeProviderError(response.status, response.statusText || 'HTTP-Fehler');
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new GeocodeProviderError(response.status, 'Antwort ist kein JSON');
  }
}

export function validCoordinates(lat: unknown, long: unknown): lat is number {
  return (
    typeof lat === 'number' &&
    typeof long === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(long) &&
    Math.abs(lat) <= 90 &&
    Math.abs(long) <= 180
  );
}
