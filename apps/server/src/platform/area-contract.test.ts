import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { areas, messages } from '@app/domain';
import { auditLog } from '../db/schema';
import { areaFixtures, type FixtureApi } from '../testing/area-fixtures';
import { fixtureSession } from '../testing/fixture-session';
import type { TestApp, TestUser } from '../testing/test-app';

/*
 * The contract every area with standard routes keeps (DESIGN §6), checked once for all of them through the
 * HTTP API: create, update with version (a stale one → 409 with the current record and who changed it),
 * delete and bulk delete, each written to the audit log. Module tests check only what is special to an area.
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

const auditActions = async (table: string, ids: number[]) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, table), inArray(auditLog.record_id, ids)))
      .orderBy(auditLog.id)
  ).map((row) => ({
    record_id: row.record_id,
    action: row.action,
    user_id: row.user_id,
    changed: Object.keys(row.changes ?? {}).length > 0,
  }));

it('every area with standard routes has a fixture', () => {
  expect(standardAreas.length).toBeGreaterThan(0);
  expect(standardAreas.map((a) => a.key).filter((key) => !areaFixtures[key])).toEqual([]);
});

describe.each(standardAreas.map((area) => [area.key, area] as const))('%s: standard routes', (key, area) => {
  const fixture = areaFixtures[key]!;
  const create = async () => {
    const res = await t.as(editor, { method: 'POST', url: area.api, payload: await fixture.create(api) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; version: number } & Record<string, unknown>;
  };

  it('create answers the record; update with the version saves; a stale version → 409 with the current record and its editor; all audited', async () => {
    const record = await create();
    expect(record).toMatchObject({ version: 1, creator_name: 'Maria Huber' });
    expect((await t.as(other, { method: 'GET', url: `${area.api}/${record.id}` })).json()).toEqual({
      status: 'ok',
      data: record,
    });

    const body = fixture.update(record);
    const updated = await t.as(editor, {
      method: 'PUT',
      url: `${area.api}/${record.id}`,
      payload: { ...body, version: 1 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const current = updated.json().data;
    expect(current).toMatchObject({ id: record.id, version: 2 });

    const stale = await t.as(other, {
      method: 'PUT',
      url: `${area.api}/${record.id}`,
      payload: { ...body, version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    // `current` is the record as GET answers it (the area's record answer, not the stored row)
    expect(stale.json()).toEqual({
      status: 'error',
      message: messages.versionKonflikt,
      current,
      changedBy: 'Maria Huber',
    });
    // the stale write changed nothing
    expect((await t.as(other, { method: 'GET', url: `${area.api}/${record.id}` })).json().data).toEqual(
      current,
    );

    const removed = await t.as(editor, { method: 'DELETE', url: `${area.api}/${record.id}` });
    expect(removed.json()).toEqual({ status: 'ok', data: { id: record.id } });
    expect((await t.as(editor, { method: 'GET', url: `${area.api}/${record.id}` })).statusCode).toBe(404);

    expect(await auditActions(fixture.table, [record.id])).toEqual(
      ['create', 'update', 'delete'].map((action) => ({
        record_id: record.id,
        action,
        user_id: editor.id,
        changed: true,
      })),
    );
  });

  it('bulk delete deletes the given records, skips missing ids, audits each deletion and needs a selection', async () => {
    const a = await create();
    const b = await create();
    const res = await t.as(editor, {
      method: 'POST',
      url: `${area.api}/bulk-delete`,
      payload: { ids: [a.id, b.id, 999_999] },
    });
    expect(res.json()).toEqual({ status: 'ok', data: { deleted: 2 } });
    for (const id of [a.id, b.id]) {
      expect((await t.as(editor, { method: 'GET', url: `${area.api}/${id}` })).statusCode).toBe(404);
    }
    const empty = await t.as(editor, {
      method: 'POST',
      url: `${area.api}/bulk-delete`,
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.ids).toEqual([messages.keineAuswahl]);
    const deletions = (await auditActions(fixture.table, [a.id, b.id])).filter(
      (row) => row.action === 'delete',
    );
    expect(deletions.map((row) => row.record_id).sort()).toEqual([a.id, b.id].sort());
  });

  it('delete of a missing id → 404 with the German message', async () => {
    const res = await t.as(editor, { method: 'DELETE', url: `${area.api}/999999` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', message: messages.resourceNichtGefunden });
  });
});
