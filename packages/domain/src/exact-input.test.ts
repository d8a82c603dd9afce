import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { areaSchemas } from './area-schemas';

/**
 * Issue 30: the API document is generated from these schemas (io 'input', OpenAPI 3.0). A property whose
 * JSON schema is `{}` says 'anything': the document would be looser than the server. None may be left,
 * except the ones listed here with their reason.
 */
const exceptions: Record<string, string> = {};

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; [key: string]: unknown };

function untyped(schema: JsonSchema, path: string, found: string[]): void {
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const meaningful = Object.keys(property).filter((k) => k !== 'description' && k !== 'default');
    if (meaningful.length === 0) found.push(`${path}.${key}`);
    untyped(property, `${path}.${key}`, found);
  }
  if (schema.items) untyped(schema.items, `${path}[]`, found);
}

describe('area schemas are representable in the API document (issue 30)', () => {
  it('no request property is typed `{}` (anything)', () => {
    const found: string[] = [];
    for (const [area, schemas] of Object.entries(areaSchemas))
      for (const [kind, schema] of Object.entries(schemas)) {
        const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', target: 'openapi-3.0' });
        untyped(json as JsonSchema, `${area}.${kind}`, found);
      }
    expect(found.filter((p) => !(p in exceptions))).toEqual([]);
  });
});
