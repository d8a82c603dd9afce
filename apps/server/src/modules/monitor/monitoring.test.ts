import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { firmen, kaufobjektKaeufer, kaufobjekte, personen, projekte } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let key: string;
let projektId: number;
let receiver: Server;
let receiverUrl: string;
const received: Array<{ body: string }> = [];
let answers: number[] = [];

const post = (user: TestUser, path: string, payload: unknown = {}) =>
  t.as(user, { method: 'POST', url: path, payload: payload as never });
const get = (user: TestUser, path: string) => t.as(user, { method: 'GET', url: path });

beforeAll(async () => {
  // The receiving Schnittstelle runs on 127.0.0.1: the test allows loopback as an intranet would be.
  t = await createTestApp({ DOWNLOAD_ALLOWED_NETWORKS: '127.0.0.0/8' });
  admin = await t.user({ permissions: ['monitor.sehen', 'monitor.verwalten'] });
  viewer = await t.user({ permissions: ['monitor.sehen'] });
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/import`;

  const db = t.database.db;
  const [p] = await db.insert(projekte).values({ projektnr: 24301, name: 'Nordbahnhof' }).returning();
  projektId = p!.id;
  const [k1] = await db
    .insert(kaufobjekte)
    .values({
      projekt_id: projektId,
      status: 2,
      top_nr: '1/4',
      nettopreis: 350000,
      bruttopreis: 420000,
      ust: 70000,
    })
    .returning();
  const [k2] = await db
    .insert(kaufobjekte)
    .values({ projekt_id: projektId, status: 1, top_nr: '2/7', nettopreis: 410000.5 })
    .returning();
  const [f] = await db.insert(firmen).values({ name: 'Anlage GmbH' }).returning();
  const [pe] = await db.insert(personen).values({ vorname: 'Eva', nachname: 'Käufer' }).returning();
  await db.insert(kaufobjektKaeufer).values([
    { kaufobjekt_id: k1!.id, firma_id: f!.id },
    { kaufobjekt_id: k1!.id, person_id: pe!.id },
    { kaufobjekt_id: k2!.id, person_id: pe!.id },
  ]);
  key = (await post(admin, '/api/monitor/api-schluessel', { name: 'Test' })).json().data.schluessel;
});
afterAll(async () => {
  receiver?.close();
  await t?.close();
});

/** A Kunde whose user looked at the project (so it is one of the Kunde's projects). */
async function kunde(body: Record<string, unknown>): Promise<number> {
  const res = await post(admin, '/api/kunden', body);
  expect(res.statusCode).toBe(200);
  const id = res.json().data.id as number;
  const user = (
    await post(admin, '/api/frontend-benutzer', {
      kunde_id: id,
      name: 'Nutzerin',
      email: `${randomUUID()}@kunde.example.at`,
    })
  ).json().data;
  const ev = {
    event_id: randomUUID(),
    kunde_id: id,
    frontend_user_id: user.id,
    admin: false,
    projekt_id: projektId,
    pfad: '/p',
    zeit: new Date().toISOString(),
  };
  await t.app.inject({
    method: 'POST',
    url: '/api/frontend/events',
    headers: { 'x-api-key': key },
    payload: { events: [ev] },
  });
  return id;
}

async function fertig(kundeId: number) {
  let stand: { naechster_lauf: string | null; laeufe: Array<Record<string, unknown>> } = {
    naechster_lauf: null,
    laeufe: [],
  };
  await expect
    .poll(
      async () => {
        stand = (await get(viewer, `/api/kunden/${kundeId}/monitoring`)).json().data;
        return stand.laeufe[0]?.status;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(/^(ok|error)$/);
  return stand;
}

describe('monitoring', () => {
  it('Sidefile: a run on demand writes XLSX and CSV of the Kunde’s projects’ Kaufobjekte, downloadable', async () => {
    const id = await kunde({ name: 'Sidefile Kunde', monitoring_art: 0, intervall_tage: 7 });
    expect((await post(viewer, `/api/kunden/${id}/monitoring/run`)).statusCode).toBe(403);
    const run = await post(admin, `/api/kunden/${id}/monitoring/run`);
    expect(run.statusCode).toBe(200);
    const stand = await fertig(id);
    expect(stand.naechster_lauf).not.toBeNull();
    const lauf = stand.laeufe[0]!;
    expect(lauf).toMatchObject({ art: 0, status: 'ok', objekte: 2 });

    const csv = await get(viewer, `/api/kunden/monitoring/dateien/${lauf.csv_datei_id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="Sidefile-Sidefile-Kunde-\d{4}-\d\d-\d\d\.csv"/,
    );
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Projektnr.;Projekt;Kaufobjekt-ID;Top;Status;Kaufdatum;Nutzfläche m²;Nettopreis €;Bruttopreis €;USt €;Käufer;Käufertypen',
    );
    expect(lines[1]).toMatch(
      /^24301;Nordbahnhof;\d+;1\/4;Geprüft;;;350\.000,00;420\.000,00;70\.000,00;2;Firma, Privatperson$/,
    );
    expect(lines[2]).toMatch(/^24301;Nordbahnhof;\d+;2\/7;Erfasst;;;410\.000,50;;;1;Privatperson$/);

    const xlsx = await get(viewer, `/api/kunden/monitoring/dateien/${lauf.xlsx_datei_id}`);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<c r="H2"><v>350000</v></c>');
    expect(sheet).toContain('Firma, Privatperson');
  });

  it('Schnittstelle: JSON by POST, retried with back-off on 503, the HTTP status logged', async () => {
    const id = await kunde({
      name: 'Schnittstelle Kunde',
      monitoring_art: 1,
      intervall_tage: 30,
      monitoring_url: receiverUrl,
    });
    answers = [503, 200];
    received.length = 0;
    await post(admin, `/api/kunden/${id}/monitoring/run`);
    const lauf = (await fertig(id)).laeufe[0]!;
    expect(lauf).toMatchObject({
      art: 1,
      status: 'ok',
      http_status: 200,
      versuche: 2,
      objekte: 2,
      meldung: null,
    });
    expect(received).toHaveLength(2);
    const body = JSON.parse(received[1]!.body);
    expect(body.kunde).toEqual({ id, name: 'Schnittstelle Kunde' });
    expect(
      body.kaufobjekte.map((k: { top_nr: string; nettopreis: number }) => [k.top_nr, k.nettopreis]),
    ).toEqual([
      ['1/4', 350000],
      ['2/7', 410000.5],
    ]);

    // A 4xx answer is final (no retry) and logged as an error.
    answers = [422];
    await post(admin, `/api/kunden/${id}/monitoring/run`);
    await expect
      .poll(async () => (await get(viewer, `/api/kunden/${id}/monitoring`)).json().data.laeufe[0].status, {
        timeout: 10_000,
      })
      .toBe('error');
    expect((await get(viewer, `/api/kunden/${id}/monitoring`)).json().data.laeufe[0]).toMatchObject({
      http_status: 422,
      versuche: 1,
      meldung: 'Antwort HTTP 422',
    });
  });

  it('the SSRF guard of downloads applies: a non-public target is refused without a request', async () => {
    const id = await kunde({
      name: 'Metadaten Kunde',
      monitoring_art: 1,
      intervall_tage: 30,
      monitoring_url: 'http://169.254.169.254/latest/meta-data',
    });
    await post(admin, `/api/kunden/${id}/monitoring/run`);
    const lauf = (await fertig(id)).laeufe[0]!;
    expect(lauf.status).toBe('error');
    expect(lauf.http_status).toBeNull();
    expect(String(lauf.meldung)).toContain('is not public');
  });

  it('a Kunde without monitoring has no run', async () => {
    const id = (await post(admin, '/api/kunden', { name: 'Ohne' })).json().data.id;
    const res = await post(admin, `/api/kunden/${id}/monitoring/run`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Für diesen Kunden ist kein Monitoring eingerichtet.');
  });
});
