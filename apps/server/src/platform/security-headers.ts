import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's security headers on every answer, worked out once: @fastify/helmet builds Helmet's middleware
 * again for every request (its content security policy parsed anew: 1.4 % of the server's time on a
 * typeahead, issue 29), and the headers never differ. HSTS only over HTTPS: over plain HTTP it is
 * meaningless and pins a host that has no HTTPS; `request.protocol` honours X-Forwarded-Proto only from
 * trusted proxies (TRUST_PROXY).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https://*.basemap.at', 'https://mapsneu.wien.gv.at'],
          // Same-origin websockets (the socket) are covered by 'self'; no other host.
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: false,
    }),
  );
  const overHttps = { ...headers, 'strict-transport-security': 'max-age=31536000; includeSubDomains' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overHttps : headers);
    done();
  });
}

/** The headers a Helmet middleware sets (it sets the same ones on every answer). */
function helmetHeaders(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  middleware({} as never, response, () => {});
  return headers;
}
