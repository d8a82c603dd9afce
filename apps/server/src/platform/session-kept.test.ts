// Issue 29, goal 2: on PGlite the instance keeps the sessions it checked (auth.ts `keepChecked`). Every
// change of a session or user must count from the next request on, whoever writes it (the trigger of
// migration 0045), so the changes here are plain SQL, not the app's own code paths.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const list = { method: 'GET' as const, url: '/api/personen?per_page=5' };
const sid = (user: TestUser) => user.cookie.replace(/^sid=/, '');

async function reader(): Promise<TestUser> {
  const user = await t.user({ permissions: ['personen.lesen'] });
  expect((await t.as(user, list)).statusCode).toBe(200);
  expect((await t.as(user, list)).statusCode).toBe(200);
  return user;
}

async function refused(user: TestUser, status = 401) {
  const res = await t.as(user, list);
  expect(res.statusCode).toBe(status);
  if (status === 401) expect(res.json()).toEqual({ status: 'error', message: messages.nichtAngemeldet });
}

describe('a session kept by the instance', () => {
  it('is refused at the next request after any write of plain SQL to its user or session', async () => {
    const changes: [string, number?][] = [
      ['update users set aktiv = false where id = $1'],
      ["update users set berechtigungen = '{}' where id = $1", 403],
      ['delete from sessions where user_id = $1'],
      ["update sessions set expires = now() - interval '1 second' where user_id = $1"],
    ];
    for (const [statement, status] of changes) {
      const user = await reader();
      await t.database.query(statement, [user.id]);
      await refused(user, status);
    }
  });

  it('is refused after a change committed in a transaction, not after one rolled back', async () => {
    const user = await reader();
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(`update users set aktiv = false where id = ${user.id}`);
        tx.rollback();
      })
      .catch(() => {});
    expect((await t.as(user, list)).statusCode).toBe(200);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(`update users set aktiv = false where id = ${user.id}`);
    });
    await refused(user);
  });

  it('does not keep the answer of a check that a change overtook', async () => {
    const user = await t.user({ permissions: ['personen.lesen'] });
    // Nothing kept (any change of a user forgets all); the check reads the session, and before its
    // answer is kept another request deactivates the user.
    await t.database.query('update users set name = name where id = $1', [user.id]);
    const store = t.app.sessions as unknown as { loadStatement: (v: unknown) => Promise<unknown[]> };
    const statement = store.loadStatement;
    store.loadStatement = async (values) => {
      const rows = await statement(values);
      await t.database.query('update users set aktiv = false where id = $1', [user.id]);
      return rows;
    };
    try {
      expect(await t.app.sessions.load(sid(user))).not.toBeNull();
    } finally {
      store.loadStatement = statement;
    }
    await refused(user);
  });

  it('answers from memory only on PGlite, and each request gets its own context', async () => {
    const user = await reader();
    const a = await t.app.sessions.load(sid(user));
    const b = await t.app.sessions.load(sid(user));
    expect(a).toEqual(b);
    expect(a).not.toBe(b);
    a!.user.berechtigungen.push('personen.bearbeiten');
    expect((await t.app.sessions.load(sid(user)))!.user.berechtigungen).toEqual(['personen.lesen']);

    if (!t.database.pglite) return;
    const pglite = t.database.pglite;
    const query = pglite.query.bind(pglite);
    let statements = 0;
    pglite.query = ((...args: Parameters<typeof query>) => {
      statements++;
      return query(...args);
    }) as typeof pglite.query;
    try {
      for (let i = 0; i < 5; i++) await t.app.sessions.load(sid(user));
    } finally {
      pglite.query = query;
    }
    expect(statements).toBe(0);
  });
});
