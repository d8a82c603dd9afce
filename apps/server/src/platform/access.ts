import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import {
  adminOnlyPermissions,
  hasPermission,
  messages,
  type Permission,
  type SessionUser,
} from '@app/domain';
import { ForbiddenError, UnauthorizedError } from './errors';
import { safeEqual, sessionCookie, type AuthContext, type SessionStore } from './auth';

/**
 * Every route names its access in `config.access` (DESIGN §9):
 * 'public' (login, health), 'session' (any logged-in user), a permission of the catalogue or a list of
 * permissions of which any one suffices (a service shared by two areas' forms), or `{ all }` of which each
 * is needed (an export: reading the area and exporting).
 * Routes that name nothing are admin-only, so a forgotten declaration fails closed.
 */
export type Access =
  Permission | readonly Permission[] | { all: readonly Permission[] } | 'session' | 'public';

/** The permissions a route's access names (empty for 'session' and 'public'). */
export function accessPermissions(access: Access | undefined): readonly Permission[] {
  if (access === undefined || access === 'session' || access === 'public') return [];
  if (typeof access === 'string') return [access];
  return 'all' in access ? access.all : access;
}

/** Whether this user passes a route's permission check (not 'public'/'session'). */
export function allows(user: SessionUser, access: Access | undefined): boolean {
  if (access === undefined) return user.isAdmin && !user.originalUser;
  if (access === 'session' || access === 'public') return true;
  // User administration is the administrator's own: never while acting as another user (issue 10).
  if (user.originalUser && accessPermissions(access).some((p) => adminOnlyPermissions.includes(p)))
    return false;
  if (typeof access === 'string') return hasPermission(user, access);
  if ('all' in access) return access.all.every((p) => hasPermission(user, p));
  return access.some((p) => hasPermission(user, p));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A read that may start beside its session check (issue 11): its handler does not read
     * `request.auth`, and its answer waits for the check (see registerAccessControl).
     */
    overlapSession?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The session check of a read that started beside it; the answer (or error) waits for it. */
    authorized: Promise<void> | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    routeList: Array<{ method: string; url: string; access: Access | undefined }>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The SPA and its assets: every non-/api GET (DESIGN §6). */
function isWebAsset(request: FastifyRequest): boolean {
  return (
    safeMethods.has(request.method) && !request.url.startsWith('/api') && !request.url.startsWith('/socket')
  );
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

/**
 * Session, anti-forgery header and permission of a request: exact on every instance, read from the
 * database each time (auth.ts). Sets `request.auth`; throws 401 or 403.
 */
async function authorize(
  app: FastifyInstance,
  request: FastifyRequest,
  access: Access | undefined,
): Promise<void> {
  request.auth = await app.sessions.load(request.cookies[sessionCookie]);
  if (!request.auth) throw new UnauthorizedError();
  if (!safeMethods.has(request.method)) {
    const header = request.headers['x-csrf-token'];
    if (typeof header !== 'string' || !safeEqual(header, request.auth.csrfToken)) {
      throw new ForbiddenError(messages.csrfUngueltig);
    }
  }
  const user = request.auth.user;
  if (access === 'session' || request.is404) return;
  if (!allows(user, access)) {
    const impersonationOnly = !!user.originalUser && allows({ ...user, originalUser: null }, access);
    throw new ForbiddenError(impersonationOnly ? messages.alsAndereGesperrt : undefined);
  }
}

/**
 * A read marked `overlapSession` whose session this instance has seen valid starts its handler while
 * the session is checked, so the check's round trip to the database overlaps the route's own instead
 * of preceding it (issue 11). The check stays as exact as before: the answer — or an error, see
 * errors.ts — is sent only after it passed, and a failed check answers 401/403 and drops the result.
 * Cookies this instance has not seen valid (none, forged, expired) wait for the check as every other
 * request does, so they never make the database run a route.
 */
function overlapping(handler: RouteHandlerMethod): RouteHandlerMethod {
  return async function (this: FastifyInstance, request, reply) {
    if (!request.authorized) return handler.call(this, request, reply);
    const result = Promise.resolve(handler.call(this, request, reply));
    result.catch(() => {}); // awaited below, once the session passed
    await request.authorized;
    return result;
  };
}

export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authorized', null);
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    // Plugin routes under /api (OpenAPI docs) are for any logged-in user.
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), access: 'session' };
    if (route.config?.overlapSession) route.handler = overlapping(route.handler);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeList.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const access = config?.access;
    if (access === 'public' || (access === undefined && isWebAsset(request))) return;
    if (
      config?.overlapSession &&
      safeMethods.has(request.method) &&
      app.sessions.seenValid(request.cookies[sessionCookie])
    ) {
      request.authorized = authorize(app, request, access);
      request.authorized.catch(() => {}); // the handler or the error handler awaits it
      return;
    }
    await authorize(app, request, access);
  });
}
