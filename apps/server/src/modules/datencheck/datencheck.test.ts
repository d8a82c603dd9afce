import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages, type Abfrage, type Benachrichtigung } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { laufAusfuehren, offeneLaeufe, type DatencheckContext } from './datencheck.lauf';
import { until } from '../../testing/until';

let t: TestApp;
let admin: TestUser;
let pruefer: TestUser;
let leser: TestUser;
let editorin: TestUser;
let ctx: DatencheckContext;
const timeoutMs = 1500;

beforeAll(async () => {
  t = await createTestApp({ DATENCHECK_TIMEOUT_MS: String(timeoutMs), DATENCHECK_NACHTLAUF_STUNDE: '-1' });
  admin = await t.user({ admin: true, name: 'Anna Admin' });
  pruefer = await t.user({
    permissions: [
      'datencheck.nutzen',
      'datencheck.pruefen',
      'datencheck.ausnahmen',
      'datencheck.benachrichtigen',
      'firmen.bearbeiten',
      'firmen.lesen',
    ],
    name: 'Paul Prüfer',
  });
  leser = await t.user({ permissions: ['datencheck.nutzen'], name: 'Lea Leser' });
  editorin = await t.user({
    permissions: ['datencheck.nutzen', 'firmen.bearbeiten', 'firmen.lesen'],
    name: 'Eva Editorin',
  });
  ctx = { db: t.database.db, jobs: t.app.jobs, realtime: t.app.realtime, timeoutMs };
});
afterAll(() => t?.close());

const post = (user: TestUser, url: string, payload: object = {}) =>
  t.as(user, { method: 'POST', url, payload });
const get = (url: string, user: TestUser = pruefer) => t.as(user, { method: 'GET', url });
const abfragen = async (): Promise<Abfrage[]> =>
  (await get('/api/datencheck/abfragen?per_page=200')).json().data;
const byName = async (name: string) => (await abfragen()).find((a) => a.name === name)!;
const lauf = (id: number) =>
  until(
    async () => (await get(`/api/datencheck/laeufe/${id}`)).json().data,
    (l) => l.status === 'done' || l.status === 'failed',
  );
async function pruefen(abfrageId: number) {
  const res = await post(pruefer, `/api/datencheck/abfragen/${abfrageId}/pruefen`);
  expect(res.statusCode, res.body).toBe(200);
  return lauf(res.json().data.id);
}
const firma = async (user: TestUser, body: object) =>
  (await post(user, '/api/firmen', { name: 'Test GmbH', ...body })).json().data;
const ergebnisse = async (abfrageId: number, query = '') =>
  (await get(`/api/datencheck/abfragen/${abfrageId}/ergebnisse?per_page=100${query}`)).json();

