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
