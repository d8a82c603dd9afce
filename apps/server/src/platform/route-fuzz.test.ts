import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allPermissions } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { projekte } from '../db/schema';

/**
 * Issue 9, item 19 (DESIGN §6: never a 500 on user input): every registered route, called as admin with
 * fuzzed path parameters, queries and bodies shaped after the route's own schema (its OpenAPI description),
 * mixed with the values that once broke the server: NUL, lone surrogates, ids beyond PostgreSQL integer,
 * '__proto__' keys and filter terms, impossible dates, wrong types. No answer may be a 5xx, and every status
 * must be one the OpenAPI document declares for the operation (issue 30) — as admin and as a read-only user.
 */
let t: TestApp;
let admin: TestUser;
let reader: TestUser;
/** Logout ends the session it is called with: it gets a session of its own. */
let leaving: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
  reader = await t.user({ permissions: allPermissions.filter((p) => /\.(lesen|sehen)$/.test(p)) });
  leaving = await t.user({ admin: true });
  // A few rows so that ids 1 and 2 reach the database code, not only the 404 path.
  await t.database.db.insert(projekte).values([
    { projektnr: 24060, name: 'Fuzz 1' },
    { projektnr: 24061, name: 'Fuzz 2' },
  ]);
});
afterAll(() => t?.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  responses?: Record<string, unknown>;
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const nastyString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '2024-02-30',
    '30.02.2024',
    '0000-00-00',
    '__proto__',
    'constructor',
    '2147483648',
    '-1',
    '0',
    '1e309',
    'NaN',
    '9'.repeat(40),
    '',
    ' ',
    "'; drop table projekte; --",
    '%',
    '\\',
    '"',
    'x'.repeat(5000),
  ),
  fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', 'a', ' ', ':', '%'), loneSurrogate), maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(
    2147483648,
    2147483647,
    -2147483649,
    0,
    -1,
    0.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    1,
    2,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({ __proto__: null, constructor: 'x' }),
  fc.array(nastyNumber, { maxLength: 3 }),
);

/** A value shaped after the JSON schema, or a nasty one in its place. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return nastyValue;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)), nastyValue);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      const shaped = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, fromSchema(s, depth + 1)]));
      return fc.oneof({ weight: 4, arbitrary: fc.record(shaped, { requiredKeys: [] }) }, nastyValue);
    }
    case 'array':
      return fc.oneof(
        { weight: 3, arbitrary: fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 }) },
        nastyValue,
      );
    case 'integer':
    case 'number':
      return fc.oneof(nastyNumber, nastyString);
    case 'boolean':
      return fc.oneof(fc.boolean(), nastyValue);
    default:
      return fc.oneof(nastyString, nastyValue);
  }
}

/** Percent-encodes like a browser; lone surrogates become U+FFFD as they would on the wire. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

const pathValue = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '2147483647',
    '2147483648',
    '99999999999999999999',
    '1.5',
    'abc',
    '%00',
    '%ED%A0%80',
    '__proto__',
    '%E0%A4%A',
    'ankauf',
    'bab',
  ),
  fc.nat().map(String),
  nastyString.map(encode),
);
const filterTerm = fc
  .tuple(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'toString',
      'fulltext',
      'name',
      'projekt_id',
      'status',
      'nachname',
      'top_nr',
      'datum',
    ),
    nastyString,
  )
  .map(([key, value]) => `${key}:${value}`);

const fuzzed = () =>
  t.app.routeList.filter((r) => !r.url.startsWith('/api/docs') && !(r.method === 'GET' && r.url === '/*'));

async function fuzzRoutes(as: TestUser, runs: number) {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes = fuzzed();
  expect(routes.length).toBeGreaterThan(100);
  const failures: string[] = [];
  const undeclared = new Set<string>();
  let requests = 0;

  for (const route of routes) {
    const operation =
      spec.paths[route.url.replace(/:([a-z_]+)/gi, '{$1}')]?.[route.method.toLowerCase()] ?? {};
    const params = [...route.url.matchAll(/:([a-z_]+)/gi)].map((m) => m[1]!);
    const queryNames = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
    const user = route.method === 'DELETE' && route.url === '/api/session' ? leaving : as;

    const request = fc.record({
      params: fc.tuple(...params.map(() => pathValue), fc.constant('')),
      query: fc.array(
        fc.oneof(
          fc.tuple(fc.constantFrom('q[]'), filterTerm),
          fc.tuple(
            fc.constantFrom(...queryNames, 'q', 'ids', 'page', 'per_page', 'sort', '__proto__'),
            fc.oneof(nastyString, nastyNumber),
          ),
        ),
        { maxLength: 4 },
      ),
      body: fromSchema(bodySchema),
      raw: fc.option(
        fc.constantFrom(
          '{"__proto__":{"x":1}}',
          '{"constructor":{"prototype":{}}}',
          '{',
          '[]',
          '"\\u0000"',
          'null',
        ),
        { freq: 4 },
      ),
    });

    await fc
      .assert(
        fc.asyncProperty(request, async ({ params: values, query, body, raw }) => {
          let url = route.url;
          params.forEach((name, i) => (url = url.replace(`:${name}`, values[i]!)));
          const search = query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
          if (search) url += `?${search}`;
          const withBody = route.method !== 'GET' && route.method !== 'DELETE';
          const res = await t.as(user, {
            method: route.method as 'POST',
            url,
            ...(withBody
              ? raw === null
                ? { payload: body as object }
                : { payload: raw, headers: { 'content-type': 'application/json' } }
              : {}),
          });
          requests += 1;
          if (!operation.responses?.[String(res.statusCode)])
            undeclared.add(`${route.method} ${route.url} → ${res.statusCode}`);
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${route.method} ${url} ${JSON.stringify(body)?.slice(0, 200)} → ${res.body.slice(0, 200)}`,
            );
          return res.statusCode < 500;
        }),
        { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 0x1909), endOnFailure: true },
      )
      .catch(() => undefined);
  }
  expect(failures.join('\n')).toBe('');
  expect([...undeclared].join('\n')).toBe('');
  return requests;
}

describe('no 5xx and no undeclared status on fuzzed input, over every registered route', () => {
  it('fuzzes every route as admin with schema-shaped and nasty params, queries and bodies', async () => {
    expect(await fuzzRoutes(admin, Number(process.env.FUZZ_RUNS ?? 4))).toBeGreaterThan(400);
  }, 120_000);

  it('fuzzes every route as a user who may only read', async () => {
    expect(await fuzzRoutes(reader, 2)).toBeGreaterThan(200);
  }, 120_000);
});
