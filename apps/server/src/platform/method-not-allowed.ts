import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import { messages } from '@app/domain';

/** The order methods are listed in `Allow`. */
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const rank = (m: string) => (methodOrder.includes(m) ? methodOrder.indexOf(m) : methodOrder.length);

/**
 * A known path asked with a method it does not have answers 405 with `Allow` (RFC 9110 §15.5.6), an unknown
 * path 404. Every route is also put into a router of Fastify's own kind (find-my-way), so "known path" means
 * exactly what Fastify's routing means; only requests Fastify found no route for are looked up there.
 *
 * It runs as a preHandler of the not-found handler, after access control: a caller without a session gets
 * the 401 that any unknown /api path gives, so a 405 tells nothing an anonymous caller could not learn.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const router = Router();
  const methods = new Set<HTTPMethod>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat().map((m) => m.toUpperCase() as HTTPMethod)) {
      methods.add(method);
      if (!router.hasRoute(method, route.url)) router.on(method, route.url, () => {}, { url: route.url });
    }
  });
  /** Whether Fastify routes this method and path to a handler that answers it (not to the not-found one). */
  const answers = (method: HTTPMethod, path: string): boolean => {
    const found = router.find(method, path);
    if (!found) return false;
    // The web app's catch-all (app.ts) passes /api paths on to the not-found handler: they are unknown.
    const url = (found.store as { url: string }).url;
    return !(url === '/*' && (path === '/api' || path.startsWith('/api/')));
  };
  app.addHook('preHandler', async (request, reply) => {
    if (!request.is404) return;
    const path = request.url.split('?')[0]!;
    const allowed = [...methods].filter((m) => answers(m, path));
    if (!allowed.length) return;
    const allow = allowed.sort((a, b) => rank(a) - rank(b)).join(', ');
    return reply
      .code(405)
      .header('allow', allow)
      .send({ status: 'error', message: messages.methodeNichtErlaubt });
  });
}
