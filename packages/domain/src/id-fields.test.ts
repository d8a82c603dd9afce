import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idParam, jsonId, jsonIdArray, jsonVersion, maxId, optionalJsonId } from './schema-helpers';
import { listQuerySchema } from './list';
import { ProjektUpdateSchema } from './projekte';

/**
 * Issue 24: ids were `z.coerce.number()`, so Number() turned [3], ['4'], [[5]], true, '0x3', '1e0' and ' 2 '
 * into ids (a project moved to Burgenland that way). Issue 30: an id in a JSON body is a JSON integer,
 * in a path or a query a plain string of digits; nothing else.
 */
const known: unknown[] = [
  [3],
  ['4'],
  [[5]],
  true,
  false,
  '0x3',
  '1e0',
  ' 2 ',
  '2 ',
  '+2',
  '2.0',
  '0b1',
  '0o7',
  'Infinity',
  {},
  { valueOf: 3 },
  [],
  '',
  1.5,
  0,
  -1,
  NaN,
  Infinity,
];
/** Anything but an integer 1 … maxId or its plain digit string (digits are text: a path's id, not a body's). */
const nonId: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...known),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant('1')), { minLength: 1, maxLength: 2 }),
  fc.boolean(),
  fc.double().filter((n) => !Number.isInteger(n) || n < 1 || n > maxId),
  fc
    .tuple(fc.integer({ min: 1, max: 99 }), fc.nat(5))
    .map(([n, k]) => [` ${n}`, `${n} `, `0x${n.toString(16)}`, `${n}e0`, `${n}.0`, `+${n}`][k]!),
  fc.string({ maxLength: 6 }).filter((s) => !/^\d+$/.test(s) || Number(s) < 1 || Number(s) > maxId),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
);
const validId = fc.integer({ min: 1, max: maxId });

describe('id fields are strict (issue 24, issue 30)', () => {
  it('take a JSON integer in a body, digits in a path', () => {
    fc.assert(
      fc.property(validId, (id) => {
        expect(jsonId().parse(id)).toBe(id);
        expect(optionalJsonId().parse(id)).toBe(id);
        expect(jsonIdArray(5).parse([id])).toEqual([id]);
        expect(jsonVersion.parse(id)).toBe(id);
        // A path is text: its id is digits, a number there would never come from a URL.
        expect(idParam.parse({ id: String(id) })).toEqual({ id });
        // A body is JSON: digits as text are not an id there.
        for (const schema of [jsonId(), optionalJsonId(), jsonVersion])
          expect(schema.safeParse(String(id)).success).toBe(false);
        expect(jsonIdArray(5).safeParse([String(id)]).success).toBe(false);
      }),
    );
    expect(optionalJsonId().parse(null)).toBeNull();
    expect(optionalJsonId().parse(undefined)).toBeNull();
  });

  it('refuse everything else with the German message, every builder alike', () => {
    fc.assert(
      fc.property(nonId, (value) => {
        for (const schema of [jsonId(), idParam.shape.id, jsonVersion, optionalJsonId()]) {
          const result = schema.safeParse(value);
          expect(result.success, JSON.stringify(value)).toBe(false);
          expect(result.error!.issues[0]!.message).toMatch(/^Ungültige (ID|Version)/);
        }
        expect(jsonIdArray(5).safeParse([value]).success).toBe(false);
      }),
    );
  });

  it('reach every number field that takes text: catalogue ids, status, paging', () => {
    const base = { projektnr: 4711, name: 'X', version: 1 };
    for (const value of known.filter((v) => v !== '')) {
      expect(
        ProjektUpdateSchema.safeParse({ ...base, bundesland_id: value }).success,
        JSON.stringify(value),
      ).toBe(false);
      expect(ProjektUpdateSchema.safeParse({ ...base, version: value }).success, JSON.stringify(value)).toBe(
        false,
      );
      if (!(typeof value === 'number' && value === 0))
        expect(ProjektUpdateSchema.safeParse({ ...base, status: value }).success, JSON.stringify(value)).toBe(
          false,
        );
    }
    // Issue 30: a JSON body takes JSON numbers only, digits as text included.
    expect(ProjektUpdateSchema.parse({ ...base, bundesland_id: 1, status: 2 })).toMatchObject({
      bundesland_id: 1,
      status: 2,
    });
    expect(ProjektUpdateSchema.safeParse({ ...base, bundesland_id: '1' }).success).toBe(false);
    const list = listQuerySchema(['id'], 'id');
    expect(list.parse({})).toMatchObject({ page: 1 });
    expect(list.parse({ page: '3' })).toMatchObject({ page: 3 });
    for (const page of ['0x3', '1e0', ' 2 ', ['2'], true])
      expect(list.safeParse({ page }).success, JSON.stringify(page)).toBe(false);
  });
});
