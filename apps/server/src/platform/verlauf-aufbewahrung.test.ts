import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../testing/test-app';
import { runNamed } from './prepared';
import { taeglicheAufbewahrung, verlaufAufbewahren } from './verlauf-aufbewahrung';

/** Issue 28: the history's growth is bounded — no row for a save without change, and a retention. */
let t: TestApp;
let staff: TestUser;

const count = async (where = sql`true`) =>
  (
    await runNamed<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log where ${where}`)
  )[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['personen.lesen', 'personen.bearbeiten'] });
});
afterAll(() => t?.close());

describe('history growth', () => {
  it('writes one small row for a save that changes a field and none for a save that changes nothing', async () => {
    const created = await t.as(staff, {
      method: 'POST',
      url: '/api/personen',
      payload: { vorname: 'Eva', nachname: 'Muster', email: 'eva@example.at' },
    });
    const { id, version } = created.json().data as { id: number; version: number };
    const rows = sql`table_name = 'personen' and record_id = ${id}`;
    const save = async (payload: Record<string, unknown>, v: number) => {
      const res = await t.as(staff, {
        method: 'PUT',
        url: `/api/personen/${id}`,
        payload: { ...payload, version: v },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { version: number }).version;
    };
    const same = { vorname: 'Eva', nachname: 'Muster', email: 'eva@example.at' };
    const v2 = await save(same, version);
    expect(await count(rows)).toBe(1);
    await save({ ...same, telefon: '+43 1 234567' }, v2);
    expect(await count(rows)).toBe(2);
    const [size] = await runNamed<{ bytes: number }>(
      t.database.db,
      sql`select pg_column_size(a.*)::int as bytes from audit_log a where ${rows} order by id desc limit 1`,
    );
    // One changed field: a row of about 150 bytes (plus its three index entries).
    expect(size!.bytes).toBeLessThan(300);
    console.log(`audit row of a one-field save: ${size!.bytes} bytes`);
  });

  it('deletes rows older than the retention in batches, the newer ones stay; 0 keeps everything', async () => {
    const insert = (years: number, n: number) =>
      t.database.db.execute(sql`insert into audit_log (at, table_name, record_id, action, changes)
        select now() - make_interval(years => ${years}::int) + make_interval(secs => g), 'personen', 900000 + g,
          'update', '{}'::jsonb
        from generate_series(1, ${n}::int) g`);
    // Oldest first, as ids grow with time.
    await t.database.db.execute(sql`delete from audit_log`);
    await insert(12, 7);
    await insert(11, 5);
    await insert(9, 4);
    expect(await verlaufAufbewahren(t.database.db, 0)).toBe(0);
    expect(await count()).toBe(16);
    expect(await verlaufAufbewahren(t.database.db, 10, 3)).toBe(12);
    expect(await count()).toBe(4);
    expect(await verlaufAufbewahren(t.database.db, 10, 3)).toBe(0);

    // The periodic task purges at its first turn of a day only.
    await insert(20, 2);
    await t.database.db.execute(sql`update audit_log set id = -id where at < now() - interval '19 years'`);
    const turn = taeglicheAufbewahrung(t.database.db, 10);
    expect(await turn()).toBe(2);
    await insert(20, 1);
    await t.database.db.execute(
      sql`update audit_log set id = -id where id > 0 and at < now() - interval '19 years'`,
    );
    expect(await turn()).toBe(0);
    expect(await count()).toBe(5);
  });
});
