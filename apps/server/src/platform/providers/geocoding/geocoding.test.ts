import { describe, expect, it } from 'vitest';
import { fallbackGeocoder } from './fallback';
import { GeocodeProviderError, type FetchLike } from './geocoder';
import { googleGeocoder } from './google';
import { simulatorGeocoder } from './simulator';
import { wienOgdGeocoder } from './wien-ogd';

const address = { strasse: 'Stephansplatz 1', plz: '1010', ort: 'Wien', land: 'aut' };

/** A stand-in for the remote service: records the URL, answers the given JSON and status. */
function service(body: unknown, status = 200) {
  const urls: string[] = [];
  const fetcher: FetchLike = async (url) => {
    urls.push(url);
    return new Response(JSON.stringify(body), {
      status,
      statusText: status === 200 ? 'OK' : 'Service Unavailable',
    });
  };
  return { urls, fetcher };
}

describe('geocoding providers', () => {
  it('Google: reads the first result, ZERO_RESULTS is no result, other statuses fail with code and message', async () => {
    const ok = service({
      status: 'OK',
      results: [{ geometry: { location: { lat: 48.2085, lng: 16.3731 } } }],
    });
    expect(await googleGeocoder('KEY', ok.fetcher).geocode(address)).toEqual({
      lat: 48.2085,
      long: 16.3731,
      source: 'google',
    });
    const url = new URL(ok.urls[0]!);
    expect(url.searchParams.get('address')).toBe('Stephansplatz 1, 1010 Wien');
    expect(url.searchParams.get('key')).toBe('KEY');

    expect(
      await googleGeocoder('KEY', service({ status: 'ZERO_RESULTS', results: [] }).fetcher).geocode(address),
    ).toBeNull();
    const denied = googleGeocoder(
      'KEY',
      service({ status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' }).fetcher,
    );
    await expect(denied.geocode(address)).rejects.toMatchObject({
      code: 'REQUEST_DENIED',
      msg: 'The provided API key is invalid.',
    });
    await expect(googleGeocoder('KEY', service({}, 503).fetcher).geocode(address)).rejects.toMatchObject({
      code: 503,
    });
  });

  it('Vienna address service: asks with crs EPSG:4326 and reads GeoJSON [lon, lat]', async () => {
    const ogd = service({
      type: 'FeatureCollection',
      features: [{ geometry: { type: 'Point', coordinates: [16.37312, 48.20849] } }],
    });
    expect(await wienOgdGeocoder(ogd.fetcher).geocode(address)).toEqual({
      lat: 48.20849,
      long: 16.37312,
      source: 'wien-ogd',
    });
    const url = new URL(ogd.urls[0]!);
    expect(url.pathname).toMatch(/OGDAddressService\.svc\/GetAddressInfo$/);
    expect(url.searchParams.get('crs')).toBe('EPSG:4326');
    expect(url.searchParams.get('Address')).toBe('1010 Stephansplatz 1');
    expect(await wienOgdGeocoder(service({ features: [] }).fetcher).geocode(address)).toBeNull();
  });

  it('Vienna address service: Vienna addresses only, and only a candidate with the same street and number', async () => {
    const ogd = service({
      features: [{ geometry: { coordinates: [16.37, 48.2] }, properties: { Adresse: 'Stephansplatz 1' } }],
    });
    const graz = { strasse: 'Petersgasse 81', plz: '8010', ort: 'Graz' };
    expect(await wienOgdGeocoder(ogd.fetcher).geocode(graz)).toBeNull();
    expect(ogd.urls).toHaveLength(0);
    expect(await wienOgdGeocoder(ogd.fetcher).geocode(address)).toMatchObject({ source: 'wien-ogd' });
    const other = service({
      features: [{ geometry: { coordinates: [16.37, 48.2] }, properties: { Adresse: 'Stephansplatz 3' } }],
    });
    expect(await wienOgdGeocoder(other.fetcher).geocode(address)).toBeNull();
    const longer = service({
      features: [{ geometry: { coordinates: [16.37, 48.2] }, properties: { Adresse: 'Stephansplatz 12' } }],
    });
    expect(await wienOgdGeocoder(longer.fetcher).geocode(address)).toBeNull();
  });

  it('Google: a partial or approximate match is kept but marked ungenau', async () => {
    const partial = service({
      status: 'OK',
      results: [
        {
          partial_match: true,
          geometry: { location: { lat: 47.07, lng: 15.44 }, location_type: 'GEOMETRIC_CENTER' },
        },
      ],
    });
    expect(await googleGeocoder('KEY', partial.fetcher).geocode(address)).toMatchObject({ ungenau: true });
    const approx = service({
      status: 'OK',
      results: [{ geometry: { location: { lat: 47.07, lng: 15.44 }, location_type: 'APPROXIMATE' } }],
    });
    expect(await googleGeocoder('KEY', approx.fetcher).geocode(address)).toMatchObject({ ungenau: true });
  });

  it('the fallback pair asks the second service when the first fails or finds nothing', async () => {
    const failing = googleGeocoder('KEY', service({ status: 'OVER_QUERY_LIMIT' }).fetcher);
    const empty = googleGeocoder('KEY', service({ status: 'ZERO_RESULTS' }).fetcher);
    const vienna = wienOgdGeocoder(
      service({ features: [{ geometry: { coordinates: [16.4, 48.2] } }] }).fetcher,
    );
    const none = wienOgdGeocoder(service({ features: [] }).fetcher);
    expect(await fallbackGeocoder(failing, vienna).geocode(address)).toMatchObject({
      source: 'wien-ogd',
      lat: 48.2,
    });
    expect(await fallbackGeocoder(empty, vienna).geocode(address)).toMatchObject({ source: 'wien-ogd' });
    await expect(fallbackGeocoder(failing, none).geocode(address)).rejects.toBeInstanceOf(
      GeocodeProviderError,
    );
    expect(await fallbackGeocoder(empty, none).geocode(address)).toBeNull();
  });

  it('the simulator is deterministic, lands in the PLZ district and can be told to fail', async () => {
    const sim = simulatorGeocoder();
    const a = await sim.geocode(address);
    expect(a).toEqual(await sim.geocode({ ...address }));
    expect(a!.source).toBe('simulator');
    expect(Math.abs(a!.lat - 48.2086)).toBeLessThan(0.01);
    expect(Math.abs(a!.long - 16.3713)).toBeLessThan(0.01);
    const other = await sim.geocode({ ...address, strasse: 'Wagramer Straße 5', plz: '1220' });
    expect(Math.abs(other!.lat - 48.233)).toBeLessThan(0.01);
    await expect(sim.geocode({ ...address, strasse: 'FEHLER 1' })).rejects.toMatchObject({ code: 503 });
    expect(await sim.geocode({ ...address, strasse: 'Unbekannt 1' })).toBeNull();
  });
});
