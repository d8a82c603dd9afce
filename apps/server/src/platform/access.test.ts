import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
let admin: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
  nobody = await t.user({ permissions: [] });
});
afterAll(() => t?.close());

const publicRoutes = ['POST /api/session', 'GET /api/health'];
/** Fill route parameters so the request reaches the route (and not the 404 handler). */
const concrete = (url: string) => url.replace(/:[a-z_]+/gi, '1').replace(/\*$/, 'x');
const protectedRoutes = () =>
  t.app.routeList.filter((r) => r.access !== 'public' && !(r.method === 'GET' && r.url === '/*'));

describe('access control over every registered route', () => {
  it('the only public routes are login and health (and the SPA fallback)', () => {
    const open = t.app.routeList
      .filter((r) => r.access === 'public' && !(r.method === 'GET' && r.url === '/*'))
      .map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual([...publicRoutes].sort());
    expect(protectedRoutes().length).toBeGreaterThan(8);
  });

  it('every module route names its access (routes without one are admin-only)', () => {
    const undeclared = t.app.routeList.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    for (const route of protectedRoutes()) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.url.startsWith('/api/docs')) continue;
      expect(res.json(), route.url).toEqual({ status: 'error', message: messages.nichtAngemeldet });
    }
  });

  it('answers 403 to a mutation without or with a wrong anti-forgery header', async () => {
    const mutations = protectedRoutes().filter((r) => r.method !== 'GET');
    expect(mutations.length).toBeGreaterThan(4);
    for (const route of mutations) {
      for (const csrf of [undefined, 'falsch']) {
        const res = await t.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie: admin.cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}) },
          payload: {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json().message).toBe(messages.csrfUngueltig);
      }
    }
  });

  it('answers 403 when the user lacks the route permission', async () => {
    const res = await t.as(nobody, { method: 'GET', url: '/api/personen' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 'error', message: messages.keineBerechtigung });
    expect((await t.as(admin, { method: 'GET', url: '/api/personen' })).statusCode).toBe(200);
  });

  it('unknown API paths answer 404 in the house format; health is public and checks the database', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/gibtsnicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: messages.resourceNichtGefunden });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', data: { database: expect.stringMatching(/^(pglite|pg)$/) } });
  });

  it('serves the OpenAPI description to logged-in users', async () => {
    const res = await t.as(nobody, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/personen/{id}');
  });
});
