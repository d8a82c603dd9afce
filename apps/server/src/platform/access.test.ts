import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  adminOnlyPermissions,
  allPermissions,
  areas,
  hasPermission,
  messages,
  standardVorlagen,
  type Permission,
} from '@app/domain';
import { users } from '../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { accessPermissions, type Access } from './access';

let t: TestApp;
let admin: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
  admin = await t.user({ admin: true });
  nobody = await t.user({ permissions: [] });
});
afterAll(() => t?.close());

// POST /api/frontend/events: the customer frontend, authenticated by its API key (issue 15).
const publicRoutes = [
  'POST /api/session',
  'GET /api/health',
  'GET /api/passwort-setzen',
  'POST /api/passwort-setzen',
  'POST /api/frontend/events',
  // `npm run backup` asking the running server, with the token only its data folder holds (issue 28).
  'POST /api/sicherungen/lokal',
];
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
    const undeclared = t.app.routeList
      .filter((r) => r.access === undefined)
      .map((r) => `${r.method} ${r.url}`);
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

  it('per permission: a user holding every other permission gets 403, one holding it gets past the check', async () => {
    const routes = t.app.routeList.filter((r) => accessPermissions(r.access as Access).length > 0);
    // Every permission guards a route, except those of areas still to come (their socket topics are checked).
    const guarding = new Set(routes.flatMap((r) => accessPermissions(r.access as Access)));
    const planned = new Set(areas.filter((a) => !a.built).map((a) => a.permissions?.read));
    expect(allPermissions.filter((p) => !guarding.has(p) && !planned.has(p))).toEqual([]);
    const users = new Map<string, TestUser>();
    const userWith = async (permissions: Permission[]) => {
      const key = [...permissions].sort().join(',');
      if (!users.has(key)) users.set(key, await t.user({ permissions }));
      return users.get(key)!;
    };
    for (const route of routes) {
      const access = route.access as Access;
      const needed = accessPermissions(access);
      // Of a list any one suffices: all must be missing; of `{ all }` each one missing refuses.
      const missing = typeof access === 'object' && 'all' in access ? needed.map((p) => [p]) : [needed];
      const call = (user: TestUser) =>
        t.as(user, {
          method: route.method as 'GET',
          url: concrete(route.url),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
      for (const without of missing) {
        const res = await call(await userWith(allPermissions.filter((p) => !without.includes(p))));
        expect(res.statusCode, `${route.method} ${route.url} without ${without.join('/')}`).toBe(403);
        expect(res.json().message).toBe(messages.keineBerechtigung);
      }
      const res = await call(await userWith([...needed]));
      expect([401, 403], `${route.method} ${route.url} with ${needed.join('+')}`).not.toContain(
        res.statusCode,
      );
    }
  });

  it('a read-only user (template Lesezugriff) cannot write anywhere', async () => {
    const lesen = standardVorlagen.find((v) => v.name === 'Lesezugriff')!.berechtigungen;
    const reader = await t.user({ permissions: [...lesen] });
    const writes = t.app.routeList.filter((r) =>
      accessPermissions(r.access as Access).some((p) => !p.endsWith('.lesen')),
    );
    expect(writes.length).toBeGreaterThan(30);
    for (const route of writes) {
      const res = await t.as(reader, {
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  // Issue 24: DELETE /api/dateien/999999 answered a read-only user 404 — the route said 'session' and the
  // service looked the file up before checking. Every route now names the permissions of which one is
  // needed before anything is looked up; only the own account's routes are for any logged-in user.
  it("'session' access is only for the own account: every other route names a permission", () => {
    const sessionRoutes = t.app.routeList
      .filter((r) => r.access === 'session' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(sessionRoutes.sort()).toEqual(
      [
        'GET /api/session',
        'DELETE /api/session',
        'POST /api/konto/anmelden-als/beenden',
        'PUT /api/konto/passwort',
        'GET /api/konto/hinweise',
        'POST /api/konto/hinweise/gesehen',
      ].sort(),
    );
  });

  it('permission before existence and input: without the permission 403 for unknown ids and malformed input alike', async () => {
    const lesen = standardVorlagen.find((v) => v.name === 'Lesezugriff')!.berechtigungen;
    const reader = await t.user({ permissions: [...lesen] });
    const guarded = t.app.routeList.filter((r) => accessPermissions(r.access as Access).length > 0);
    const readerPasses = (access: Access) => {
      const holder = { isAdmin: false, berechtigungen: [...lesen], originalUser: null };
      const has = (p: Permission) => hasPermission(holder, p);
      if (typeof access === 'string') return has(access as Permission);
      return 'all' in access ? access.all.every(has) : access.some(has);
    };
    let reached = 0;
    for (const route of guarded) {
      const users = readerPasses(route.access as Access) ? [nobody] : [nobody, reader];
      for (const id of ['999999', '2147483647', 'abc']) {
        const url = route.url.replace(/:[a-z_]+/gi, id).replace(/\*$/, 'x');
        for (const user of users) {
          reached += 1;
          const res = await t.as(user, {
            method: route.method as 'POST',
            url: `${url}${url.includes('?') ? '&' : '?'}page=x&resource=gibtsnicht`,
            ...(route.method === 'GET' ? {} : { payload: { ids: [[5]], id: true, resource: 'gibtsnicht' } }),
          });
          expect(res.statusCode, `${route.method} ${url} as ${user === nobody ? 'nobody' : 'reader'}`).toBe(
            403,
          );
        }
      }
    }
    expect(reached).toBeGreaterThan(300);
    // The probe of the issue, by name.
    const dateiDelete = await t.as(reader, { method: 'DELETE', url: '/api/dateien/999999' });
    expect(dateiDelete.statusCode).toBe(403);
    expect(dateiDelete.json()).toEqual({ status: 'error', message: messages.keineBerechtigung });
  });

  it('while acting as another user, user administration is refused even if that user holds it', async () => {
    const target = await t.user({ permissions: [...allPermissions] });
    // A fresh administrator: the per-permission test above may have deleted user 1 (DELETE /api/benutzer/1).
    const original = await t.user({ admin: true });
    const cookie = await t.app.sessions.create(target.id, {
      originalUserId: original.id,
      grund: 'Test',
      minutes: 5,
    });
    const routes = t.app.routeList.filter((r) =>
      accessPermissions(r.access as Access).some((p) => adminOnlyPermissions.includes(p)),
    );
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const res = await t.app.inject({
        method: 'GET',
        url: concrete(route.url),
        headers: { cookie: `sid=${cookie}` },
      });
      expect(res.statusCode, route.url).toBe(403);
      expect(res.json().message).toBe(messages.alsAndereGesperrt);
    }
  });

  it('unknown API paths answer 404 in the house format; health is public and checks the database', async () => {
    // A fresh administrator: the per-permission test may have deactivated or deleted user 1.
    const res = await t.as(await t.user({ admin: true }), { method: 'GET', url: '/api/gibtsnicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: messages.resourceNichtGefunden });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({
      status: 'ok',
      data: { database: expect.stringMatching(/^(pglite|pg)$/) },
    });
  });

  it('serves the OpenAPI description to logged-in users', async () => {
    const res = await t.as(nobody, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/personen/{id}');
  });
});

// Reads of the standard routes start beside their session check (issue 11); the check stays exact.
describe('reads started beside their session check', () => {
  it('answer 401/403 at once after logout, deactivation or a withdrawn permission, also instead of 404 or 422', async () => {
    const reader = await t.user({ permissions: ['personen.lesen'] });
    const list = { method: 'GET' as const, url: '/api/personen?per_page=5' };
    expect((await t.as(reader, list)).statusCode).toBe(200);
    expect(t.app.sessions.seenValid(reader.cookie.replace(/^sid=/, ''))).toBe(true); // the next reads overlap

    await t.database.db.update(users).set({ berechtigungen: [] }).where(eq(users.id, reader.id));
    const withdrawn = await t.as(reader, list);
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().data).toBeUndefined();

    await t.database.db
      .update(users)
      .set({ berechtigungen: ['personen.lesen'] })
      .where(eq(users.id, reader.id));
    expect((await t.as(reader, { method: 'GET', url: '/api/personen/2000000000' })).statusCode).toBe(404);
    await t.database.db.update(users).set({ aktiv: false }).where(eq(users.id, reader.id));
    for (const url of [
      '/api/personen?per_page=5',
      '/api/personen/2000000000',
      '/api/personen?per_page=abc',
      '/api/personen/count',
    ]) {
      const res = await t.as(reader, { method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ status: 'error', message: messages.nichtAngemeldet });
    }

    const other = await t.user({ permissions: ['personen.lesen'] });
    expect((await t.as(other, list)).statusCode).toBe(200);
    expect((await t.as(other, { method: 'DELETE', url: '/api/session' })).statusCode).toBe(200);
    expect((await t.as(other, list)).statusCode).toBe(401);
  });
});
