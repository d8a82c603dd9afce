import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/*
 * Every route declares what it answers (issue 8): the OpenAPI document at /api/docs has a 200 response
 * schema for each path and method, so clients and /api/docs see the answers. The SPA fallback is hidden
 * from the document; the documentation's own routes are not API.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };

it('every documented route declares its 200 answer', async () => {
  const admin = await t.user({ admin: true });
  const res = await t.as(admin, { method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  const routes = Object.entries(paths).filter(([path]) => !path.startsWith('/api/docs'));
  expect(routes.length).toBeGreaterThan(50);

  const lacking = routes.flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter(
        ([, operation]) => !Object.values(operation.responses?.['200']?.content ?? {}).some((c) => c.schema),
      )
      .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  expect(lacking).toEqual([]);
});

type Documented = Operation & { operationId?: string; security?: Array<Record<string, string[]>> };

it('names each operation once, and says how to authenticate and what it answers when it fails', async () => {
  const admin = await t.user({ admin: true });
  const doc = (await t.as(admin, { method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Documented>>;
    components: { securitySchemes: Record<string, { in: string; name: string }> };
  };
  expect(doc.components.securitySchemes.sitzung).toMatchObject({ in: 'cookie', name: 'sid' });
  expect(doc.components.securitySchemes.antiForgery).toMatchObject({ in: 'header', name: 'x-csrf-token' });
  const operations = Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method, path, op })));

  const ids = operations.map(({ op }) => op.operationId);
  expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);

  const publicOnes = operations
    .filter(({ op }) => op.security?.length === 0)
    .map((o) => `${o.method} ${o.path}`);
  // Login, the health check, a set-password link (its state, and setting the password with its token), and
  // `npm run backup` asking the running server with the token only that machine's data folder holds.
  expect(publicOnes.sort()).toEqual([
    'get /api/health',
    'get /api/passwort-setzen',
    'post /api/passwort-setzen',
    'post /api/session',
    'post /api/sicherungen/lokal',
  ]);
  for (const { method, path, op } of operations) {
    const statuses = Object.keys(op.responses ?? {});
    expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '431']));
    if (op.security?.length === 0) continue;
    if (path === '/api/frontend/events') {
      expect(op.security).toEqual([{ frontendSchluessel: [] }]);
      continue;
    }
    const write = method !== 'get';
    expect(op.security, `${method} ${path}`).toEqual([
      write ? { sitzung: [], antiForgery: [] } : { sitzung: [] },
    ]);
    expect(statuses, `${method} ${path}`).toEqual(
      expect.arrayContaining(['401', '403', ...(write ? ['409', '413', '415', '422'] : [])]),
    );
  }
  expect(doc.paths['/api/session']!.post!.responses).toHaveProperty('429');
  expect(doc.paths['/api/health']!.get!.responses).toHaveProperty('503');
});
