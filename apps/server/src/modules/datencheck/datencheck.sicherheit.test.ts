import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standardVorlagen, type Permission } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { abfrageParsen } from './datencheck.pruefung';
import { alsLeser } from './datencheck.leser';
import { laufAusfuehren, leserRelationen, type DatencheckContext } from './datencheck.lauf';
import { until } from '../../testing/until';

// Issue 24: a check's SQL can hurt nothing. Every attack of the probe is refused at save with a German 422,
// as a Datenqualität user and as an admin, on PGlite and (TEST_DATABASE_URL) PostgreSQL; nothing is
// written, and the connections answer another user's requests afterwards.

let t: TestApp;
let admin: TestUser;
let dq: TestUser;
let andere: TestUser;
let ctx: DatencheckContext;
const maxZeilen = 25;
/** The session's settings before any check (PGlite's search_path differs from PostgreSQL's). */
let ausgang: { ro: string; sp: string; st: string; rolle: string };
const zustand = async () =>
  (
    await t.database.query<typeof ausgang>(
      `select current_setting('default_transaction_read_only') as ro, current_setting('search_path') as sp,
              current_setting('statement_timeout') as st, current_user::text as rolle`,
    )
  )[0]!;

beforeAll(async () => {
  t = await createTestApp({
    DATENCHECK_TIMEOUT_MS: '5000',
    DATENCHECK_NACHTLAUF_STUNDE: '-1',
    DATENCHECK_MAX_ZEILEN: String(maxZeilen),
  });
  admin = await t.user({ admin: true, name: 'Anna Admin' });
  const vorlage = standardVorlagen.find((v) => v.name === 'Datenqualität')!;
  dq = await t.user({ permissions: [...vorlage.berechtigungen] as Permission[], name: 'Dora Datenqualität' });
  andere = await t.user({ permissions: ['firmen.lesen', 'projekte.lesen'], name: 'Otto Other' });
  ctx = { db: t.database.db, jobs: t.app.jobs, realtime: t.app.realtime, timeoutMs: 5000, maxZeilen };
  await t.as(admin, { method: 'POST', url: '/api/firmen', payload: { name: 'Sicher GmbH' } });
  ausgang = await zustand();
  expect(ausgang).toMatchObject({ ro: 'off', st: '0' });
});
afterAll(() => t?.close());

const base = { name: 'Angriff', beschreibung: 'aus der Probe', themen: ['firmen'], abfrageart_id: 1 };
const save = (user: TestUser, sql: string) =>
  t.as(user, { method: 'POST', url: '/api/datencheck/abfragen', payload: { ...base, sql } });
const count = async (q: string) => Number((await t.database.query<{ n: number }>(q))[0]!.n);
const lauf = (id: number) =>
  until(
    async () => (await t.as(dq, { method: 'GET', url: `/api/datencheck/laeufe/${id}` })).json().data,
    (l) => l.status === 'done' || l.status === 'failed',
  );

