import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from './access';
import { errorAnswer } from './answers';

/**
 * The OpenAPI document says every answer an operation can give (issue 30, point 2). Each /api route gets, when
 * it is registered, the error answers that follow from what it is — so no route can forget one and a new area
 * is documented like the others:
 *
 * - every operation: 400 (a URL that cannot be decoded), 422 (text with NUL or lone surrogates anywhere in the
 *   request, platform/input-guard.ts; field messages of its schema), 431 (header fields too long);
 * - with path parameters: 404 (no such record), 414 (a parameter too long); writes: 404 too (a record the
 *   body names, e.g. its project, does not exist);
 * - writes (POST, PUT, PATCH, DELETE): 400 (body not JSON), 409 (version conflict, still referenced, a repeated
 *   Idempotency-Key still running), 413 (body too large), 415 (body type not supported);
 * - every route but the public ones: 401 (no session), 403 (anti-forgery header, permission);
 * - a rate-limited route (login): 429.
 *
 * A route declares more (e.g. a 404 of a list that names a project) in its own `schema.response`; those stay.
 * Each operation also gets a stable operationId from method and path (unique: a clash stops the start) and its
 * security: the session cookie, and on writes the anti-forgery header too; none on public routes.
 */

const reasons: Record<number, string> = {
  400: 'Anfrage nicht lesbar (Adresse nicht dekodierbar, Inhalt kein JSON)',
  401: 'Nicht angemeldet (keine oder abgelaufene Sitzung)',
  403: 'Keine Berechtigung oder Anti-Forgery-Kopfzeile x-csrf-token fehlt',
  404: 'Datensatz nicht gefunden',
  409: 'Konflikt: Datensatz inzwischen geändert (current, changedBy), noch verwendet, oder Anfrage mit diesem Idempotency-Key läuft noch',
  413: 'Anfrage zu groß',
  414: 'Adressteil zu lang',
  415: 'Format des Anfrageinhalts nicht unterstützt',
  422: 'Ungültige Eingabe (errors: Meldungen je Feld)',
  429: 'Zu viele Anfragen',
  431: 'Kopfzeilen zu lang',
  503: 'Nicht verfügbar',
};
const errorAnswers = new Map(Object.entries(reasons).map(([s, d]) => [Number(s), errorAnswer.describe(d)]));

export const securitySchemes = {
  sitzung: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description: 'Sitzungs-Cookie aus POST /api/session',
  },
  frontendSchluessel: {
    type: 'apiKey',
    in: 'header',
    name: 'x-api-key',
    description: 'API-Schlüssel einer Installation des Kunden-Frontends (nur POST /api/frontend/events)',
  },
  antiForgery: {
    type: 'apiKey',
    in: 'header',
    name: 'x-csrf-token',
    description: 'csrfToken aus der Antwort von POST /api/session; bei jedem schreibenden Aufruf',
  },
} as const;

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The statuses besides its own that a route can answer, by what it is (also the three form routes outside /api). */
function errorStatuses(route: {
  method: string;
  url: string;
  access: Access | undefined;
  rateLimited: boolean;
}): number[] {
  const statuses = new Set([400, 422, 431]);
  const hasParams = route.url.includes(':');
  const write = writes.has(route.method);
  if (hasParams) statuses.add(414);
  if (hasParams || write) statuses.add(404);
  if (write) [409, 413, 415].forEach((s) => statuses.add(s));
  if (route.access !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** `GET /api/projekte/:id/notizen` → getProjekteByIdNotizen. */
function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** Every route is in the document but the documentation's own and the hidden SPA fallback. */
function documented(route: RouteOptions): boolean {
  return !route.url.startsWith('/api/docs') && !route.schema?.hide;
}

export function registerApiDocument(app: FastifyInstance): void {
  const operationIds = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    if (!documented(route)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // A route with several methods shares one schema; HEAD copies of GET are not in the document.
    const method = methods.find((m) => m !== 'HEAD');
    if (!method) return;
    // Routes may share one schema object (two typeaheads): each gets its own copy to write its id into.
    const schema = (route.schema = { ...route.schema });
    const access = route.config?.access;
    const statuses = errorStatuses({
      method,
      url: route.url,
      access,
      rateLimited: !!route.config?.rateLimit,
    });
    const response = (schema.response = { ...(schema.response as object) }) as Record<string, unknown>;
    for (const status of statuses) response[status] ??= errorAnswers.get(status);

    const id = operationId(method, route.url);
    const clash = operationIds.get(id);
    if (clash && clash !== `${method} ${route.url}`)
      throw new Error(`operationId ${id} twice: ${clash} and ${method} ${route.url}`);
    operationIds.set(id, `${method} ${route.url}`);
    schema.operationId = id;
    // A public route with a key of its own (the customer frontend's) declares its security itself.
    schema.security ??=
      access === 'public' ? [] : [writes.has(method) ? { sitzung: [], antiForgery: [] } : { sitzung: [] }];
  });
}
