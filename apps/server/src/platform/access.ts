import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission, messages, type Permission } from '@app/domain';
import { ForbiddenError, UnauthorizedError } from './errors';
import { safeEqual, sessionCookie, type AuthContext, type SessionStore } from './auth';

/**
 * Every route names its access in `config.access` (DESIGN §9):
 * 'public' (login, health), 'session' (any logged-in user), a permission of the catalogue or a list of
 * permissions of which any one suffices (a service shared by two areas' forms).
 * Routes that name nothing are admin-only, so a forgotten declaration fails closed.
 */
export type Access = Permission | readonly Permission[] | 'session' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessions: SessionStore;
    routeList: Array<{ method: string; url: string; access: Access | undefined }>;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The SPA and its assets: every non-/api GET (DESIGN §6). */
function isWebAsset(request: FastifyRequest): boolean {
  return safeMethods.has(request.method) && !request.url.startsWith('/api') && !request.url.startsWith('/socket');
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new UnauthorizedError();
  return request.auth;
}

export function registerAccessControl(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('routeList', []);
  app.addHook('onRoute', (route) => {
    // Plugin routes under /api (OpenAPI docs) are for any logged-in user.
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), access: 'session' };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      app.routeList.push({ method, url: route.url, access: route.config?.access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public' || (access === undefined && isWebAsset(request))) return;
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
    const allowed =
      access === undefined
        ? user.isAdmin
        : typeof access === 'string'
          ? hasPermission(user, access)
          : access.some((p) => hasPermission(user, p));
    if (!allowed) throw new ForbiddenError();
  });
}
