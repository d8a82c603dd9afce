import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type KeysetPage, type TzabfrageState, type TzRow, type TzRowStatus } from '@app/domain';
import { auditLog, dateien, grundbuchUrkunden, tzabfrageRows, tzabfragen } from '../../db/schema';
import { fileStorageFor } from '../../platform/files';
import { Jobs } from '../../platform/jobs';
import { gerichte, tzEintrag } from '../../platform/providers/grundbuch/register-world';
import { GrundbuchSimulator } from '../../platform/providers/grundbuch/simulator';
import type { GrundbuchProvider } from '../../platform/providers/grundbuch';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { processBatch, startBatch, tzabfrageQueue, type TzabfrageContext } from './tzabfrage.service';
import { until } from '../../testing/until';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let dataDir: string;
const seed = 'grundbuch-test';
/** The first batch (all rows ok): nothing to retry. */
let goodBatch = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tzabfrage-test-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    GRUNDBUCH_SIMULATOR_SEED: seed,
    GRUNDBUCH_SIMULATOR_DELAY_MS: '0',
    GRUNDBUCH_SIMULATOR_FAIL: '666',
  });
  staff = await t.user({ permissions: ['importe.nutzen'], name: 'Ida Import' });
  reader = await t.user({ permissions: ['firmen.lesen'] });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const g631 = gerichte['631']!;
/** TZ numbers of 631 in a year whose deed the simulator delivers with a text layer (fast to generate). */
function goodTz(jahr: number, n: number, from = 1): number[] {
  const found: number[] = [];
  for (let tz = from; found.length < n; tz++) {
    const e = tzEintrag(seed, g631, jahr, tz)!;
    if (
      !e.luecke &&
      e.eintrag.status === 'eingetragen' &&
      !e.fehlt &&
      !e.beschaedigt &&
      !e.scan &&
      tz !== 666
    )
      found.push(tz);
  }
  return found;
}
const gapTz = (jahr: number) =>
  Array.from({ length: 500 }, (_, i) => i + 1).filter((tz) => tzEintrag(seed, g631, jahr, tz)!.luecke);

const post = (user: TestUser, url: string, payload: object = {}) =>
  t.as(user, { method: 'POST', url, payload });
const get = (url: string, user = staff) => t.as(user, { method: 'GET', url });
const state = async (id: number): Promise<TzabfrageState> => (await get(`/api/tzabfragen/${id}`)).json().data;
const finished = (id: number) =>
  until(
    () => state(id),
    (s) => s.status === 'done' || s.status === 'cancelled',
    30_000,
  );
async function allRows(id: number, status?: TzRowStatus): Promise<TzRow[]> {
  const rows: TzRow[] = [];
  let after: number | null = null;
  do {
    const page: KeysetPage<TzRow, TzRowStatus> = (
      await get(
        `/api/tzabfragen/${id}/rows?limit=7${after ? `&after=${after}` : ''}${status ? `&status=${status}` : ''}`,
      )
    ).json();
    rows.push(...page.data);
    after = page.next;
  } while (after);
  return rows;
}

