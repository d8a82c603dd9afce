import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { messages } from '@app/domain';
import { createTestApp, password, type TestApp } from './testing/test-app';

// The app's transport security: which proxy headers count, CSP and HSTS.
let direct: TestApp;
let proxied: TestApp;

beforeAll(async () => {
  direct = await createTestApp();
  // inject() connects from 127.0.0.1: the proxy's address.
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '2' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('behind one trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  it('limits logins by the address the proxy saw, whatever X-Forwarded-For the client sent', async () => {
    const user = await proxied.user();
    // The proxy appends the real client address to what the client sent.
    const login = (clientSent: string, realClient: string) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/session',
        headers: { 'x-forwarded-for': `${clientSent}, ${realClient}` },
        payload: { email: user.email, password: 'falsch-falsch' },
      });
    expect((await login('1.1.1.1', '203.0.113.9')).statusCode).toBe(401);
    expect((await login('2.2.2.2', '203.0.113.9')).statusCode).toBe(401);
    const spoofed = await login('3.3.3.3', '203.0.113.9');
    expect(spoofed.statusCode).toBe(429);
    expect(spoofed.json()).toEqual({ status: 'error', message: messages.loginZuVieleVersuche });
    // Another real client is not affected.
    const other = await proxied.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'x-forwarded-for': '203.0.113.10' },
      payload: { email: user.email, password },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends HSTS only when the proxy says the request came over HTTPS', async () => {
    const overHttps = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const overHttp = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(overHttp.headers).not.toHaveProperty('strict-transport-security');
  });
});

describe('without a trusted proxy (default)', () => {
  it('sends no HSTS over plain HTTP and ignores a client-sent X-Forwarded-Proto', async () => {
    const plain = await direct.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers).not.toHaveProperty('strict-transport-security');
    const forged = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers).not.toHaveProperty('strict-transport-security');
  });

  it('lets scripts connect to its own origin only', async () => {
    const csp = String(
      (await direct.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
    );
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/wss?:/);
  });

  it("sends Helmet's headers on every answer, also a refusal", async () => {
    for (const url of ['/api/health', '/api/personen', '/personen']) {
      const res = await direct.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
  });
});

describe('compression', () => {
  it('sends large answers compressed as the client accepts them, and the same JSON', async () => {
    const admin = await direct.user({ admin: true });
    const plain = await direct.as(admin, { method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = plain.json();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await direct.as(admin, {
        method: 'GET',
        url: '/api/docs/json',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(json);
    }
  });

  it('leaves small answers as they are', async () => {
    const res = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: expect.any(String) });
  });
});
