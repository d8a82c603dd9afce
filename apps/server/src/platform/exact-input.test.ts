import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * Issue 30, exact input: walks the API document (the server's own schemas) and, for every JSON body
 * property of every operation, sends a value of the wrong kind in that one property. Each must be refused
 * with a German 422 naming that property: no silent coercion (true, [7], [], '0x3', '1.234,5' or '7' for a
 * number), no impossible date, no control character in a text.
 */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const wrong = {
  number: [true, [7], [], '0x3', '1.234,5', '7'] as unknown[],
  string: ['\u0001x', 'a\u0000b'] as unknown[],
  date: ['2026-02-30', '30.02.2026'] as unknown[],
};

const types = (s: JsonSchema): string[] =>
  [s, ...(s.anyOf ?? s.oneOf ?? [])].flatMap((v) =>
    Array.isArray(v.type) ? v.type : v.type ? [v.type] : [],
  );
const isDate = (s: JsonSchema) => [s, ...(s.anyOf ?? s.oneOf ?? [])].some((v) => v.format === 'date');

/** [error key, body, bad value] for every property (nested objects too). */
function cases(schema: JsonSchema, prefix: string[] = []): [string, object, unknown][] {
  const out: [string, object, unknown][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const path = [...prefix, key];
    const t = types(property);
    const values: unknown[] = [];
    // A property that also takes text ('wert' of a correction) may hold '0x3' or '7' as text.
    if ((t.includes('number') || t.includes('integer')) && !t.includes('string'))
      values.push(...wrong.number);
    if (t.includes('string')) values.push(...wrong.string, ...(isDate(property) ? wrong.date : []));
    for (const value of values) {
      const body = path.reduceRight<unknown>((inner, k) => ({ [k]: inner }), value) as object;
      out.push([path.join('.'), body, value]);
    }
    if (t.includes('object') && property.properties) out.push(...cases(property, path));
  }
  return out;
}

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.user({ admin: true });
});
afterAll(() => t?.close());

describe('exact input on every JSON body (issue 30)', () => {
  it('refuses wrong kinds per property with a German 422 naming it', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let checked = 0;
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        if (!schema || path === '/api/session') continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        for (const [key, body, value] of cases(schema)) {
          const res = await t.as(admin, { method: method.toUpperCase() as 'POST', url, payload: body });
          checked += 1;
          const messages: unknown = res.statusCode === 422 ? res.json().errors?.[key] : undefined;
          const german =
            Array.isArray(messages) &&
            messages.length > 0 &&
            messages.every((m) => typeof m === 'string' && !/invalid|expected|received/i.test(m));
          if (!german)
            failures.push(
              `${method.toUpperCase()} ${path} ${key}=${JSON.stringify(value)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 120_000);
});
