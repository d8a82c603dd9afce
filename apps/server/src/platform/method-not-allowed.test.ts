import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

// Issue 30: a known path with a method it does not have is 405 with `Allow`; an unknown path stays 404.
let t: TestApp;
let admin: TestUser;
let dist: string;

beforeAll(async () => {
  // With a built web app, as in production: its catch-all GET passes /api paths on to the not-found handler.
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Backoffice</title>');
  t = await createTestApp({ WEB_DIST: dist });
  admin = await t.user({ admin: true });
});
afterAll(async () => {
  await t?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const tried = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'] as const;
const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

describe('405 with Allow', () => {
  it('answers every path of the document, asked with a method it does not have, 405 and its methods', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    // The oracle, independent of the router: which documented paths match a concrete URL, per method.
    const patterns = Object.entries(spec.paths).map(([path, ops]) => ({
      regex: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
      methods: Object.keys(ops).map((m) => m.toUpperCase()),
    }));
    const methodsAt = (url: string) => {
      const methods = new Set(patterns.filter((p) => p.regex.test(url)).flatMap((p) => p.methods));
      // The web app (hidden from the document) answers GET on every path outside /api.
      if (!url.startsWith('/api/')) methods.add('GET');
      if (methods.has('GET')) methods.add('HEAD');
      return methods;
    };
    const failures: string[] = [];
    let checked = 0;
    for (const path of Object.keys(spec.paths)) {
      if (path.startsWith('/api/docs')) continue;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const allowed = methodsAt(url);
      const expected = order.filter((m) => allowed.has(m)).join(', ');
      for (const method of tried) {
        if (allowed.has(method)) continue;
        const res = await t.as(admin, { method, url });
        checked += 1;
        if (res.statusCode !== 405 || res.headers.allow !== expected)
          failures.push(
            `${method} ${url}: ${res.statusCode} Allow: ${String(res.headers.allow)} ≠ ${expected}`,
          );
        else if (method !== 'HEAD')
          expect(res.json()).toEqual({ status: 'error', message: messages.methodeNichtErlaubt });
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it('answers the cases of the issue', async () => {
    for (const [method, url, allow] of [
      ['PATCH', '/api/personen/1', 'GET, HEAD, PUT, DELETE'],
      ['TRACE', '/api/health', 'GET, HEAD'],
      ['DELETE', '/api/health', 'GET, HEAD'],
      ['GET', '/api/benutzer/1/passwort', 'POST'],
    ] as const) {
      const res = await t.as(admin, { method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
    }
  });

  it('leaves unknown paths 404 and the answers of known methods as they were', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.as(admin, { method, url: '/api/gibt-es-nicht/1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers).not.toHaveProperty('allow');
    }
    expect((await t.as(admin, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.as(admin, { method: 'HEAD', url: '/api/health' })).statusCode).toBe(200);
    // Outside /api the web app's catch-all answers GET (the app's pages): other methods are 405.
    expect((await t.as(admin, { method: 'GET', url: '/projekte' })).statusCode).toBe(200);
    const page = await t.as(admin, { method: 'PATCH', url: '/projekte' });
    expect([page.statusCode, page.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('tells a caller without a session no more than an unknown path does: 401 first', async () => {
    for (const url of ['/api/personen/1', '/api/health', '/api/gibt-es-nicht']) {
      const res = await t.app.inject({ method: 'PATCH', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers).not.toHaveProperty('allow');
    }
    // Without the anti-forgery header a write is refused before anything else, as on every route.
    const noCsrf = await t.app.inject({
      method: 'PATCH',
      url: '/api/personen/1',
      headers: { cookie: admin.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
