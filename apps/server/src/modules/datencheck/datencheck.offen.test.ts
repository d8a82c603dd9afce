// The stored open count per check (datencheck_offen, kept by triggers on datencheck_ergebnisse) against a
// live count after every kind of write, and the checks list / results page answering it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../db/client';
import { migrationsFolder, runMigrations } from '../../db/migrate';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { statistikAb } from './datencheck.lauf';

let t: TestApp;
let admin: TestUser;
let pruefer: TestUser;
let checkId: number;
const firmen: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ DATENCHECK_TIMEOUT_MS: '5000', DATENCHECK_NACHTLAUF_STUNDE: '-1' });
  admin = await t.user({ admin: true });
  pruefer = await t.user({
    permissions: ['datencheck.nutzen', 'datencheck.pruefen', 'datencheck.ausnahmen'],
  });
  const res = await t.as(admin, {
    method: 'POST',
    url: '/api/datencheck/abfragen',
    payload: {
      name: 'Zählerprobe',
      beschreibung: 'Firmen, deren Name mit Zähler beginnt',
      sql: "select id as idx, name from firmen where name like 'Zähler%'",
      themen: ['firmen'],
      abfrageart_id: 1,
      link: '/firmen/{idx}',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  checkId = res.json().data.id;
});
afterAll(() => t?.close());

const get = (url: string) => t.as(pruefer, { method: 'GET', url });
const post = (url: string, payload: object = {}) => t.as(pruefer, { method: 'POST', url, payload });
const fulltext = (word: string) => `q[]=${encodeURIComponent(`fulltext:${word}`)}`;

async function stored(id = checkId): Promise<number | undefined> {
  const [row] = await t.database.query<{ anzahl: number }>(
    'select anzahl from datencheck_offen where abfrage_id = $1',
    [id],
  );
  return row?.anzahl;
}
async function live(id = checkId): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'select count(*)::int as n from datencheck_ergebnisse where abfrage_id = $1 and offen',
    [id],
  );
  return row!.n;
}
/** Stored = live = `expected`, and the checks list and the results page answer it. */
async function offenIst(expected: number) {
  expect(await live()).toBe(expected);
  expect(await stored()).toBe(expected);
  const list = (await get('/api/datencheck/abfragen?per_page=200')).json().data as {
    id: number;
    offen: number;
  }[];
  expect(list.find((a) => a.id === checkId)!.offen).toBe(expected);
  expect((await get(`/api/datencheck/abfragen/${checkId}`)).json().data.offen).toBe(expected);
  expect((await get(`/api/datencheck/abfragen/${checkId}/ergebnisse?per_page=2`)).json().total).toBe(
    expected,
  );
}
async function lauf(url: string) {
  const res = await post(url);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id;
  for (let i = 0; i < 400; i++) {
    const l = (await get(`/api/datencheck/laeufe/${id}`)).json().data;
    if (l.status === 'done' || l.status === 'failed') return expect(l.status).toBe('done');
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('Lauf nicht fertig');
}
const voll = () => lauf(`/api/datencheck/abfragen/${checkId}/pruefen`);
async function firma(name: string) {
  const res = await t.as(admin, { method: 'POST', url: '/api/firmen', payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
const umbenennen = (id: number, name: string) =>
  t.database.query('update firmen set name = $2 where id = $1', [id, name]);

describe('the stored open count', () => {
  it('a full run counts what it found; a second one what is fixed and what is new', async () => {
    expect(await stored()).toBeUndefined(); // no rows yet: the list answers 0
    expect((await get(`/api/datencheck/abfragen/${checkId}`)).json().data.offen).toBe(0);
    for (let i = 1; i <= 5; i++) firmen.push(await firma(`Zähler ${i} GmbH`));
    await voll();
    await offenIst(5);
    await umbenennen(firmen[0]!, 'Behoben 1 GmbH');
    await umbenennen(firmen[1]!, 'Behoben 2 GmbH');
    for (let i = 6; i <= 8; i++) firmen.push(await firma(`Zähler ${i} GmbH`));
    await voll();
    await offenIst(6);
    // a fixed row found again is open again; nothing changed: the count stays
    await umbenennen(firmen[0]!, 'Zähler 1 GmbH');
    await voll();
    await offenIst(7);
    await voll();
    await offenIst(7);
  });

  it("'Erneut prüfen' of one row closes or reopens it", async () => {
    await umbenennen(firmen[2]!, 'Behoben 3 GmbH');
    await lauf(`/api/datencheck/abfragen/${checkId}/rows/${firmen[2]}/pruefen`);
    await offenIst(6);
    await umbenennen(firmen[2]!, 'Zähler 3 GmbH');
    await lauf(`/api/datencheck/abfragen/${checkId}/rows/${firmen[2]}/pruefen`);
    await offenIst(7);
  });

  it('an exception takes its row out, a run keeps it out, aufheben puts it back', async () => {
    const res = await post('/api/datencheck/ausnahmen', {
      abfrage_id: checkId,
      idx: String(firmen[3]),
      grund: 'Zählt nicht',
    });
    expect(res.statusCode, res.body).toBe(200);
    await offenIst(6);
    await voll();
    await offenIst(6);
    const [x] = (
      await get(`/api/datencheck/ausnahmen?q[]=${encodeURIComponent(`abfrage_id:${checkId}`)}`)
    ).json().data;
    expect(
      (await t.as(pruefer, { method: 'DELETE', url: `/api/datencheck/ausnahmen/${x.id}` })).statusCode,
    ).toBe(200);
    await offenIst(7);
  });

  it('with a fulltext filter the counts are the matching rows, counted live', async () => {
    const list = (await get(`/api/datencheck/abfragen?per_page=200&${fulltext('zähler 5')}`)).json().data as {
      id: number;
      offen: number;
    }[];
    expect(list.find((a) => a.id === checkId)!.offen).toBe(1);
    const page = (await get(`/api/datencheck/abfragen/${checkId}/ergebnisse?${fulltext('zähler 5')}`)).json();
    expect(page.total).toBe(1);
    expect(page.data.map((r: { idx: string }) => r.idx)).toEqual([String(firmen[4])]);
  });

  it('statements over several checks, a row moved to another check and deleted rows are counted per check', async () => {
    const [other] = await t.database.query<{ id: number }>(
      "select id from datencheck_abfragen where name = 'Firmen ohne Geokoordinaten'",
    );
    const before = await live(other!.id);
    expect(await stored(other!.id)).toBe(before);
    await t.database.query(
      `insert into datencheck_ergebnisse (abfrage_id, idx, row, hash, offen)
       values ($1, 'a', '{}', '', true), ($1, 'b', '{}', '', false), ($2, 'c', '{}', '', true), ($2, 'd', '{}', '', true)`,
      [checkId, other!.id],
    );
    await t.database.query(
      `update datencheck_ergebnisse set abfrage_id = $2 where abfrage_id = $1 and idx = 'a'`,
      [checkId, other!.id],
    );
    await t.database.query(`update datencheck_ergebnisse set offen = not offen where idx in ('b', 'c')`);
    expect([await stored(), await stored(other!.id)]).toEqual([await live(), await live(other!.id)]);
    expect(await live(other!.id)).toBe(before + 2);
    await t.database.query(`delete from datencheck_ergebnisse where idx in ('a', 'b', 'c', 'd')`);
    await offenIst(7);
    expect(await stored(other!.id)).toBe(before);
  });

  it('two transactions adding rows to one check at once lose no count', async () => {
    if (t.database.kind !== 'pg') return; // PGlite has one connection: nothing runs side by side
    const pool = (t.database as unknown as { pool: import('pg').Pool }).pool;
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      const rows = (prefix: string) =>
        `insert into datencheck_ergebnisse (abfrage_id, idx, row, hash) select ${checkId}, '${prefix}' || g, '{}', '' from generate_series(1, 50) g`;
      await a.query('begin');
      await b.query('begin');
      await a.query(rows('x'));
      const waiting = b.query(rows('y')); // waits for a's counter row
      await new Promise((r) => setTimeout(r, 100));
      await a.query('commit');
      await waiting;
      await b.query('commit');
      await offenIst(107);
      await a.query(`update datencheck_ergebnisse set offen = false where idx like 'x%' or idx like 'y%'`);
      await offenIst(7);
    } finally {
      a.release();
      b.release();
    }
  });

  it('deleting the check removes its count with its rows', async () => {
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/datencheck/abfragen/${checkId}` })).statusCode,
    ).toBe(200);
    expect(await live()).toBe(0);
    expect(await stored()).toBeUndefined();
  });
});

it('the migration fills the count from the rows already stored', async () => {
  // Migrations up to the one before, rows as they were, then the migration that adds the count.
  const folder = await mkdtemp(path.join(tmpdir(), 'dc-migrations-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag === '0026_datencheck_offen');
    await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    await runMigrations(database, folder);
    await database.query(`
      insert into datencheck_ergebnisse (abfrage_id, idx, row, hash, offen)
      select a.id, a.id || '-' || g, '{}', '', g % 3 <> 0 from datencheck_abfragen a, generate_series(1, a.id * 4) g`);
    await runMigrations(database);
    const wrong = await database.query(`
      select a.id from datencheck_abfragen a left join datencheck_offen o on o.abfrage_id = a.id
      where o.anzahl is distinct from (select count(*)::int from datencheck_ergebnisse e where e.abfrage_id = a.id and e.offen)`);
    expect(wrong).toEqual([]);
    const [{ n } = { n: 0 }] = await database.query<{ n: number }>(
      'select sum(anzahl)::int as n from datencheck_offen',
    );
    expect(n).toBeGreaterThan(0);
  } finally {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  }
});

it('a run that opens many rows gathers the statistics the results pages are planned with', async () => {
  const res = await t.as(admin, {
    method: 'POST',
    url: '/api/datencheck/abfragen',
    payload: {
      name: 'Viele Zeilen',
      beschreibung: 'So viele Zeilen, wie ein Lauf öffnet, ab dem er die Statistik erneuert',
      sql: `select g::text as idx from generate_series(1, ${statistikAb}) g`,
      themen: ['firmen'],
      abfrageart_id: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const tuples = async () =>
    (
      await t.database.query<{ n: number }>(
        "select reltuples::float8 as n from pg_class where relname = 'datencheck_ergebnisse'",
      )
    )[0]!.n;
  expect(await tuples()).toBeLessThan(statistikAb);
  await lauf(`/api/datencheck/abfragen/${res.json().data.id}/pruefen`);
  expect(await tuples()).toBeGreaterThanOrEqual(statistikAb);
});
