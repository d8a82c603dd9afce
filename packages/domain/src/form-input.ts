import { z } from 'zod';
import { parseDate, parseDecimal } from './format';

/**
 * Issue 30: the API takes exact JSON values (numbers, ISO dates, null); a form's inputs hold text as typed
 * in de-AT ('1.234,5', 'TT.MM.JJJJ', ''). This is the one conversion in between, driven by the schema's own
 * input JSON schema (what the API document says), so every form converts alike:
 * - a number property: the text as de-AT decimal (a trailing % allowed), or the text unchanged when it does
 *   not parse, so the schema answers with its German message;
 * - a date property: TT.MM.JJJJ as ISO (an ISO date stays), anything else unchanged;
 * - '' (and null where null is not allowed): null for a nullable property, else undefined — absent, so a
 *   default applies or a required field says 'Pflichtfeld'.
 * Text properties keep their text: the schema trims and turns '' into null itself.
 */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

const inputSchemas = new WeakMap<object, JsonSchema>();
function inputSchema(schema: z.ZodType): JsonSchema {
  let json = inputSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, {
      io: 'input',
      target: 'openapi-3.0',
      unrepresentable: 'any',
    }) as JsonSchema;
    inputSchemas.set(schema, json);
  }
  return json;
}

const variants = (s: JsonSchema): JsonSchema[] => [
  s,
  ...(s.anyOf ?? s.oneOf ?? s.allOf ?? []).flatMap(variants),
];
const hasType = (s: JsonSchema, type: string) =>
  Array.isArray(s.type) ? s.type.includes(type) : s.type === type;

function kindOf(schema: JsonSchema) {
  const all = variants(schema);
  return {
    number: all.some(
      (v) =>
        hasType(v, 'number') ||
        hasType(v, 'integer') ||
        (!v.type && !!v.enum?.length && v.enum.every((e) => typeof e === 'number' || e === null)),
    ),
    date: all.some((v) => v.format === 'date'),
    nullable: all.some((v) => v.nullable === true || hasType(v, 'null')),
    object: all.find((v) => v.properties),
    array: all.find((v) => v.items)?.items,
  };
}

function convert(schema: JsonSchema, value: unknown): unknown {
  const kind = kindOf(schema);
  const blank = typeof value === 'string' && (value === '' || ((kind.number || kind.date) && !value.trim()));
  if (blank && (kind.number || kind.date || kind.nullable)) return kind.nullable ? null : undefined;
  if (value === null && !kind.nullable) return undefined;
  if (typeof value === 'string' && kind.number) {
    const n = parseDecimal(value.trim().replace(/\s*%$/, ''));
    return n ?? value;
  }
  if (typeof value === 'string' && kind.date) {
    const text = value.trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : (parseDate(text) ?? value);
  }
  if (kind.object && value && typeof value === 'object' && !Array.isArray(value))
    return convertObject(kind.object, value as Record<string, unknown>);
  if (kind.array && Array.isArray(value)) return value.map((item) => convert(kind.array!, item));
  return value;
}

function convertObject(schema: JsonSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const property = schema.properties?.[key];
    const converted = property ? convert(property, value) : value;
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

/** A form's values (text as typed) as the API takes them, after `schema`'s input document. */
export function formToApi<T>(schema: z.ZodType, values: T): T {
  return convert(inputSchema(schema), values) as T;
}

/** What a form holds for an API input: a number may still be text as typed (formToApi converts it). */
export type FormInput<T> = T extends number
  ? number | string
  : T extends readonly (infer U)[]
    ? FormInput<U>[]
    : T extends object
      ? { [K in keyof T]: FormInput<T[K]> }
      : T;