/** The probe's attacks, and their German reason (a pattern). */
const angriffe: [string, RegExp][] = [
  ['select id as idx, email, password_hash from users', /^Keine Berechtigung/],
  ['select id as idx, passwort_token, passwort_token_bis from users', /^Keine Berechtigung/],
  ['select u.* from (select id as idx, * from users) u', /^Keine Berechtigung/],
  ['select u.id as idx, u.berechtigungen, u.is_admin from users u', /^Keine Berechtigung/],
  [
    'select s.user_id as idx, s.id, s.csrf_token from sessions s',
    /„sessions“ ist für Prüfungen nicht freigegeben/,
  ],
  [
    'select id as idx, praefix, hash from frontend_api_schluessel',
    /„frontend_api_schluessel“ ist für Prüfungen nicht freigegeben/,
  ],
  [
    "select key as idx, value from app_settings where key = 'socket_secret'",
    /„app_settings“ ist für Prüfungen nicht freigegeben/,
  ],
  ['select rolname as idx, rolpassword from pg_authid', /„pg_authid“ ist für Prüfungen nicht freigegeben/],
  [
    'select rolname as idx, rolpassword from pg_catalog.pg_authid',
    /„pg_catalog.pg_authid“ ist für Prüfungen nicht freigegeben/,
  ],
  ['select id as idx from public.sessions', /„public.sessions“ ist für Prüfungen nicht freigegeben/],
  ['select id as idx, changes from audit_log', /„audit_log“ ist für Prüfungen nicht freigegeben/],
  [
    'select id as idx, berechtigungen from berechtigung_vorlagen',
    /„berechtigung_vorlagen“ ist für Prüfungen nicht freigegeben/,
  ],
  ['select id as idx from pgboss.job', /„pgboss.job“ ist für Prüfungen nicht freigegeben/],
  ['select id as idx, storage_key from dateien', /^Keine Berechtigung/],
  [
    "select 1 as idx, pg_read_file('/etc/hostname') as f",
    /Funktion pg_read_file\(\) ist in einer Prüfung nicht erlaubt/,
  ],
  ["select f as idx from pg_ls_dir('.') f", /Funktion pg_ls_dir\(\)/],
  ["select 1 as idx, lo_import('/etc/hostname') as f", /Funktion lo_import\(\)/],
  ["select 1 as idx, lo_from_bytea(0, 'x'::bytea) as f", /Funktion lo_from_bytea\(\)/],
  [
    'select 1 as idx, pg_notify(\'live_changes\', \'{"table":"firmen","id":1}\') as f',
    /Funktion pg_notify\(\)/,
  ],
  ['select 1 as idx, pg_cancel_backend(pg_backend_pid()) as f', /Funktion pg_cancel_backend\(\)/],
  ['select 1 as idx, pg_terminate_backend(1) as f', /Funktion pg_terminate_backend\(\)/],
  [
    "select 1 as idx, set_config('default_transaction_read_only', 'on', false) as f",
    /Funktion set_config\(\)/,
  ],
  ["select 1 as idx, set_config('search_path', 'nirgends', false) as f", /Funktion set_config\(\)/],
  [
    "select 1 as idx, pg_catalog.set_config('statement_timeout', '1', false) as f",
    /Funktion pg_catalog.set_config\(\)/,
  ],
  ["select current_setting('search_path') as idx", /Funktion current_setting\(\)/],
  ['select 1 as idx, pg_advisory_lock(4711) as f', /Funktion pg_advisory_lock\(\)/],
  ['select 1 as idx, pg_sleep(20) as f', /Funktion pg_sleep\(\)/],
  ['select 1 as idx where exists (select pg_sleep(20))', /Funktion pg_sleep\(\)/],
  ['select 1 as idx, txid_current() as f', /Funktion txid_current\(\)/],
  ["select nextval('firmen_id_seq') as idx", /Funktion nextval\(\)/],
  ["select 1 as idx, 'pg_authid'::regclass as f", /Datentyp regclass/],
  ["select * from dblink('dbname=postgres', 'select 1') as t(idx int)", /Funktion dblink\(\)/],
  ['select 1 as idx; select 2', /^Nur eine einzelne Abfrage ist erlaubt\.$/],
  [
    'with x as (delete from firmen returning id) select id as idx from x',
    /DELETE ist in einer Prüfung nicht erlaubt/,
  ],
  [
    "with x as (update firmen set name = 'X' returning id) select id as idx from x",
    /UPDATE ist in einer Prüfung nicht erlaubt/,
  ],
  [
    "with x as (insert into firmen (name) values ('X') returning id) select id as idx from x",
    /INSERT ist in einer Prüfung nicht erlaubt/,
  ],
  ['select id as idx into dc_kopie from firmen', /^SELECT INTO ist nicht erlaubt/],
  ['select id as idx from firmen for update', /^FOR UPDATE \/ FOR SHARE ist nicht erlaubt/],
  ['select id as idx from firmen union all select id from firmen for share', /^FOR UPDATE \/ FOR SHARE/],
  // a CTE's name reaches only its own SELECT: outside it, 'sessions' is the table again
  [
    'select a.idx from (with sessions as (select 1 as idx) select idx from sessions) a, sessions s',
    /„sessions“ ist für Prüfungen nicht freigegeben/,
  ],
  ["select 1 as idx from firmen f, lateral pg_ls_dir('.') d", /Funktion pg_ls_dir\(\)/],
  ["select 1 as idx, xmlparse(document '<a/>') as x", /nicht erlaubt/],
  ['select id as idx from firmen tablesample system (50)', /nicht erlaubt/],
  ['select $1 as idx', /Parameter/],
  ['select 1 as idx from', /^Syntaxfehler/],
];

