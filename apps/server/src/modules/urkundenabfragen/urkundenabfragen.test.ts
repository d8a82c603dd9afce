import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  messages,
  type ChannelMessage,
  type KaufobjekteImport,
  type Partei,
  type PushReply,
  type Urkundenabfrage,
  keinKaufArt,
} from '@app/domain';
import { grundbuchUrkunden, kaufobjekteImporte, urkundenabfragen } from '../../db/schema';
import { fileStorageFor } from '../../platform/files';
import { gerichte, tzEintrag } from '../../platform/providers/grundbuch/register-world';
import { urkundendaten } from '../../platform/providers/grundbuch/deed-text';
import { GrundbuchSimulator } from '../../platform/providers/grundbuch/simulator';
import { join, joinAsMemberOnly, socketClients } from '../../testing/sockets';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import type { GrundbuchJobContext } from '../../platform/grundbuch-urkunden';
import { processJob, startBatch, type ImportJob } from './urkundenabfragen.service';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let dataDir: string;
const sockets = socketClients();
const connect = sockets.connect;
const seed = 'import-test';
const g631 = gerichte['631']!;
const kauf = (art: string) => art === 'Kaufvertrag' || art === 'Kauf- und Wohnungseigentumsvertrag';

/** A TZ window of 631/2018 whose purchase deeds all have a text layer (OCR of scans is slow: not here). */
function textFenster(
  laenge: number,
  mindestens: number,
  from = 1,
): { von: number; bis: number; kaeufe: number[] } {
  for (let von = from; ; von++) {
    const kaeufe: number[] = [];
    let ok = true;
    for (let tz = von; tz < von + laenge; tz++) {
      const e = tzEintrag(seed, g631, 2018, tz)!;
      if (e.luecke || e.eintrag.status !== 'eingetragen' || !kauf(e.eintrag.art)) continue;
      if (e.scan || e.fehlt || e.beschaedigt) ok = false;
      kaeufe.push(tz);
    }
    if (ok && kaeufe.length >= mindestens) return { von, bis: von + laenge - 1, kaeufe };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'import-test-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    GRUNDBUCH_SIMULATOR_SEED: seed,
    GRUNDBUCH_SIMULATOR_DELAY_MS: '0',
  });
  staff = await t.user({
    permissions: ['importe.nutzen', 'transaktionen.lesen', 'projekte.lesen'],
    name: 'Ida Import',
  });
  reader = await t.user({ permissions: ['firmen.lesen'] });
  await sockets.listen(t.app);
});
afterAll(async () => {
  sockets.close();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (u: string, user = staff) => t.as(user, { method: 'GET', url: u });
const post = (u: string, payload: object, user = staff) => t.as(user, { method: 'POST', url: u, payload });
const put = (u: string, payload: object, user = staff) => t.as(user, { method: 'PUT', url: u, payload });
/** A new import of the window's TZs of 631/2018: its id. */
async function importOf(fenster: { von: number; bis: number }): Promise<number> {
  const created = await post('/api/urkundenabfragen/importe', {
    gericht: '631',
    jahr: 2018,
    tz_von: fenster.von,
    tz_bis: fenster.bis,
  });
  expect(created.statusCode).toBe(200);
  return created.json().data.id;
}
const rows = async (id: number, tab = 'uebersicht'): Promise<Urkundenabfrage[]> =>
  (await get(`/api/urkundenabfragen/importe/${id}/rows?tab=${tab}`)).json().data.rows;

const push = (s: Socket, topic: string, event: string, payload: object = {}) =>
  s.emitWithAck('push', { topic, event, payload }) as Promise<PushReply<unknown>>;
function nextEvent(s: Socket, event: string, ms = 60_000): Promise<ChannelMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), ms);
    const on = (m: ChannelMessage) => {
      if (m.event !== event) return;
      clearTimeout(timer);
      s.off('event', on);
      resolve(m);
    };
    s.on('event', on);
  });
}