describe('preview and start', () => {
  it('counts new, already fetched and gaps; the batch fetches the new ones and stores each deed once (sha256)', async () => {
    const good = goodTz(2018, 4);
    const gaps = gapTz(2018).slice(0, 2);
    const text = [...good.map((tz) => `${tz}/18`), ...gaps.map((tz) => `TZ ${tz}/2018`)].join('\n');
    const preview = await post(staff, '/api/tzabfragen/vorschau', { gericht: '631', jahr: 2018, tz: text });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ gesamt: 6, neu: 4, vorhanden: 0, luecken: 2 });

    const res = await post(staff, '/api/tzabfragen', { gericht: '631', jahr: 2018, tz: text });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;
    goodBatch = id;
    const s = await finished(id);
    expect(s).toMatchObject({
      status: 'done',
      gericht: '631',
      jahr: 2018,
      quelle: 'simulator',
      stats: { all: 4, done: 4, ok: 4, error: 0, cancelled: 0 },
      creator_name: 'Ida Import',
    });
    const rows = await allRows(id);
    expect(rows.map((r) => [r.tz, r.status])).toEqual(good.map((tz) => [tz, 'ok']));
    expect(rows.every((r) => r.urkunde_id && r.art)).toBe(true);

    // The files: one per TZ, with the bytes the simulator delivers and their sha256.
    const sim = new GrundbuchSimulator({ seed, failTz: [], delayMs: 0 });
    const stored = await t.database.db
      .select()
      .from(grundbuchUrkunden)
      .where(eq(grundbuchUrkunden.tz, good[0]!));
    const expected = await sim.urkunde('631', good[0]!, 2018);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.sha256).toBe(createHash('sha256').update(expected.bytes).digest('hex'));
    const pdf = await get(`/api/tzabfragen/urkunden/${stored[0]!.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(stored[0]!.sha256);
    const [file] = await t.database.db.select().from(dateien).where(eq(dateien.id, stored[0]!.datei_id!));
    expect(file).toMatchObject({
      resource: 'grundbuch_urkunden',
      resource_id: stored[0]!.id,
      mime: 'application/pdf',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.table_name, 'grundbuch_urkunden'));
    expect(audit.length).toBeGreaterThanOrEqual(4);

    // Again: everything fetched already, nothing to start.
    const again = await post(staff, '/api/tzabfragen/vorschau', { gericht: '631', jahr: 2018, tz: text });
    expect(again.json().data).toMatchObject({ neu: 0, vorhanden: 4, luecken: 2 });
    const refused = await post(staff, '/api/tzabfragen', { gericht: '631', jahr: 2018, tz: text });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ tz: [messages.tzKeineNeuen] });
  });

  it('refuses bad input in German with 422, an unknown court on its field; needs importe.nutzen', async () => {
    const bad = await post(staff, '/api/tzabfragen/vorschau', { gericht: '63', jahr: 2018, tz: '12/2017' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ gericht: [messages.gerichtUngueltig] });
    const badTz = await post(staff, '/api/tzabfragen/vorschau', {
      gericht: '631',
      jahr: 2018,
      tz: '12/2017',
    });
    expect(badTz.json().errors).toEqual({ tz: [messages.tzFalschesJahr('12/2017', 2018)] });
    const unknown = await post(staff, '/api/tzabfragen', { gericht: '999', jahr: 2018, tz: '1' });
    expect(unknown.json()).toMatchObject({
      errors: { gericht: [messages.grundbuchGerichtUnbekannt('999')] },
    });
    expect(
      (await post(reader, '/api/tzabfragen/vorschau', { gericht: '631', jahr: 2018, tz: '1' })).statusCode,
    ).toBe(403);
    expect((await get('/api/tzabfragen', reader)).statusCode).toBe(403);
    expect((await get('/api/tzabfragen/999999')).statusCode).toBe(404);
    expect((await get('/api/tzabfragen/urkunden/999999/pdf')).statusCode).toBe(404);
    expect(await t.database.db.select().from(tzabfragen).where(eq(tzabfragen.gericht, '999'))).toEqual([]);
  });
});

describe('errors, retry, cancel', () => {
  it('ends missing, damaged and failing deeds as errors with the reason; retry runs only the failed rows', async () => {
    const good = goodTz(2019, 2);
    const { id } = (
      await post(staff, '/api/tzabfragen', {
        gericht: '631',
        jahr: 2019,
        tz: `${good.join(', ')}, 211, 397, 666`,
      })
    ).json().data;
    const s = await finished(id);
    const listed = [211, 397, 666].filter(
      (tz) =>
        !tzEintrag(seed, g631, 2019, tz)!.luecke &&
        tzEintrag(seed, g631, 2019, tz)!.eintrag.status === 'eingetragen',
    );
    expect(s.stats).toEqual({
      all: 2 + listed.length,
      done: 2 + listed.length,
      ok: 2,
      error: listed.length,
      cancelled: 0,
    });
    const errors = await allRows(id, 'error');
    const reason = (tz: number) => errors.find((r) => r.tz === tz)?.message;
    if (listed.includes(211)) expect(reason(211)).toBe(messages.grundbuchUrkundeFehlt('TZ 211/2019'));
    if (listed.includes(397)) expect(reason(397)).toBe(messages.grundbuchUrkundeBeschaedigt('TZ 397/2019'));
    if (listed.includes(666)) expect(reason(666)).toMatch(/^Grundbuch nicht erreichbar/);
    const page = (await get(`/api/tzabfragen/${id}/rows?status=error`)).json();
    expect(page.facets).toEqual({ waiting: 0, ok: 2, error: listed.length, cancelled: 0 });

    const retry = await post(staff, `/api/tzabfragen/${id}/retry`);
    expect(retry.json().data).toEqual({ count: listed.length });
    const after = await finished(id);
    expect(after.stats).toEqual(s.stats); // the simulator fails the same way again
    const okBefore = (await allRows(id, 'ok')).map((r) => [r.id, r.updated]);
    expect(okBefore).toHaveLength(2);
    const noneFailed = await post(staff, `/api/tzabfragen/${goodBatch}/retry`);
    expect(noneFailed.statusCode).toBe(422);
  });

  it('cancels: waiting rows are cancelled (counted apart from failures) and can be resumed', async () => {
    // A batch no job runs yet (written directly): cancel ends its waiting rows.
    const [batch] = await t.database.db
      .insert(tzabfragen)
      .values({ gericht: '631', jahr: 2020, bereich: '1–3/2020', creator_id: staff.id })
      .returning();
    await t.database.db.insert(tzabfrageRows).values([
      { tzabfrage_id: batch!.id, tz: 1, status: 'ok' },
      { tzabfrage_id: batch!.id, tz: 2 },
      { tzabfrage_id: batch!.id, tz: 3 },
    ]);
    const res = await post(staff, `/api/tzabfragen/${batch!.id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      stats: { all: 3, done: 1, ok: 1, error: 0, cancelled: 2 },
    });
    expect((await allRows(batch!.id)).map((r) => r.status)).toEqual(['ok', 'cancelled', 'cancelled']);
    const facets = (await get(`/api/tzabfragen/${batch!.id}/rows`)).json().facets;
    expect(facets).toEqual({ waiting: 0, ok: 1, error: 0, cancelled: 2 });
    expect((await post(reader, `/api/tzabfragen/${batch!.id}/cancel`)).statusCode).toBe(403);
    // Nothing failed: 'Fehlgeschlagene erneut' has nothing to do; 'Abgebrochene fortsetzen' fetches the two.
    const retry = await post(staff, `/api/tzabfragen/${batch!.id}/retry`);
    expect(retry.json().errors.tzabfrage).toEqual([messages.tzKeineFehlgeschlagenen]);
    expect((await post(reader, `/api/tzabfragen/${batch!.id}/resume`)).statusCode).toBe(403);
    const resume = await post(staff, `/api/tzabfragen/${batch!.id}/resume`);
    expect(resume.json().data).toEqual({ count: 2 });
    const after = await finished(batch!.id);
    expect(after.status).toBe('done');
    expect(after.stats).toMatchObject({ all: 3, done: 3, cancelled: 0 });
    const again = await post(staff, `/api/tzabfragen/${batch!.id}/resume`);
    expect(again.json().errors.tzabfrage).toEqual([messages.tzKeineAbgebrochenen]);
    // One stays cancelled (the lists below count it).
    const [kept] = await t.database.db
      .insert(tzabfragen)
      .values({ gericht: '631', jahr: 2020, bereich: '4/2020', creator_id: staff.id })
      .returning();
    await t.database.db.insert(tzabfrageRows).values([{ tzabfrage_id: kept!.id, tz: 4 }]);
    expect((await post(staff, `/api/tzabfragen/${kept!.id}/cancel`)).json().data.stats.cancelled).toBe(1);
  });
});