describe('attacks are refused at save, nothing written, no connection harmed', () => {
  for (const who of ['Datenqualität', 'admin'] as const) {
    it(`as ${who}: every attack of the probe answers a German 422`, async () => {
      const user = who === 'admin' ? admin : dq;
      const abfragenVorher = await count('select count(*)::int as n from datencheck_abfragen');
      const auditVorher = await count(
        "select count(*)::int as n from audit_log where table_name = 'datencheck_abfragen'",
      );
      const loVorher = await count('select count(*)::int as n from pg_largeobject_metadata');
      for (const [sql, reason] of angriffe) {
        const res = await save(user, sql);
        expect(res.statusCode, `${sql}: ${res.body}`).toBe(422);
        const message = res.json().errors.sql[0] as string;
        expect(message, sql).toMatch(reason);
        // German, never a bare English database message
        expect(message, sql).toMatch(/[äöüß]|nicht|Keine|Nur|Syntaxfehler|Parameter/);
      }
      expect(await count('select count(*)::int as n from datencheck_abfragen')).toBe(abfragenVorher);
      expect(
        await count("select count(*)::int as n from audit_log where table_name = 'datencheck_abfragen'"),
      ).toBe(auditVorher);
      expect(await count('select count(*)::int as n from pg_largeobject_metadata')).toBe(loVorher);
      expect(await count("select count(*)::int as n from firmen where name = 'X'")).toBe(0);
      expect(await count("select count(*)::int as n from pg_class where relname = 'dc_kopie'")).toBe(0);
      // another user's next 20 requests are answered, on every connection the checks may have touched
      for (let i = 0; i < 20; i++) {
        const res = await t.as(andere, { method: 'GET', url: i % 2 ? '/api/firmen' : '/api/projekte' });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(await zustand()).toEqual(ausgang);
    });
  }

  it('saving a heavy check plans it without running it: answered at once, and so are the other requests meanwhile', async () => {
    // run, this would count for minutes (and on PGlite hold every other request that long)
    const heavy =
      'select f.id as idx from firmen f where (select count(*) from generate_series(1, 500000000) g) > 0';
    const started = Date.now();
    const [res, ...others] = await Promise.all([
      save(dq, heavy),
      ...Array.from({ length: 20 }, (_, i) =>
        t.as(andere, { method: 'GET', url: i % 2 ? '/api/firmen' : '/api/projekte' }),
      ),
    ]);
    expect(res!.statusCode, res!.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    for (const other of others) expect(other.statusCode).toBe(200);
    await t.as(admin, { method: 'DELETE', url: `/api/datencheck/abfragen/${res!.json().data.id}` });
  });

  it('editing a check into an attack is refused and leaves it as it was', async () => {
    const ok = await save(dq, "select f.id as idx, f.name from firmen f where f.name = 'Sicher GmbH'");
    expect(ok.statusCode, ok.body).toBe(200);
    const check = ok.json().data;
    for (const sql of [
      'select id as idx, password_hash from users',
      'select 1 as idx, pg_sleep(20)',
      'select id as idx from sessions',
    ]) {
      const res = await t.as(dq, {
        method: 'PUT',
        url: `/api/datencheck/abfragen/${check.id}`,
        payload: { ...base, sql, version: check.version },
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    const now = (await t.as(dq, { method: 'GET', url: `/api/datencheck/abfragen/${check.id}` })).json().data;
    expect(now).toMatchObject({ sql: check.sql, version: check.version });
    await t.as(admin, { method: 'DELETE', url: `/api/datencheck/abfragen/${check.id}` });
  });

  it('a check stored past the form (by hand) is parsed again at every run: the run fails, nothing is read', async () => {
    const [{ id }] = (await t.database.query<{ id: number }>(
      `insert into datencheck_abfragen (name, beschreibung, sql, themen, abfrageart_id)
       values ('Von Hand', 'x', 'select id as idx, csrf_token from sessions', '{firmen}', 1) returning id`,
    )) as [{ id: number }];
    const res = await t.as(dq, { method: 'POST', url: `/api/datencheck/abfragen/${id}/pruefen` });
    const done = await lauf(res.json().data.id);
    expect(done).toMatchObject({
      status: 'failed',
      fehler: 'Die Tabelle „sessions“ ist für Prüfungen nicht freigegeben (nur die Fachtabellen).',
    });
    expect(await count(`select count(*)::int as n from datencheck_ergebnisse where abfrage_id = ${id}`)).toBe(
      0,
    );
    await t.database.query('delete from datencheck_abfragen where id = $1', [id]);
  });
});

describe('the role datencheck_leser refuses secrets even past the parser', () => {
  const denied = async (sql: string) => {
    const error = await alsLeser(t.database.db, sql, [], 5000).then(
      () => null,
      (e: unknown) => e as { code?: string; cause?: { code?: string } },
    );
    expect(error, sql).not.toBeNull();
    return error!.code ?? error!.cause?.code;
  };

  it('no password hash, reset token, session, API key, setting, role catalogue, job table, audit; no writes', async () => {
    for (const sql of [
      'select password_hash from users',
      'select passwort_token from users',
      'select berechtigungen from users',
      'select * from users',
      'select csrf_token from sessions',
      'select hash from frontend_api_schluessel',
      'select value from app_settings',
      'select rolpassword from pg_authid',
      'select * from berechtigung_vorlagen',
      'select * from audit_log',
      'select * from job_heartbeats',
      'select storage_key from dateien',
    ])
      expect(await denied(sql), sql).toBe('42501');
    // writes: refused by the read-only transaction before the privileges are looked at, or by them
    for (const sql of [
      "insert into firmen (name) values ('Durch die Rolle GmbH')",
      "update firmen set name = 'x'",
      'delete from firmen',
    ])
      expect(['42501', '25006'], sql).toContain(await denied(sql));
    expect(
      await count("select count(*)::int as n from firmen where name in ('Durch die Rolle GmbH', 'x')"),
    ).toBe(0);
  });

  it('a table added later is not readable until a migration grants it (no default privileges)', async () => {
    await t.database.query('create table dc_spaeter (id int primary key, geheim text)');
    expect(await denied('select geheim from dc_spaeter')).toBe('42501');
    await t.database.query('drop table dc_spaeter');
  });

  it('no server files, large objects, notifications or backend control (refused by privilege or the read-only transaction)', async () => {
    if (t.database.kind === 'pg') {
      expect(await denied("select pg_read_file('/etc/hostname')")).toBe('42501');
      expect(await denied("select pg_ls_dir('.')")).toBe('42501');
      expect(await denied("select lo_import('/etc/hostname')")).toBe('42501');
    }
    // lo_from_bytea and pg_notify are PUBLIC functions: refused by the read-only transaction, or else undone
    // with it (a check's transaction is always rolled back: no large object stays, no notification is sent)
    await alsLeser(t.database.db, "select lo_from_bytea(0, 'x'::bytea)", [], 5000).catch(() => {});
    expect(await count('select count(*)::int as n from pg_largeobject_metadata')).toBe(0);
  });

  it('what it may read: the domain tables and who edited them (names)', async () => {
    const rows = await alsLeser<{ name: string; bearbeiter: string }>(
      t.database.db,
      "select f.name, u.name as bearbeiter from firmen f join users u on u.id = f.editor_id where f.name = 'Sicher GmbH'",
      [],
      5000,
    );
    expect(rows).toEqual([{ name: 'Sicher GmbH', bearbeiter: 'Anna Admin' }]);
    const relationen = await leserRelationen(t.database.db);
    for (const name of ['firmen', 'kaufobjekte', 'projekte', 'personen', 'users', 'dateien'])
      expect(relationen.has(name), name).toBe(true);
    for (const name of [
      'sessions',
      'app_settings',
      'frontend_api_schluessel',
      'audit_log',
      'berechtigung_vorlagen',
      'job_heartbeats',
      'datencheck_abfragen',
    ])
      expect(relationen.has(name), name).toBe(false);
  });

  it('nothing outlives a check, even one that slipped past the parser: settings, advisory locks', async () => {
    for (const sql of [
      "select set_config('default_transaction_read_only', 'on', false)",
      "select set_config('search_path', 'nirgends', false)",
      "select set_config('statement_timeout', '1', false)",
      'select pg_advisory_lock(4711)',
      'select pg_advisory_lock(4712), 1 / 0',
    ])
      await alsLeser(t.database.db, sql, [], 5000).catch(() => {});
    // PostgreSQL: the check's connection was closed, its backend ends (and lets go of its locks) a moment later
    const advisory = () =>
      count(
        "select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
      );
    expect(await until(advisory, (n) => n === 0, 5000)).toBe(0);
    for (let i = 0; i < 20; i++) {
      expect(await zustand()).toEqual(ausgang);
      const res = await t.as(andere, { method: 'GET', url: '/api/firmen' });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('legitimate checks keep working', () => {
  const typisch: [string, string][] = [
    [
      'join with editor names',
      'select f.id as idx, f.name, u.name as bearbeiter from firmen f left join users u on u.id = f.editor_id where f.plz is null',
    ],
    [
      'aggregate',
      'select p.id as idx, p.name, count(k.id) as anzahl from projekte p left join kaufobjekte k on k.projekt_id = p.id group by p.id, p.name having count(k.id) = 0',
    ],
    [
      'window function',
      'select x.idx, x.name from (select f.id as idx, f.name, row_number() over (partition by lower(f.name) order by f.id) as nr from firmen f) x where x.nr > 1',
    ],
    [
      'CTE',
      'with doppelt as (select lower(name) as n from firmen group by 1 having count(*) > 1) select f.id as idx, f.name from firmen f join doppelt d on d.n = lower(f.name)',
    ],
    [
      'recursive CTE',
      'with recursive kette(id, tiefe) as (select id, 0 from kaufobjekte where kaufobjekt_id is null union all select k.id, kette.tiefe + 1 from kaufobjekte k join kette on k.kaufobjekt_id = kette.id where kette.tiefe < 10) select id as idx, tiefe from kette where tiefe > 5',
    ],
    [
      'functions and casts',
      "select f.id as idx, upper(f.name) as name, extract(year from f.created)::int as jahr, to_char(f.created, 'YYYY-MM') as monat, jsonb_build_object('n', f.name) as j, f.created at time zone 'Europe/Vienna' as lokal from firmen f where f.name ilike '%gmbh%' and f.created > now() - interval '1 year' and coalesce(f.plz, '') = '' and unaccent(f.name) similar to '%Sicher%'",
    ],
  ];

  for (const [what, sql] of typisch)
    it(`${what}: saved and run`, async () => {
      const res = await save(dq, sql);
      expect(res.statusCode, res.body).toBe(200);
      const run = await t.as(dq, {
        method: 'POST',
        url: `/api/datencheck/abfragen/${res.json().data.id}/pruefen`,
      });
      const done = await lauf(run.json().data.id);
      expect(done, JSON.stringify(done)).toMatchObject({ status: 'done' });
    });

  it('two firms of one name: the window and CTE checks find both', async () => {
    for (let i = 0; i < 2; i++)
      await t.as(admin, { method: 'POST', url: '/api/firmen', payload: { name: 'Zwilling GmbH' } });
    const res = await save(dq, typisch[3]![1]);
    const id = res.json().data.id as number;
    const run = await t.as(dq, { method: 'POST', url: `/api/datencheck/abfragen/${id}/pruefen` });
    expect((await lauf(run.json().data.id)).status).toBe('done');
    const found = (
      await t.as(dq, { method: 'GET', url: `/api/datencheck/abfragen/${id}/ergebnisse` })
    ).json();
    expect(found.data.map((r: { row: { name: string } }) => r.row.name)).toEqual([
      'Zwilling GmbH',
      'Zwilling GmbH',
    ]);
  });

  it(`a run of more than DATENCHECK_MAX_ZEILEN (${maxZeilen}) rows fails with a note and stores nothing; up to it, it runs`, async () => {
    const zuViel = await save(dq, `select g as idx from generate_series(1, ${maxZeilen + 1}) g`);
    expect(zuViel.statusCode, zuViel.body).toBe(200);
    const [row] = await t.database.query<{ id: number }>(
      `insert into datencheck_laeufe (abfrage_id) values ($1) returning id`,
      [zuViel.json().data.id],
    );
    await laufAusfuehren(ctx, row!.id);
    const failed = await lauf(row!.id);
    expect(failed.status).toBe('failed');
    expect(failed.fehler).toBe(
      `Zu viele Ergebnisse: Die Abfrage liefert mehr als ${maxZeilen} Zeilen (Grenze DATENCHECK_MAX_ZEILEN). Bitte die Abfrage enger fassen.`,
    );
    expect(
      await count(
        `select count(*)::int as n from datencheck_ergebnisse where abfrage_id = ${zuViel.json().data.id}`,
      ),
    ).toBe(0);
    const check = (await t.as(dq, { method: 'GET', url: `/api/datencheck/abfragen?per_page=200` }))
      .json()
      .data.find((a: { id: number }) => a.id === zuViel.json().data.id);
    expect(check.letzter_lauf).toMatchObject({ status: 'failed', fehler: failed.fehler });

    const genau = await save(dq, `select g as idx from generate_series(1, ${maxZeilen}) g`);
    const run = await t.as(dq, {
      method: 'POST',
      url: `/api/datencheck/abfragen/${genau.json().data.id}/pruefen`,
    });
    expect(await lauf(run.json().data.id)).toMatchObject({ status: 'done' });
    expect(
      await count(
        `select count(*)::int as n from datencheck_ergebnisse where abfrage_id = ${genau.json().data.id} and offen`,
      ),
    ).toBe(maxZeilen);
  });

  it('saving and editing a check is audited with its SQL', async () => {
    const sql1 = "select f.id as idx, f.name from firmen f where f.name = 'Audit GmbH'";
    const res = await save(dq, sql1);
    const check = res.json().data;
    const sql2 = "select f.id as idx, f.name, f.plz from firmen f where f.name = 'Audit GmbH'";
    const upd = await t.as(dq, {
      method: 'PUT',
      url: `/api/datencheck/abfragen/${check.id}`,
      payload: { ...base, sql: sql2, version: check.version },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    const audit = await t.database.query<{
      action: string;
      user_id: number;
      changes: { sql?: { old: string | null; new: string } };
    }>(
      `select action, user_id, changes from audit_log where table_name = 'datencheck_abfragen' and record_id = $1 order by id`,
      [check.id],
    );
    expect(audit.map((a) => [a.action, a.user_id, a.changes.sql])).toEqual([
      ['create', dq.id, { old: null, new: sql1 }],
      ['update', dq.id, { old: sql1, new: sql2 }],
    ]);
  });
});

describe('the parser alone', () => {
  const relationen = new Set(['firmen', 'users']);
  const refused = (sql: string) =>
    abfrageParsen(sql, relationen).then(
      () => '',
      (e: Error) => e.message,
    );

  it('two statements, other statements, and an empty text are refused; one SELECT passes', async () => {
    expect(await refused('select 1 as idx; select 2')).toBe('Nur eine einzelne Abfrage ist erlaubt.');
    expect(await refused("select 1 as idx; select set_config('search_path', '', false)")).toBe(
      'Nur eine einzelne Abfrage ist erlaubt.',
    );
    expect(await refused('delete from firmen')).toBe('Nur SELECT-Abfragen sind erlaubt (nicht DELETE).');
    expect(await refused("set search_path = 'x'")).toBe('Nur SELECT-Abfragen sind erlaubt (nicht SET).');
    expect(await refused('-- nur ein Kommentar')).toBe('Die Abfrage ist leer.');
    expect(await refused('select f.id as idx from firmen f -- Kommentar')).toBe('');
    expect(await refused('select 1 as idx /* unclosed')).toMatch(/^Syntaxfehler/);
    expect(await refused('values (1)')).toBe('');
    expect(await refused('table firmen')).toBe('');
    expect(await refused(`select ${'lower('.repeat(3000)}'x'${')'.repeat(3000)} as idx`)).toBe(
      'Die Abfrage ist zu tief verschachtelt.',
    );
  });
});
