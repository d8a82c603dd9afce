import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, kaufobjekte, projekte, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { diffRows } from './audit';
import { ConflictError, NotFoundError } from './errors';
import { versionedTable } from './versioned-table';

let t: TestApp;
let actor: { userId: number; originalUserId: number | null };

beforeAll(async () => {
  t = await createTestApp();
  const user = await t.user({ name: 'Maria Huber' });
  actor = { userId: user.id, originalUserId: null };
});
afterAll(async () => t?.close());

async function lastAudit(table: string, id: number) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.table_name, table), eq(auditLog.record_id, id)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row!;
}

// The update is one SQL statement that compares old and new values itself (issue 11): its audit rows must
// read exactly as the JS comparison (diffRows) of the rows before and after would have written them.
describe('versioned update in one statement', () => {
  it('audits what changed in the JS form of each type (numeric, date, boolean, array, timestamptz)', async () => {
    const db = t.database.db;
    const projekteTable = versionedTable(projekte);
    const kaufTable = versionedTable(kaufobjekte);
    const projekt = await projekteTable.insert(db, actor, {
      projektnr: 4711,
      name: 'Wohnen am Park',
    } as never);
    const before = await kaufTable.insert(db, actor, {
      projekt_id: projekt.id,
      top_nr: '1/5',
      kaufdatum: '2024-03-01',
      nettopreis: '300000.00',
      bruttopreis: '360000.00',
      wiederverkauf: false,
    } as never);
    const after = await kaufTable.update(db, actor, before.id, before.version, {
      top_nr: '2/7',
      kaufdatum: '2024-04-15',
      bruttopreis: '365000.50',
      wiederverkauf: true,
      nettopreis: '300000.00', // unchanged: not in the audit row
      tz: null,
    } as never);
    expect(after.version).toBe(before.version + 1);
    expect(after.editor_id).toBe(actor.userId);
    // The saved row as stored, with the names a record shows (no re-read needed after a save).
    const stored = await kaufTable.find(db, before.id);
    expect(after).toEqual({ ...stored, creator_name: 'Maria Huber', editor_name: 'Maria Huber' });
    const audit = await lastAudit('kaufobjekte', before.id);
    expect(audit.action).toBe('update');
    expect(audit.user_id).toBe(actor.userId);
    expect(audit.changes).toEqual(diffRows(before, stored, new Set(['top_nr_suche'])));
    expect(Object.keys(audit.changes).sort()).toEqual([
      'bruttopreis',
      'kaufdatum',
      'top_nr',
      'wiederverkauf',
    ]);

    const usersTable = versionedTable(users);
    const user = await usersTable.insert(db, actor, {
      email: 'x@example.at',
      name: 'X',
      berechtigungen: ['personen.lesen'],
    } as never);
    const changedUser = await usersTable.update(db, actor, user.id, user.version, {
      berechtigungen: ['personen.lesen', 'personen.bearbeiten'],
      letzter_login: '2026-11-21T09:30:00.123Z',
      aktiv: false,
    } as never);
    const userAudit = await lastAudit('users', user.id);
    expect(userAudit.changes).toEqual(diffRows(user, await usersTable.find(db, changedUser.id)));
    expect(userAudit.changes.letzter_login).toEqual({ old: null, new: '2026-11-21T09:30:00.123Z' });
  });

  it('writes no audit row when nothing changed, answers 409 with the current row on a stale version, 404 when gone', async () => {
    const db = t.database.db;
    const projekteTable = versionedTable(projekte);
    const projekt = await projekteTable.insert(db, actor, {
      projektnr: 4712,
      name: 'Quartier Nord',
    } as never);
    const auditBefore = await lastAudit('projekte', projekt.id);
    const same = await projekteTable.update(db, actor, projekt.id, projekt.version, {
      name: 'Quartier Nord',
    } as never);
    expect(same.version).toBe(projekt.version + 1);
    expect((await lastAudit('projekte', projekt.id)).id).toBe(auditBefore.id);

    const stale = await projekteTable
      .update(db, actor, projekt.id, projekt.version, { name: 'Zu spät' } as never)
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ConflictError);
    expect((stale as ConflictError).current).toMatchObject({
      id: projekt.id,
      version: same.version,
      name: 'Quartier Nord',
    });
    expect((stale as ConflictError).changedBy).toBe('Maria Huber');

    await expect(
      projekteTable.update(db, actor, 2_000_000_000, 1, { name: 'Niemand' } as never),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});
