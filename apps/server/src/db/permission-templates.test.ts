import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionDefinitions, standardVorlagen, type PermissionDefinition } from '@app/domain';
import { createTestApp, type TestApp } from '../testing/test-app';
import { followPermissionTemplates, queryOn, type Query } from './permission-templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const stored = async () =>
  Object.fromEntries(
    (
      await t.database.query<{ name: string; berechtigungen: string[]; version: number }>(
        'select name, berechtigungen, version from berechtigung_vorlagen',
      )
    ).map((v) => [v.name, v]),
  );
/**
 * As at start-up, on one connection (the migration lock's client): its `begin` and statements must share
 * it. The pool's `query` may take a different connection per call, and a `begin` left on one of them held
 * row locks the next statement waited for, once the app's job system used the pool beside the test.
 */
async function onOneConnection<T>(run: (query: Query) => Promise<T>): Promise<T> {
  const pool = t.database.pool;
  if (!pool) return run(queryOn(t.database.pglite!));
  const client = await pool.connect();
  try {
    return await run(queryOn(client));
  } finally {
    client.release();
  }
}
const follow = (definitions?: Record<string, PermissionDefinition>) =>
  onOneConnection((query) => followPermissionTemplates(query, definitions));

// A new area's pair, as its definition would add it to the catalogue.
const withTestbereich: Record<string, PermissionDefinition> = {
  ...permissionDefinitions,
  'testbereich.lesen': {
    label: 'Testbereich ansehen',
    group: 'Stammdaten',
    vorlagen: ['Sachbearbeitung', 'Lesezugriff'],
  },
  'testbereich.bearbeiten': {
    label: 'Testbereich bearbeiten',
    group: 'Stammdaten',
    vorlagen: ['Sachbearbeitung'],
  },
};

describe('permission templates follow the catalogue', () => {
  it('after the migrations the stored templates are the definitions’ templates; a second run changes nothing', async () => {
    const before = await stored();
    for (const v of standardVorlagen)
      expect(new Set(before[v.name]!.berechtigungen)).toEqual(new Set(v.berechtigungen));
    expect(await follow()).toEqual({ added: [], removed: [] });
    expect(await stored()).toEqual(before);
  });

  it('a permission added to the definitions reaches the templates they name, once; an administrator’s removal stays', async () => {
    const before = await stored();
    expect(await follow(withTestbereich)).toEqual({
      added: ['testbereich.lesen', 'testbereich.bearbeiten'],
      removed: [],
    });
    const after = await stored();
    expect(after['Sachbearbeitung']!.berechtigungen.slice(-2)).toEqual([
      'testbereich.lesen',
      'testbereich.bearbeiten',
    ]);
    expect(after['Administration']!.berechtigungen.slice(-2)).toEqual([
      'testbereich.lesen',
      'testbereich.bearbeiten',
    ]);
    expect(after['Lesezugriff']!.berechtigungen.slice(-1)).toEqual(['testbereich.lesen']);
    expect(after['Import']).toEqual(before['Import']);
    expect(after['Sachbearbeitung']!.version).toBe(before['Sachbearbeitung']!.version + 1);

    // The administrator takes it out of Lesezugriff: the next start does not put it back.
    await t.database.query(
      `update berechtigung_vorlagen set berechtigungen = array_remove(berechtigungen, 'testbereich.lesen') where name = 'Lesezugriff'`,
    );
    expect(await follow(withTestbereich)).toEqual({ added: [], removed: [] });
    expect((await stored())['Lesezugriff']!.berechtigungen).toEqual(before['Lesezugriff']!.berechtigungen);
  });

  it('a permission removed from the definitions disappears from templates and users', async () => {
    const user = await t.user({ permissions: ['personen.lesen'] });
    await t.database.query(
      `update users set berechtigungen = berechtigungen || '{testbereich.bearbeiten}' where id = $1`,
      [user.id],
    );
    expect(await follow(permissionDefinitions)).toEqual({
      added: [],
      removed: ['testbereich.lesen', 'testbereich.bearbeiten'],
    });
    const after = await stored();
    for (const v of standardVorlagen)
      expect(new Set(after[v.name]!.berechtigungen)).toEqual(new Set(v.berechtigungen));
    const [row] = await t.database.query<{ berechtigungen: string[] }>(
      'select berechtigungen from users where id = $1',
      [user.id],
    );
    expect(row!.berechtigungen).toEqual(['personen.lesen']);
    const audit = await t.database.query<{ table_name: string }>(
      `select table_name from audit_log where user_id is null and changes ? 'berechtigungen'`,
    );
    expect(audit.filter((a) => a.table_name === 'users')).toHaveLength(1);
  });
});
