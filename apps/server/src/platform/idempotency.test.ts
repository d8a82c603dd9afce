import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { areas, messages } from '@app/domain';
import { idempotencyKeys } from '../db/schema';
import { areaFixtures, createProjekt, type FixtureApi } from '../testing/area-fixtures';
import { fixtureSession } from '../testing/fixture-session';
import type { TestApp, TestUser } from '../testing/test-app';

/*
 * A write is done once (issue 23, item 5): the same Idempotency-Key twice at once creates one record and both
 * answers carry it; a later repeat replays; another body with the key → 422; another user's key is its own.
 * Checked for every area with standard routes and for an assignment route.
 */

const standardAreas = areas.filter((a) => a.built && a.standard);

let t: TestApp;
let editor: TestUser;
let other: TestUser;
let api: FixtureApi;

beforeAll(async () => {
  ({ t, editor, other, api } = await fixtureSession());
});
afterAll(() => t?.close());

const count = async (table: string) =>
  Number(
    (
      (await t.database.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0]!.n,
  );

const post = (user: TestUser, url: string, payload: Record<string, unknown>, key: string) =>
  t.as(user, { method: 'POST', url, payload, headers: { 'idempotency-key': key } });

describe.each(standardAreas.map((area) => [area.key, area] as const))(
  '%s: a create is done once',
  (key, area) => {
    const fixture = areaFixtures[key]!;

    it('two concurrent POSTs with the same key create one record and both answer it; a repeat replays', async () => {
      const body = await fixture.create(api);
      const before = await count(fixture.table);
      const idem = randomUUID();
      const [a, b] = await Promise.all([
        post(editor, area.api, body, idem),
        post(editor, area.api, body, idem),
      ]);
      expect(a.statusCode, a.body).toBe(200);
      expect(b.statusCode, b.body).toBe(200);
      expect(b.json()).toEqual(a.json());
      expect(await count(fixture.table)).toBe(before + 1);

      const again = await post(editor, area.api, body, idem);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(a.json());
      expect(await count(fixture.table)).toBe(before + 1);
    });

    it('another body with the same key → 422 in German; another user with the same key is independent', async () => {
      const body = await fixture.create(api);
      const idem = randomUUID();
      const first = await post(editor, area.api, body, idem);
      expect(first.statusCode, first.body).toBe(200);
      const changed = fixture.update(first.json().data);
      const refused = await post(editor, area.api, { ...body, ...changed }, idem);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ status: 'error', message: messages.idempotencyKeyAndereAnfrage });

      const before = await count(fixture.table);
      // Another user, same key, another valid body (unique fields such as an e-mail differ).
      const own = await post(other, area.api, await fixture.create(api), idem);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.headers['idempotent-replayed']).toBeUndefined();
      expect(own.json().data.id).not.toBe(first.json().data.id);
      expect(await count(fixture.table)).toBe(before + 1);
    });
  },
);

describe('the Idempotency-Key beyond the standard routes', () => {
  it('30 concurrent pairs of POST /api/personen with a key each create 30 persons (issue 23: it was 60)', async () => {
    const before = await count('personen');
    const pairs = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const body = { vorname: 'Doppel', nachname: `Klick ${i}` };
        const idem = randomUUID();
        return Promise.all([
          post(editor, '/api/personen', body, idem),
          post(editor, '/api/personen', body, idem),
        ]);
      }),
    );
    for (const [a, b] of pairs) {
      expect(a.statusCode, a.body).toBe(200);
      expect(b.json().data.id).toBe(a.json().data.id);
    }
    expect(await count('personen')).toBe(before + 30);
  });

  it('an assignment (a firm in a project role) assigned twice at once is assigned once', async () => {
    const projektId = await createProjekt(api);
    const firma = await api.post('/api/firmen', { name: 'Doppelklick GmbH' });
    const before = await count('projekt_firmen');
    const idem = randomUUID();
    const url = `/api/projekt/${projektId}/firma/add`;
    const body = { firma_id: firma.id, firma_rolle_id: 1 };
    const [a, b] = await Promise.all([post(editor, url, body, idem), post(editor, url, body, idem)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await count('projekt_firmen')).toBe(before + 1);
  });

  it('a failed first request releases the key: the corrected repeat runs', async () => {
    const idem = randomUUID();
    const bad = await post(editor, '/api/personen', { vorname: 'Anna', nachname: '' }, idem);
    expect(bad.statusCode).toBe(422);
    const rows = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, editor.id), eq(idempotencyKeys.key, idem)));
    expect(rows).toEqual([]);
  });

  it('a malformed key → 422 in German; without the header every request creates', async () => {
    const bad = await post(
      editor,
      '/api/personen',
      { vorname: 'Anna', nachname: 'Gruber' },
      'mit leerzeichen',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ status: 'error', message: messages.idempotencyKeyUngueltig });
    const before = await count('personen');
    const body = { vorname: 'Anna', nachname: 'Gruber' };
    await Promise.all([
      t.as(editor, { method: 'POST', url: '/api/personen', payload: body }),
      t.as(editor, { method: 'POST', url: '/api/personen', payload: body }),
    ]);
    expect(await count('personen')).toBe(before + 2);
  });

  it('keys older than 24 h are purged when keys are inserted, and no longer replay', async () => {
    const idem = randomUUID();
    const body = { vorname: 'Alt', nachname: 'Schlüssel' };
    const first = await post(editor, '/api/personen', body, idem);
    await t.database.db
      .update(idempotencyKeys)
      .set({ created: sql`now() - interval '25 hours'` as unknown as string })
      .where(eq(idempotencyKeys.key, idem));
    const again = await post(editor, '/api/personen', body, idem);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().data.id).not.toBe(first.json().data.id);
  });

  it('/api/docs declares the header on write routes, not on reads or the login', async () => {
    const doc = (await t.as(editor, { method: 'GET', url: '/api/docs/json' })).json();
    const headerOf = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some(
        (p: { in: string; name: string }) => p.in === 'header' && p.name === 'idempotency-key',
      );
    expect(headerOf('/api/personen', 'post')).toBe(true);
    expect(headerOf('/api/personen/{id}', 'put')).toBe(true);
    expect(headerOf('/api/personen', 'get')).toBe(false);
    expect(headerOf('/api/session', 'post')).toBe(false);
  });
});
