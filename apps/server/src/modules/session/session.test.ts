import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, password, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_RATE_LIMIT: '5' });
  user = await t.user({ permissions: ['personen.lesen'], name: 'Eva Berger' });
});
afterAll(() => t?.close());

const login = (email: string, pw: string) =>
  t.app.inject({ method: 'POST', url: '/api/session', payload: { email, password: pw } });

describe('session', () => {
  it('documents the answers of session, health, files and register extracts in /api/docs', async () => {
    const res = await t.as(user, { method: 'GET', url: '/api/docs/json' });
    const paths = res.json().paths;
    for (const [path, method] of [
      ['/api/session', 'post'],
      ['/api/session', 'delete'],
      ['/api/health', 'get'],
      ['/api/dateien', 'get'],
      ['/api/dateien/download', 'post'],
      ['/api/dateien/{id}', 'delete'],
      ['/api/firmen/fbuchauszug', 'post'],
      ['/api/fbuch/auszug/{id}', 'get'],
    ] as const)
      expect(paths[path][method].responses['200'].content, `${method} ${path}`).toBeDefined();
  });

  it('logs in with a rotated httpOnly cookie and answers user, csrfToken and socketToken', async () => {
    const res = await login(user.email.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(`sid=${cookie.value}`).not.toBe(user.cookie);
    const data = res.json().data;
    expect(data.user).toEqual({
      id: user.id,
      email: user.email,
      name: 'Eva Berger',
      isAdmin: false,
      berechtigungen: ['personen.lesen'],
      originalUser: null,
    });
    expect(data.csrfToken).toMatch(/^[\w-]{30,}$/);
    expect(data.socketToken).toMatch(/\./);
  });

  it('GET answers the current session; DELETE ends it', async () => {
    const current = await t.as(user, { method: 'GET', url: '/api/session' });
    expect(current.json().data.csrfToken).toBe(user.csrf);
    const out = await t.as(user, { method: 'DELETE', url: '/api/session' });
    expect(out.json()).toEqual({ status: 'ok', data: null });
    expect((await t.as(user, { method: 'GET', url: '/api/session' })).statusCode).toBe(401);
    expect((await t.as(user, { method: 'GET', url: '/api/personen' })).statusCode).toBe(401);
  });

  it('refuses wrong passwords and unknown users with the same German message', async () => {
    for (const res of [
      await login(user.email, 'falsch-falsch'),
      await login('niemand@example.at', password),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'error', message: messages.loginFalsch });
    }
  });

  it('rate-limits login attempts with a German message', async () => {
    let last;
    for (let i = 0; i < 6; i++) last = await login(user.email, 'falsch-falsch');
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toEqual({ status: 'error', message: messages.loginZuVieleVersuche });
  });
});

describe('session lifetime', () => {
  let lt: TestApp;
  beforeAll(async () => {
    lt = await createTestApp();
  });
  afterAll(() => lt?.close());

  it('slides a session past half its lifetime (12 h) on its next request, and never an impersonation', async () => {
    const eva = await lt.user({ permissions: ['personen.lesen'] });
    const admin = await lt.user({ admin: true });
    const hoursLeft = async (impersonation: boolean) => {
      const [row] = await lt.database.query<{ hours: number }>(
        `select extract(epoch from expires - now())::float8 / 3600 as hours from sessions
         where user_id = $1 and (original_user_id is not null) = $2`,
        [eva.id, impersonation],
      );
      return row!.hours;
    };
    const setHoursLeft = (hours: number) =>
      lt.database.query(
        `update sessions set expires = now() + make_interval(hours => $2) where user_id = $1`,
        [eva.id, hours],
      );
    const session = () => lt.as(eva, { method: 'GET', url: '/api/session' });

    await setHoursLeft(5);
    expect((await session()).statusCode).toBe(200);
    expect(await hoursLeft(false)).toBeGreaterThan(11.99);
    // Within its first half: not written again.
    await setHoursLeft(7);
    expect((await session()).statusCode).toBe(200);
    expect(await hoursLeft(false)).toBeCloseTo(7, 2);

    const cookie = await lt.app.sessions.create(eva.id, {
      originalUserId: admin.id,
      grund: 'Test',
      minutes: 30,
    });
    await lt.database.query(
      `update sessions set expires = now() + interval '1 minute' where original_user_id is not null and user_id = $1`,
      [eva.id],
    );
    const asEva = await lt.app.inject({ method: 'GET', url: '/api/session', cookies: { sid: cookie } });
    expect(asEva.json().data.user.originalUser).toMatchObject({ id: admin.id });
    expect(await hoursLeft(true)).toBeLessThan(1.1 / 60);
  });
});