describe('checks', () => {
  it('the six DOMAIN checks are seeded and every one of them runs', async () => {
    const names = (await abfragen()).map((a) => a.name);
    expect(names).toEqual([
      'Kaufobjekte ohne Käufer',
      'Firmen ohne Geokoordinaten',
      'Firmen mit ungültiger FirmenbuchNr',
      'Projekte ohne BAB',
      'doppelte TopNr im Projekt',
      'Kaufpreis pro m² außerhalb des Üblichen',
    ]);
    const res = await post(pruefer, '/api/datencheck/pruefen');
    for (const id of res.json().data.ids as number[]) expect((await lauf(id)).status).toBe('done');
  });

  it('saving a check validates its SQL read-only: a write, a second statement, a missing idx or a syntax error are refused', async () => {
    const base = { name: 'X', beschreibung: 'Y', themen: ['firmen'], abfrageart_id: 1 };
    const save = (s: string) => post(admin, '/api/datencheck/abfragen', { ...base, sql: s });
    const write = await save('with x as (delete from firmen returning id) select id as idx from x');
    expect(write.statusCode).toBe(422);
    expect(write.json().errors.sql[0]).toBe(
      'Nur lesende Abfragen sind erlaubt: DELETE ist in einer Prüfung nicht erlaubt.',
    );
    expect((await save('select 1 as idx; delete from firmen')).json().errors.sql).toEqual([
      'Nur eine einzelne Abfrage ist erlaubt.',
    ]);
    expect((await save('delete from firmen')).json().errors.sql).toEqual([
      'Nur SELECT-Abfragen sind erlaubt.',
    ]);
    expect((await save('select id from firmen')).json().errors.sql[0]).toMatch(/Spalte idx/);
    expect((await save('select idx from nirgends')).json().errors.sql).toEqual([
      'Die Tabelle „nirgends“ ist für Prüfungen nicht freigegeben (nur die Fachtabellen).',
    ]);
    expect((await save('select id as idx, nirgends from firmen')).json().errors.sql[0]).toMatch(
      /^Fehler in der Abfrage: .*nirgends/,
    );
    // only with the permission to edit checks
    expect(
      (await post(pruefer, '/api/datencheck/abfragen', { ...base, sql: 'select 1 as idx' })).statusCode,
    ).toBe(403);
  });

  it('a function not on the allowlist (one that writes) is refused at save; stored anyway, its run fails and changes nothing', async () => {
    await t.database.query(
      `create or replace function dc_test_write() returns int language sql as $$ update firmen set name = name || '!' returning 1 $$`,
    );
    const body = {
      name: 'Schreibt beim Lauf',
      beschreibung: 'schreibt nur, wenn Firmen da sind',
      sql: "select id as idx, dc_test_write() as w from firmen where name = 'Unverändert GmbH'",
      themen: ['firmen'],
      abfrageart_id: 2,
    };
    const res = await post(admin, '/api/datencheck/abfragen', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.sql).toEqual([
      'Die Funktion dc_test_write() ist in einer Prüfung nicht erlaubt.',
    ]);
    // written to the table past the form (e.g. by hand): every run parses it again
    const [{ id }] = (await t.database.query<{ id: number }>(
      `insert into datencheck_abfragen (name, beschreibung, sql, themen, abfrageart_id) values ($1, $2, $3, '{firmen}', 2) returning id`,
      [body.name, body.beschreibung, body.sql],
    )) as [{ id: number }];
    const f = await firma(pruefer, { name: 'Unverändert GmbH' });
    const result = await pruefen(id);
    expect(result.status).toBe('failed');
    expect(result.fehler).toBe('Die Funktion dc_test_write() ist in einer Prüfung nicht erlaubt.');
    expect((await get(`/api/firmen/${f.id}`)).json().data.name).toBe('Unverändert GmbH');
    const check = (await abfragen()).find((a) => a.id === id)!;
    expect(check).toMatchObject({ offen: 0, verlauf: [], letzter_lauf: { status: 'failed' } });
    await t.database.query('delete from datencheck_abfragen where id = $1', [id]);
  });

  it('a run past the time-out fails and stores nothing', async () => {
    const res = await post(admin, '/api/datencheck/abfragen', {
      name: 'Langsam',
      beschreibung: 'zählt lange',
      sql: "select f.id as idx from firmen f where f.name = 'Langsam GmbH' and (select count(*) from generate_series(1, 3000000) g) > 0",
      themen: ['firmen'],
      abfrageart_id: 4,
    });
    expect(res.statusCode, res.body).toBe(200);
    await firma(pruefer, { name: 'Langsam GmbH' });
    // a time-out far below what the count takes (PGlite cannot cancel it: the run is refused afterwards)
    const [row] = await t.database.query<{ id: number }>(
      `insert into datencheck_laeufe (abfrage_id) values ($1) returning id`,
      [res.json().data.id],
    );
    await laufAusfuehren({ ...ctx, timeoutMs: 20 }, row!.id);
    const result = await lauf(row!.id);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.fehler).toMatch(/^Zeitüberschreitung/);
    expect((await ergebnisse(res.json().data.id)).total).toBe(0);
    await t.database.query('delete from datencheck_abfragen where id = $1', [res.json().data.id]);
  });
});

