import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxId } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

/**
 * Issue 24: id fields ran Number() on anything, so [3], ['4'], [[5]], true, '0x3', '1e0' and ' 2 ' were
 * stored as ids (a project moved to Burgenland that way). Now an id is an integer or a plain string of
 * digits, in bodies, paths and queries alike; anything else is a German 422 that changes nothing.
 */
let t: TestApp;
let staff: TestUser;
let projekt: { id: number; version: number };

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['projekte.lesen', 'projekte.bearbeiten'] });
  const res = await t.as(staff, {
    method: 'POST',
    url: '/api/projekte',
    payload: { projektnr: 24770, name: 'Strikt', bundesland_id: 9 },
  });
  expect(res.statusCode).toBe(200);
  projekt = res.json().data;
});
afterAll(() => t?.close());

const known: unknown[] = [
  [3],
  ['4'],
  [[5]],
  true,
  false,
  '0x3',
  '1e0',
  ' 2 ',
  '+2',
  '2.0',
  {},
  [],
  1.5,
  -1,
  0,
];
const nonId: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...known),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant('1')), { minLength: 1, maxLength: 2 }),
  fc.boolean(),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .filter((n) => !Number.isInteger(n) || n < 1 || n > maxId),
  fc
    .tuple(fc.integer({ min: 1, max: 9 }), fc.nat(5))
    .map(([n, k]) => [` ${n}`, `${n} `, `0x${n}`, `${n}e0`, `${n}.0`, `+${n}`][k]!),
  fc.string({ minLength: 1, maxLength: 6 }).filter((s) => !/^\d+$/.test(s)),
);
const english = /expected|erwartet|erhalten|received|\bnumber\b|\bstring\b|\bNaN\b|Invalid/i;

/** A PUT of the test's project: its number and name as they are, with `fields`. */
const update = (fields: Record<string, unknown>) =>
  t.as(staff, {
    method: 'PUT',
    url: `/api/projekte/${projekt.id}`,
    payload: { projektnr: 24770, name: 'Strikt', ...fields },
  });
const current = async () =>
  (await t.as(staff, { method: 'GET', url: `/api/projekte/${projekt.id}` })).json().data;

describe('id fields are strict on every route (issue 24)', () => {
  it('a non-id in an id field of a body is a German 422 and changes nothing', async () => {
    const before = await current();
    await fc.assert(
      fc.asyncProperty(nonId, fc.constantFrom('bundesland_id', 'status', 'version'), async (value, field) => {
        const res = await update({ bundesland_id: 9, version: before.version, [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(422);
        const messages = Object.values(res.json().errors as Record<string, string[]>).flat();
        expect(messages.length).toBeGreaterThan(0);
        for (const m of messages) expect(m).not.toMatch(english);
      }),
      { numRuns: 60, seed: 24 },
    );
    const after = await current();
    expect(after).toEqual(before);
    expect(after.bundesland_id).toBe(9);
  });

  it('a non-id in a path or a bulk list is a 422 and touches no record', async () => {
    await fc.assert(
      fc.asyncProperty(nonId, async (value) => {
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        const path = `/api/projekte/${encodeURIComponent(text)}`;
        expect((await t.as(staff, { method: 'GET', url: path })).statusCode, path).toBe(422);
        expect((await t.as(staff, { method: 'DELETE', url: path })).statusCode, path).toBe(422);
        const bulk = await t.as(staff, {
          method: 'POST',
          url: '/api/projekte/bulk-delete',
          payload: { ids: [value] },
        });
        expect(bulk.statusCode, JSON.stringify(value)).toBe(422);
      }),
      { numRuns: 40, seed: 24 },
    );
    expect((await current()).id).toBe(projekt.id);
  });

  it('integers are ids in a body, digit strings in a path (issue 30: not "3" in JSON)', async () => {
    expect((await t.as(staff, { method: 'GET', url: `/api/projekte/${projekt.id}` })).statusCode).toBe(200);
    const before = await current();
    const res = await update({ bundesland_id: 3, status: 1, version: before.version });
    expect(res.statusCode).toBe(200);
    const text = await update({ bundesland_id: '3', version: String(before.version + 1) });
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors).sort()).toEqual(['bundesland_id', 'version']);
    expect(res.json().data.bundesland_id).toBe(3);
    // A bulk list is JSON too: its ids as text are refused and nothing is deleted.
    const bulk = await t.as(staff, {
      method: 'POST',
      url: '/api/projekte/bulk-delete',
      payload: { ids: [String(projekt.id)] },
    });
    expect(bulk.statusCode).toBe(422);
    expect(Object.keys(bulk.json().errors)).toEqual(['ids.0']);
    expect((await current()).id).toBe(projekt.id);
  });
});