describe('lists', () => {
  it('pages batches newest first by keyset with status facets and filter', async () => {
    const all = (await get('/api/tzabfragen?limit=200')).json();
    expect(all.data.length).toBeGreaterThanOrEqual(3);
    const first = (await get('/api/tzabfragen?limit=1')).json();
    expect(first.data).toHaveLength(1);
    expect(first.next).toBe(first.data[0].id);
    const second = (await get(`/api/tzabfragen?limit=1&after=${first.next}`)).json();
    expect(second.data[0].id).toBeLessThan(first.data[0].id);
    expect(first.facets.cancelled).toBeGreaterThanOrEqual(1);
    const cancelled = (await get('/api/tzabfragen?status=cancelled')).json();
    expect(cancelled.data.every((b: TzabfrageState) => b.status === 'cancelled')).toBe(true);
    expect((await get('/api/tzabfragen?status=kaputt')).statusCode).toBe(422);
  });
});

describe('an instance dies mid-batch', () => {
  it('another instance resumes the batch: every TZ finished once, each deed stored once, stats right', async () => {
    const tz = goodTz(2021, 12);
    // Instance A: fetches five deeds, then hangs in the sixth (as if killed: no heartbeat, no end).
    await t.app.jobs.stop();
    const dead = new Jobs(t.database, t.app.log, {
      takeoverSeconds: 1,
      heartbeatSeconds: 3_600,
      sweepSeconds: 3_600,
    });
    const sim = new GrundbuchSimulator({ seed, failTz: [], delayMs: 0 });
    let fetched = 0;
    let stopped: () => void = () => {};
    const hang = new Promise<void>((r) => (stopped = r));
    const dying: GrundbuchProvider = {
      kind: 'simulator',
      urkundenliste: (...a) => sim.urkundenliste(...a),
      async urkunde(...a) {
        if (++fetched > 5) {
          await hang;
          throw new Error('killed');
        }
        return sim.urkunde(...a);
      },
    };
    const ctxA: TzabfrageContext = {
      db: t.database.db,
      jobs: dead,
      realtime: t.app.realtime,
      provider: dying,
      storage: fileStorageFor(dataDir),
    };
    dead.register(tzabfrageQueue, {
      handler: (job: { tzabfrageId: number }, signal) => processBatch(ctxA, job.tzabfrageId, signal),
    });
    await dead.start();
    const { id } = await startBatch(
      ctxA,
      { userId: staff.id, originalUserId: null },
      { gericht: '631', jahr: 2021, tz },
    );
    await until(
      () => state(id),
      (s) => s.stats.done === 5,
      30_000,
    );
    expect((await state(id)).status).toBe('running');

    // The live instance starts (a restart), resumes the unfinished batch and takes the dead job over.
    await t.database.query("update job_heartbeats set beat = now() - interval '1 hour'");
    await t.app.jobs.start();
    await t.app.jobs.takeOver();
    const s = await finished(id);
    expect(s).toMatchObject({ status: 'done', stats: { all: 12, done: 12, ok: 12, error: 0, cancelled: 0 } });
    const rows = await allRows(id);
    expect(rows.map((r) => r.tz)).toEqual(tz);
    expect(rows.every((r) => r.status === 'ok')).toBe(true);
    const stored = await t.database.db
      .select()
      .from(grundbuchUrkunden)
      .where(eq(grundbuchUrkunden.jahr, 2021));
    expect(stored.map((u) => u.tz!).sort((a, b) => a - b)).toEqual(tz);
    // The dead instance wakes up late: it changes nothing.
    stopped();
    await dead.stop();
    expect((await state(id)).stats).toEqual({ all: 12, done: 12, ok: 12, error: 0, cancelled: 0 });
    expect(
      await t.database.db.select().from(grundbuchUrkunden).where(eq(grundbuchUrkunden.jahr, 2021)),
    ).toHaveLength(12);
  });
});