describe('runs, results, exceptions', () => {
  let check: Abfrage;
  const ids: number[] = [];

  beforeAll(async () => {
    check = await byName('Firmen ohne Geokoordinaten');
  });

  it('stores each row under its idx, counts neu / behoben / offen, and a fixed row leaves the open ones', async () => {
    await pruefen(check.id);
    const before = (await ergebnisse(check.id)).total;
    for (const name of ['Ohne Ort AG', 'Ohne Karte KG', 'Fern GmbH'])
      ids.push((await firma(editorin, { name })).id);
    await pruefen(check.id);
    const page = await ergebnisse(check.id);
    expect(page.total).toBe(before + 3);
    expect(page.data.map((r: { idx: string }) => r.idx)).toEqual(expect.arrayContaining(ids.map(String)));
    const row = page.data.find((r: { idx: string }) => r.idx === String(ids[0]));
    expect(row).toMatchObject({ row: { idx: ids[0], name: 'Ohne Ort AG' }, link: `/firmen/${ids[0]}` });

    // SPEC §7 row detail
    const detail = await get(`/api/datenqualitaet/abfrage/${check.id}/row/${ids[0]}`, leser);
    expect(detail.json()).toEqual({
      sql: check.sql,
      beschreibung: check.beschreibung,
      row: row.row,
      status: 'offen',
    });
    expect((await get(`/api/datenqualitaet/abfrage/${check.id}/row/999999`, leser)).statusCode).toBe(404);

    // fix one: the next run closes it
    const f = (await get(`/api/firmen/${ids[1]}`)).json().data;
    await t.as(pruefer, {
      method: 'PUT',
      url: `/api/firmen/${ids[1]}`,
      payload: { ...f, geo_lat: 48.2, geo_long: 16.37 },
    });
    await pruefen(check.id);
    const after = await byName('Firmen ohne Geokoordinaten');
    expect(after.verlauf.at(-1)).toMatchObject({ neu: 0, behoben: 1, offen: before + 2 });
    expect(after.verlauf.at(-2)).toMatchObject({ neu: 3, offen: before + 3 });
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).not.toContain(
      String(ids[1]),
    );
  });

  it('filters: fulltext over the rows, thema / abfrageart select the checks; paging and sorting', async () => {
    const hit = await ergebnisse(check.id, `&q[]=${encodeURIComponent('fulltext:fern')}`);
    expect(hit.data.map((r: { idx: string }) => r.idx)).toEqual([String(ids[2])]);
    const q = (f: string) =>
      get(`/api/datencheck/abfragen?q[]=${encodeURIComponent(f)}`).then((r) =>
        r.json().data.map((a: Abfrage) => a.name),
      );
    expect(await q('thema:projekte')).toEqual(['Projekte ohne BAB', 'doppelte TopNr im Projekt']);
    expect(await q('datencheck_abfrageart_id:3')).toEqual(['doppelte TopNr im Projekt']);
    expect(await q('thema:firmen AND datencheck_abfrageart_id:1 AND bundesland_id:9')).toEqual([
      'Firmen ohne Geokoordinaten',
    ]);
    const sorted = (
      await get(`/api/datencheck/abfragen/${check.id}/ergebnisse?sort=idx&dir=desc&per_page=1&page=1`)
    ).json();
    expect(sorted.data[0].idx).toBe(String(ids[2]));
    expect(sorted.per_page).toBe(1);
  });

  it('an exception needs a reason, skips the row in runs, is flagged when the row changes, and aufheben reopens it', async () => {
    const idx = String(ids[0]);
    const empty = await post(pruefer, '/api/datencheck/ausnahmen', { abfrage_id: check.id, idx, grund: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.grund).toEqual([messages.pflichtfeld]);
    expect(
      (await post(leser, '/api/datencheck/ausnahmen', { abfrage_id: check.id, idx, grund: 'x' })).statusCode,
    ).toBe(403);
    const ok = await post(pruefer, '/api/datencheck/ausnahmen', {
      abfrage_id: check.id,
      idx,
      grund: 'Firma ohne Sitz in Österreich',
      bis: null,
    });
    expect(ok.json()).toEqual({ status: 'ok' });
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).not.toContain(idx);
    await pruefen(check.id);
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).not.toContain(idx);
    const list = async () => (await get('/api/datencheck/ausnahmen')).json().data;
    expect((await list())[0]).toMatchObject({
      idx,
      grund: 'Firma ohne Sitz in Österreich',
      creator_name: 'Paul Prüfer',
      geaendert: false,
    });

    // the excused row changes: flagged at the next run
    const f = (await get(`/api/firmen/${ids[0]}`)).json().data;
    await t.as(pruefer, {
      method: 'PUT',
      url: `/api/firmen/${ids[0]}`,
      payload: { ...f, name: 'Ohne Ort AG & Co' },
    });
    await pruefen(check.id);
    const [flagged] = await list();
    expect(flagged.geaendert).toBe(true);

    const gone = await t.as(pruefer, { method: 'DELETE', url: `/api/datencheck/ausnahmen/${flagged.id}` });
    expect(gone.json()).toEqual({ status: 'ok' });
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).toContain(idx);
    const audit = await t.database.query<{ action: string }>(
      `select action from audit_log where table_name = 'datencheck_ausnahmen' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it("'Erneut prüfen' re-runs one idx only", async () => {
    const idx = String(ids[2]);
    const f = (await get(`/api/firmen/${ids[2]}`)).json().data;
    await t.as(pruefer, {
      method: 'PUT',
      url: `/api/firmen/${ids[2]}`,
      payload: { ...f, geo_lat: 48.1, geo_long: 16.2 },
    });
    const before = (await ergebnisse(check.id)).total;
    const res = await post(pruefer, `/api/datencheck/abfragen/${check.id}/rows/${idx}/pruefen`);
    expect((await lauf(res.json().data.id)).status).toBe('done');
    expect((await ergebnisse(check.id)).total).toBe(before - 1);
    // a single-row run is not a verlauf entry
    const verlauf = (await byName('Firmen ohne Geokoordinaten')).verlauf;
    expect(verlauf.every((v) => v.lauf_id !== res.json().data.id)).toBe(true);
  });

  it('an older run that finishes after a newer one applies nothing', async () => {
    const ins = async () =>
      (
        await t.database.query<{ id: number }>(
          `insert into datencheck_laeufe (abfrage_id) values ($1) returning id`,
          [check.id],
        )
      )[0]!.id;
    const older = await ins();
    const newer = await ins();
    await laufAusfuehren(ctx, newer);
    await laufAusfuehren(ctx, older);
    expect(await lauf(newer)).toMatchObject({ status: 'done' });
    expect((await lauf(older)).fehler).toMatch(/^Überholt/);
  });

  it('a run killed mid-way writes nothing and is resumed from the start', async () => {
    const extra = (await firma(editorin, { name: 'Abgebrochen GmbH' })).id;
    const killed = new AbortController();
    killed.abort();
    // queued without the job system, so the test decides when it runs
    const [row] = await t.database.query<{ id: number }>(
      `insert into datencheck_laeufe (abfrage_id) values ($1) returning id`,
      [check.id],
    );
    await laufAusfuehren(ctx, row!.id, killed.signal);
    const [state] = await t.database.query<{ status: string }>(
      `select status from datencheck_laeufe where id = $1`,
      [row!.id],
    );
    expect(state!.status).toBe('running');
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).not.toContain(String(extra));
    expect(await offeneLaeufe(t.database.db)).toContain(row!.id);
    await laufAusfuehren(ctx, row!.id);
    expect((await lauf(row!.id)).status).toBe('done');
    expect((await ergebnisse(check.id)).data.map((r: { idx: string }) => r.idx)).toContain(String(extra));
    // running it again changes nothing (idempotent)
    await laufAusfuehren(ctx, row!.id);
    expect((await lauf(row!.id)).status).toBe('done');
  });
});

describe('notifications', () => {
  let check: Abfrage;
  let f1: number;
  let f2: number;
  const tab = async (user: TestUser, name: string, extra = ''): Promise<Benachrichtigung[]> =>
    (await get(`/api/benachrichtigungen?tab=${name}${extra}`, user)).json().data;

  beforeAll(async () => {
    check = await byName('Firmen ohne Geokoordinaten');
    f1 = (await firma(editorin, { name: 'Notiz Eins GmbH' })).id;
    f2 = (await firma(editorin, { name: 'Notiz Zwei GmbH' })).id;
    await pruefen(check.id);
  });

  it('needs rows and users (SPEC §5 messages)', async () => {
    const none = await post(pruefer, '/api/datencheck/benachrichtigen', {
      abfrage_id: check.id,
      rows: [],
      tgt: 'user',
      users: [leser.id],
    });
    expect(none.json().errors.rows).toEqual([messages.keineAuswahl]);
    const noUsers = await post(pruefer, '/api/datencheck/benachrichtigen', {
      abfrage_id: check.id,
      rows: [String(f1)],
      tgt: 'user',
      users: [],
    });
    expect(noUsers.json().errors.users).toEqual([messages.keineBenutzer]);
    expect(
      (
        await post(leser, '/api/datencheck/benachrichtigen', {
          abfrage_id: check.id,
          rows: [String(f1)],
          tgt: 'user',
          users: [leser.id],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('to a user: one notification, merged while unread; read, done by hand; the count', async () => {
    const send = (rows: number[]) =>
      post(pruefer, '/api/datencheck/benachrichtigen', {
        abfrage_id: check.id,
        rows: rows.map(String),
        tgt: 'user',
        users: [leser.id],
      });
    expect((await send([f1])).json()).toEqual({ status: 'ok', data: { empfaenger: 1 } });
    await send([f2]);
    const [n] = await tab(leser, 'ungelesen');
    expect(n).toMatchObject({
      titel: '2 Firmen ohne Geokoordinaten',
      creator_name: 'Paul Prüfer',
      empfaenger_id: leser.id,
    });
    expect(n!.rows).toEqual([
      { idx: String(f1), status: 'offen', link: `/firmen/${f1}` },
      { idx: String(f2), status: 'offen', link: `/firmen/${f2}` },
    ]);
    expect((await get('/api/benachrichtigungen/anzahl', leser)).json().data).toEqual({ ungelesen: 1 });
    // someone else's: refused; an admin's view of all
    expect((await post(pruefer, `/api/benachrichtigungen/${n!.id}`, { gelesen: true })).statusCode).toBe(403);
    expect((await tab(pruefer, 'ungelesen', '&alle=1')).length).toBe(0);
    expect((await tab(admin, 'ungelesen', `&alle=1&empfaenger_id=${leser.id}`)).map((b) => b.id)).toEqual([
      n!.id,
    ]);

    await post(leser, `/api/benachrichtigungen/${n!.id}`, { gelesen: true });
    expect(await tab(leser, 'ungelesen')).toEqual([]);
    expect((await tab(leser, 'offen')).map((b) => b.id)).toEqual([n!.id]);
    // a later notification of the same check does not merge into a read one
    await send([f1]);
    expect((await tab(leser, 'ungelesen'))[0]!.titel).toBe('1 Firmen ohne Geokoordinaten');
    await post(leser, `/api/benachrichtigungen/${n!.id}`, { erledigt: true });
    expect((await tab(leser, 'erledigt')).map((b) => b.id)).toEqual([n!.id]);
  });

  it("to the rows' last editors (audit log), done automatically when the rows are fixed or excused", async () => {
    const res = await post(pruefer, '/api/datencheck/benachrichtigen', {
      abfrage_id: check.id,
      rows: [String(f1), String(f2)],
      tgt: 'editor',
    });
    expect(res.json()).toEqual({ status: 'ok', data: { empfaenger: 1 } });
    const [n] = await tab(editorin, 'ungelesen');
    expect(n!.titel).toBe('2 Firmen ohne Geokoordinaten');

    const f = (await get(`/api/firmen/${f1}`)).json().data;
    await t.as(editorin, {
      method: 'PUT',
      url: `/api/firmen/${f1}`,
      payload: { ...f, geo_lat: 48.3, geo_long: 16.3 },
    });
    await pruefen(check.id);
    const [still] = await tab(editorin, 'offen');
    expect(still!.rows.map((r) => r.status)).toEqual(['behoben', 'offen']);
    await post(pruefer, '/api/datencheck/ausnahmen', {
      abfrage_id: check.id,
      idx: String(f2),
      grund: 'Adresse unbekannt',
    });
    expect(await tab(editorin, 'offen')).toEqual([]);
    const [done] = await tab(editorin, 'erledigt');
    expect(done!.rows.map((r) => r.status)).toEqual(['behoben', 'ausnahme']);
    expect(done!.erledigt_am).not.toBeNull();
  });
});

it('the nightly run is due once a day after its hour', async () => {
  const { nachtlaufFaellig } = await import('./datencheck.lauf');
  const late = new Date();
  late.setHours(23, 0, 0, 0);
  await t.database.db.execute(
    sql`delete from datencheck_laeufe where idx is null and created >= now() - interval '1 day'`,
  );
  expect(await nachtlaufFaellig(t.database.db, 2, late)).toBe(true);
  expect(await nachtlaufFaellig(t.database.db, -1, late)).toBe(false);
});
