import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { openDatabase, type Database } from './client';
import { pglitePflege } from './pglite-pflege';

/** PGlite has no autovacuum: the periodic task vacuums and analyzes by autovacuum's rules, one table a turn. */
let database: Database;
const log = { info: vi.fn() };

interface Stats {
  n_dead_tup: number;
  vacuum_count: number;
  analyze_count: number;
  relallvisible: number;
}
const stats = async (table: string) =>
  (
    await database.query<Stats>(
      `select n_dead_tup::int, vacuum_count::int, analyze_count::int, c.relallvisible
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = $1`,
      [table],
    )
  )[0]!;
/** A backend's counters reach pg_stat_user_tables at most once a second, when idle: now, at once. */
const flushStats = () => database.query('select pg_stat_force_next_flush()');
const turn = () => pglitePflege(database.pglite!, log);

beforeAll(async () => {
  // An empty PGlite of its own: only the tables below have counters.
  database = await openDatabase({ dataDir: 'memory://' });
  const exec = (text: string) => database.pglite!.exec(text);
  const table = async (name: string, rows: number, then: string) => {
    await exec(`create table ${name} (id int primary key, v text);
      insert into ${name} select g, 'x' from generate_series(1, ${rows}) g`);
    await flushStats(); // or the inserts would be counted after the VACUUM
    // On its own: several statements in one call form one transaction, and VACUUM refuses to run in one.
    await exec(`vacuum (analyze) ${name}`);
    await exec(then); // counted when the turn reads
  };
  // 1,500 dead rows, 1,500 changed (thresholds 450 and 250): VACUUM (ANALYZE), most overdue.
  await table(
    'umgeschlagen',
    2_000,
    `update umgeschlagen set v = 'y' where id <= 1000;
    delete from umgeschlagen where id > 1500`,
  );
  // Insert-only, 3,000 rows never vacuumed (threshold 1,600), analyzed: VACUUM only.
  await exec(`create table eingefuegt (id int primary key, v text);
    insert into eingefuegt select g, 'x' from generate_series(1, 3000) g`);
  await flushStats();
  await exec('analyze eingefuegt');
  // 300 rows added to 2,000 (analyze threshold 250, insert threshold 1,400): ANALYZE only.
  await table('gewachsen', 2_000, `insert into gewachsen select g, 'x' from generate_series(2001, 2300) g`);
  // 10 rows changed: below every threshold.
  await table('ruhig', 2_000, `update ruhig set v = 'y' where id <= 10`);
});
afterAll(() => database?.close());

describe('pglite-pflege', () => {
  it('does the most overdue table per turn, by autovacuum’s rules, and leaves the others alone', async () => {
    await flushStats();
    const before = {
      umgeschlagen: await stats('umgeschlagen'),
      eingefuegt: await stats('eingefuegt'),
      gewachsen: await stats('gewachsen'),
      ruhig: await stats('ruhig'),
    };
    expect(before.umgeschlagen.n_dead_tup).toBe(1_500);
    expect(before.ruhig.n_dead_tup).toBe(10);
    expect(before.eingefuegt.relallvisible).toBe(0);

    expect(await turn()).toMatchObject({ table: 'public.umgeschlagen', vacuum: true, analyze: true });
    expect(await stats('umgeschlagen')).toMatchObject({ n_dead_tup: 0, vacuum_count: 2, analyze_count: 2 });
    // One table a turn: the others are as they were.
    expect(await stats('eingefuegt')).toEqual(before.eingefuegt);
    expect(await stats('gewachsen')).toEqual(before.gewachsen);
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({
        task: 'pglite-pflege',
        table: 'public.umgeschlagen',
        ms: expect.any(Number),
      }),
      'pglite-pflege: VACUUM (ANALYZE) public.umgeschlagen',
    );

    expect(await turn()).toMatchObject({ table: 'public.eingefuegt', vacuum: true, analyze: false });
    // The visibility map is set: index-only scans need not visit the heap.
    expect(await stats('eingefuegt')).toMatchObject({ vacuum_count: 1, analyze_count: 1 });
    expect((await stats('eingefuegt')).relallvisible).toBeGreaterThan(0);
    expect(await stats('gewachsen')).toEqual(before.gewachsen);

    expect(await turn()).toMatchObject({ table: 'public.gewachsen', vacuum: false, analyze: true });
    expect(await stats('gewachsen')).toMatchObject({ vacuum_count: 1, analyze_count: 2 });

    // Nothing is due any more; the table below its thresholds was never touched.
    expect(await turn()).toBeUndefined();
    expect(await stats('ruhig')).toEqual(before.ruhig);
    expect(log.info).toHaveBeenCalledTimes(3);
  });

  it('counts the writes of the last second too, and quotes the table name from the catalogue', async () => {
    await database.pglite!.exec(`create table "Groß ""Tabelle""" (id int);
      insert into "Groß ""Tabelle""" select generate_series(1, 100)`);
    expect(await turn()).toMatchObject({ table: 'public."Groß ""Tabelle"""', analyze: true });
  });

  it('vacuums a table whose pages are not all-visible although its counters started at zero (a restart)', async () => {
    await database.pglite!.exec(`create table vor_dem_neustart (id int primary key, v text);
      insert into vor_dem_neustart select g, 'x' from generate_series(1, 5000) g`);
    await database.pglite!.exec('analyze vor_dem_neustart');
    await flushStats();
    // What a restart leaves: the catalogue's page counts, no counters.
    await database.query('select pg_stat_reset()');
    expect(await turn()).toMatchObject({ table: 'public.vor_dem_neustart', vacuum: true });
    expect((await stats('vor_dem_neustart')).relallvisible).toBeGreaterThan(20);
    expect(await turn()).toBeUndefined();
  });
});

describe('in the app', () => {
  it('runs on PGlite only (PostgreSQL has autovacuum), pg-boss’s job partitions included', async () => {
    const t = await createTestApp();
    try {
      const registered = t.app.periodic.list().some((task) => task.name === 'pglite-pflege');
      expect(registered).toBe(t.database.kind === 'pglite');
      if (!t.database.pglite) return;
      // pg-boss's job table churns most: rows come, change state, go.
      await t.app.jobs.start();
      const job = `insert into pgboss.job (name, data, state)
        select 'datencheck-lauf', '{}'::jsonb, 'completed' from generate_series(1, 2000)`;
      await t.database.query(job);
      await t.database.query(`delete from pgboss.job where name = 'datencheck-lauf'`);
      const done = await pglitePflege(t.database.pglite, { info: vi.fn() });
      expect(done).toMatchObject({ table: expect.stringMatching(/^pgboss\.j[0-9a-f]+$/), vacuum: true });
    } finally {
      await t.close();
    }
  });
});