describe('a whole import on the simulator (text-layer deeds)', () => {
  it('fetches the list and the deeds, reads them, proposes the project, reviews, approves once', async () => {
    const fenster = textFenster(8, 3);
    const erste = tzEintrag(seed, g631, 2018, fenster.kaeufe[0]!)!.eintrag;
    const daten = urkundendaten(seed, g631, erste);
    // The project the first deed belongs to: same KG/EZ, address, its seller as Bauträger, the TopNr offered.
    const strasse = daten.adresse.split('/')[0]!;
    const admin = await t.user({ admin: true });
    const projekt = (
      await post(
        '/api/projekte',
        {
          projektnr: 77001,
          name: 'Grazer Hof',
          strasse,
          plz: '8010',
          ort: 'Graz',
          kg: erste.kg,
          ez: String(erste.ez),
        },
        admin,
      )
    ).json().data;
    expect(projekt.id).toBeGreaterThan(0);
    await post(
      '/api/projekte',
      { projektnr: 77002, name: 'Anderes Projekt', strasse: 'Annenstraße 1', plz: '8020', ort: 'Graz' },
      admin,
    );

    const bad = await post('/api/urkundenabfragen/importe', {
      gericht: '63',
      jahr: 2018,
      tz_von: 5,
      tz_bis: 1,
    });
    expect(bad.statusCode).toBe(422);
    const id = await importOf(fenster);
    const topic = `import:kaufobjekte-${id}`;
    expect((await rows(id)).map((r) => r.status)).toEqual(Array(8).fill('neu'));
    const socket = await joinAsMemberOnly(connect, topic, staff, reader);

    // List fetch: purchase deeds → liste_geholt; others and gaps → fehler with the reason; lock/unlock.
    const lock = nextEvent(socket, 'lock');
    let done = nextEvent(socket, 'fetch_urkundenlisten_done');
    const unlock = nextEvent(socket, 'unlock');
    expect((await push(socket, topic, 'fetch_urkundenlisten')).status).toBe('ok');
    await lock;
    await done;
    await unlock;
    let list = await rows(id);
    expect(list.filter((r) => r.status === 'liste_geholt').map((r) => r.tz)).toEqual(fenster.kaeufe);
    expect(
      list.filter((r) => r.status === 'fehler').every((r) => r.fehler_stufe === 'liste' && r.fehler),
    ).toBe(true);
    // A Schenkung or Wohnungseigentumsvertrag is no error: it ends as 'kein Kauf' naming its kind.
    const keinKauf = list.filter((r) => {
      const e = tzEintrag(seed, g631, 2018, r.tz!)!;
      return !e.luecke && e.eintrag.status === 'eingetragen' && keinKaufArt(e.eintrag.art);
    });
    for (const r of keinKauf)
      expect(r).toMatchObject({ status: 'kein_kauf', fehler: null, art: expect.any(String) });
    expect(list.filter((r) => r.status === 'kein_kauf')).toHaveLength(keinKauf.length);

    done = nextEvent(socket, 'fetch_urkundenabfragen_done');
    expect((await push(socket, topic, 'fetch_urkundenabfragen')).status).toBe('ok');
    await done;
    list = await rows(id);
    expect(list.filter((r) => r.status === 'urkunde_geholt').map((r) => r.tz)).toEqual(fenster.kaeufe);

    done = nextEvent(socket, 'apply_ocrs_done');
    expect((await push(socket, topic, 'apply_ocrs')).status).toBe('ok');
    await done;
    list = await rows(id);
    const erste_ = list.find((r) => r.tz === erste.tz)!;
    // Read right, from the text layer, with source boxes; the project proposed with its reasons.
    expect(erste_.gescannt).toBe(false);
    expect(erste_.felder.kaufpreis_netto?.wert ?? erste_.felder.kaufpreis_brutto?.wert).toBe(daten.kaufpreis);
    expect(erste_.felder.top_nr?.wert).toBe(daten.top);
    expect(erste_.felder.nutzflaeche?.wert).toBe(daten.nutzflaeche);
    expect(erste_.felder.kaufdatum?.wert).toBe(daten.vertragsdatum);
    expect(erste_.felder.kg?.wert).toBe(erste.kg);
    expect(erste_.felder.top_nr?.quelle?.boxen.length).toBeGreaterThan(0);
    expect((erste_.felder.kaeufer?.wert as Partei[]).map((p) => p.name)).toEqual(
      daten.kaeufer.map((p) => (p.typ === 'firma' ? p.name : `${p.vorname} ${p.nachname}`)),
    );
    expect(erste_.status).toBe('zugeordnet');
    expect(erste_.projekt_id).toBe(projekt.id);
    const mp = (await get(`/api/urkundenabfrage/multiple_projects/${erste_.id}`)).json();
    expect(mp.data[0]).toBe(projekt.id);
    expect(mp.kandidaten[0].gruende.join(' ')).toContain('KG');

    // Render pushes answer JSON rows.
    const overview = (await push(socket, topic, 'render_overview')) as PushReply<{ rows: Urkundenabfrage[] }>;
    expect(overview.status === 'ok' && overview.response.rows.length).toBe(8);
    const toApprove = (await push(socket, topic, 'render_to_be_approved')) as PushReply<{
      rows: Urkundenabfrage[];
    }>;
    expect(toApprove.status === 'ok' && toApprove.response.rows.map((r) => r.id)).toContain(erste_.id);

    // Review: a corrected field (TopNr) is confirmed; a stale version is a conflict.
    const corrected = await put(`/api/urkundenabfragen/${erste_.id}/felder`, {
      feld: 'top_nr',
      wert: daten.top,
      version: erste_.version,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().data.felder.top_nr).toMatchObject({
      wert: daten.top,
      konfidenz: 1,
      bestaetigt: staff.id,
    });
    expect(
      (
        await put(`/api/urkundenabfragen/${erste_.id}/felder`, {
          feld: 'nutzflaeche',
          wert: '12,5',
          version: erste_.version,
        })
      ).statusCode,
    ).toBe(409);
    let row: Urkundenabfrage = corrected.json().data;
    // Buyers corrected as text (issue 25 point 5): checked (a date that does not exist is refused on the
    // field), and the correction is what the approval creates.
    const badDate = await put(`/api/urkundenabfragen/${row.id}/felder`, {
      feld: 'kaeufer',
      wert: 'Korrigierte Käuferin; geb. 31.02.1980',
      version: row.version,
    });
    expect(badDate.statusCode).toBe(422);
    expect(JSON.stringify(badDate.json())).toContain(
      'Zeile 1: Bitte das Geburtsdatum als TT.MM.JJJJ angeben.',
    );
    const kaeuferNeu = await put(`/api/urkundenabfragen/${row.id}/felder`, {
      feld: 'kaeufer',
      wert: 'Berta Korrigiert; geb. 01.02.1980; Anteil 1/1',
      version: row.version,
    });
    expect(kaeuferNeu.statusCode).toBe(200);
    row = kaeuferNeu.json().data;
    expect(row.felder.kaeufer).toMatchObject({
      wert: [
        { typ: 'person', vorname: 'Berta', nachname: 'Korrigiert', geboren: '1980-02-01', anteil: '1/1' },
      ],
      bestaetigt: staff.id,
    });
    // Confirm whatever the cross-checks still name (e.g. a buyer firm not yet in Firmen).
    for (const p of row.pruefungen) {
      if (!p.feld) continue;
      const r = await put(`/api/urkundenabfragen/${row.id}/felder`, {
        feld: p.feld,
        wert: null,
        version: row.version,
      });
      row = r.json().data;
    }

    const added = (await push(socket, topic, 'add_resource', {
      id: row.id,
      projekt_id: projekt.id,
    })) as PushReply<{ kaufobjekt_id: number }>;
    expect(added.status).toBe('ok');
    const kaufobjektId = added.status === 'ok' ? added.response.kaufobjekt_id : 0;
    const ko = (await get(`/api/kaufobjekte/${kaufobjektId}`)).json().data;
    expect(ko).toMatchObject({
      projekt_id: projekt.id,
      top_nr: daten.top,
      tz: String(erste.tz),
      tz_jahr: 2018,
      gericht: '631',
      urkunde_id: row.urkunde_id, // leads back to its deed (issue 25)
    });
    expect(row.urkunde_id).toEqual(expect.any(Number));
    expect(ko.kaeufer).toMatchObject([{ name: expect.stringContaining('Korrigiert') }]);
    // Approved once: again is refused (the alert 'Fehler: …' shows the message).
    const again = await push(socket, topic, 'add_resource', { id: row.id, projekt_id: projekt.id });
    expect(again).toMatchObject({ status: 'error' });
    const approved = (await get(`/api/urkundenabfragen/${row.id}`)).json().data;
    expect(approved).toMatchObject({ status: 'freigegeben', kaufobjekt_id: kaufobjektId });

    // Another deed with the same TopNr in the same project: the Doublette text.
    const zweite = list.find(
      (r) => r.tz !== erste.tz && (r.status === 'gelesen' || r.status === 'zugeordnet'),
    )!;
    let z = zweite;
    await t.database.db
      .update(urkundenabfragen)
      .set({ felder: { ...z.felder, top_nr: { ...z.felder.top_nr!, wert: daten.top } } })
      .where(eq(urkundenabfragen.id, z.id));
    z = (await get(`/api/urkundenabfragen/${z.id}`)).json().data;
    const dup = await push(socket, topic, 'add_resource', { id: z.id, projekt_id: projekt.id });
    expect(dup).toEqual({ status: 'error', response: { message: messages.koDoublette } });
  }, 120_000);

  it('refuses batch operations while locked; a lock without heartbeat releases itself', async () => {
    const id = (
      await post('/api/urkundenabfragen/importe', { gericht: '631', jahr: 2018, tz_von: 900, tz_bis: 903 })
    ).json().data.id;
    const topic = `import:kaufobjekte-${id}`;
    await t.database.db
      .update(kaufobjekteImporte)
      .set({ locked: true, lock_beat: sql`now()`, aktion: 'listen' } as never)
      .where(eq(kaufobjekteImporte.id, id));
    const socket = await connect(staff.socketToken);
    await join(socket, topic);
    expect(await push(socket, topic, 'fetch_urkundenabfragen')).toEqual({
      status: 'error',
      response: { message: messages.importLaeuft },
    });
    expect(((await get(`/api/urkundenabfragen/importe/${id}`)).json().data as KaufobjekteImport).locked).toBe(
      true,
    );
    await t.database.db
      .update(kaufobjekteImporte)
      .set({ lock_beat: sql`now() - interval '5 minutes'` } as never)
      .where(eq(kaufobjekteImporte.id, id));
    expect(((await get(`/api/urkundenabfragen/importe/${id}`)).json().data as KaufobjekteImport).locked).toBe(
      false,
    );
    const unlock = nextEvent(socket, 'unlock');
    expect((await push(socket, topic, 'cancel_import')).status).toBe('ok');
    await unlock;
  });
});

describe('kill -9 and resume', () => {
  it('a run killed in the middle of the deed fetch is resumed: every row finished once, each deed stored once', async () => {
    const fenster = textFenster(12, 4, 300);
    const id = await importOf(fenster);
    const sim = new GrundbuchSimulator({ seed, failTz: [], delayMs: 0 });
    const storage = fileStorageFor(dataDir);
    const events: string[] = [];
    const ctxWith = (provider: GrundbuchJobContext['provider']): GrundbuchJobContext => ({
      db: t.database.db,
      jobs: { send: async () => '' },
      realtime: { emit: (_topic, event) => void events.push(event) },
      provider,
      storage,
    });
    await t.database.db
      .update(kaufobjekteImporte)
      .set({ aktion: 'urkunden', locked: true, lock_beat: sql`now()` } as never)
      .where(eq(kaufobjekteImporte.id, id));
    // Instance A: lists, fetches two deeds, then dies (its signal aborts as the process ends).
    const killed = new AbortController();
    let fetched = 0;
    const dying: GrundbuchJobContext['provider'] = {
      kind: 'simulator',
      urkundenliste: (...a) => sim.urkundenliste(...a),
      urkunde: async (...a) => {
        if (++fetched > 2) {
          killed.abort();
          throw new Error('killed');
        }
        return sim.urkunde(...a);
      },
    };
    await processJob(ctxWith(dying), { importId: id, aktion: 'urkunden' }, killed.signal);
    const mid = await rows(id);
    expect(mid.filter((r) => r.status === 'urkunde_geholt')).toHaveLength(2);
    expect(mid.some((r) => r.status === 'liste_geholt')).toBe(true);
    // The import is still marked running: a restart resumes it (Jobs.resume → unfinishedJobs).
    const { unfinishedJobs } = await import('./urkundenabfragen.service');
    expect(await unfinishedJobs(t.database.db)).toContainEqual({ importId: id, aktion: 'urkunden' });
    // Instance B runs the same job twice over (a retry racing the takeover): nothing twice.
    await Promise.all([
      processJob(ctxWith(sim), { importId: id, aktion: 'urkunden' }, new AbortController().signal),
      processJob(ctxWith(sim), { importId: id, aktion: 'urkunden' }, new AbortController().signal),
    ]);
    const end = await rows(id);
    expect(end.filter((r) => r.status === 'urkunde_geholt').map((r) => r.tz)).toEqual(fenster.kaeufe);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(grundbuchUrkunden)
      .where(inArray(grundbuchUrkunden.tz, fenster.kaeufe));
    expect(Number(stored!.n)).toBe(fenster.kaeufe.length);
    expect(((await get(`/api/urkundenabfragen/importe/${id}`)).json().data as KaufobjekteImport).locked).toBe(
      false,
    );
    expect(events).toContain('fetch_urkundenabfragen_done');
    expect(events).toContain('unlock');
  }, 120_000);
});

describe('nur fehlgeschlagene erneut', () => {
  it('retries only the rows whose deed fetch failed (API), then they are fetched', async () => {
    const fenster = textFenster(6, 2, 600);
    const id = await importOf(fenster);
    const sim = new GrundbuchSimulator({ seed, failTz: [], delayMs: 0 });
    const down = new GrundbuchSimulator({ seed, failTz: [fenster.kaeufe[0]!], delayMs: 0 });
    const sent: ImportJob[] = [];
    const ctxWith = (provider: GrundbuchJobContext['provider']): GrundbuchJobContext => ({
      db: t.database.db,
      jobs: {
        send: async (_q, data) => {
          sent.push(data as ImportJob);
          return '';
        },
      },
      realtime: { emit: () => {} },
      provider,
      storage: fileStorageFor(dataDir),
    });
    await expect(startBatch(ctxWith(sim), id, 'urkunden_api_fehler')).rejects.toThrow(
      messages.importKeineFehlgeschlagenen,
    );
    await startBatch(ctxWith(down), id, 'urkunden');
    await processJob(ctxWith(down), sent.pop()!, new AbortController().signal);
    const failed = (await rows(id)).find((r) => r.tz === fenster.kaeufe[0]);
    expect(failed).toMatchObject({ status: 'fehler', fehler_stufe: 'urkunde' });
    expect(failed!.fehler).toContain('Grundbuch nicht erreichbar');
    const listFailures = (await rows(id)).filter((r) => r.fehler_stufe === 'liste').length;

    expect(await startBatch(ctxWith(sim), id, 'urkunden_api_fehler')).toEqual({ count: 1 });
    await processJob(ctxWith(sim), sent.pop()!, new AbortController().signal);
    const after = await rows(id);
    expect(after.find((r) => r.tz === fenster.kaeufe[0])!.status).toBe('urkunde_geholt');
    // The list failures (no purchase deed, gaps) were not touched.
    expect(after.filter((r) => r.fehler_stufe === 'liste')).toHaveLength(listFailures);
  });
});
