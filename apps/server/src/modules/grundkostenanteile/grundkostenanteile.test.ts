import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@app/domain';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { ankaeufe, auditLog, gkaWidmungen, grundkostenanteile, projekte } from '../../db/schema';

let t: TestApp;
let staff: TestUser;
let reader: TestUser;
let other: TestUser;
let nr = 24500;

beforeAll(async () => {
  t = await createTestApp();
  staff = await t.user({ permissions: ['bewertung.lesen', 'bewertung.bearbeiten'], name: 'Maria Huber' });
  reader = await t.user({ permissions: ['bewertung.lesen'] });
  other = await t.user({ permissions: ['personen.lesen'] });
});
afterAll(() => t?.close());

async function projekt(name = 'Wohnpark Donaufeld'): Promise<number> {
  nr += 1;
  const [p] = await t.database.db
    .insert(projekte)
    .values({ projektnr: nr, name })
    .returning({ id: projekte.id });
  return p!.id;
}
const ankauf = (
  projekt_id: number,
  ankaufpreis: number,
  extra: { status?: number; doublette?: boolean } = {},
) => t.database.db.insert(ankaeufe).values({ projekt_id, ankaufpreis, ...extra });

const zeilen = [
  { widmung: 'Wohngebiet', bauklasse: 'III', flaeche: 500, hoehe: 16, hoehe_geschoss: 3 },
  { widmung: 'Gemischtes Baugebiet', bauklasse: 'I', flaeche: 120, hoehe: 9, hoehe_geschoss: 3 },
];
const create = (body: Record<string, unknown>, user = staff) =>
  t.as(user, { method: 'POST', url: '/api/grundkostenanteile', payload: body });

describe('Grundkostenanteil', () => {
  it('creates with widmung rows; the server computes storeys, BGF, NFL, sums and prices; the default price is the Σ of the Ankäufe', async () => {
    const p = await projekt();
    await ankauf(p, 1_000_000.4);
    await ankauf(p, 234_567.3);
    await ankauf(p, 999_999, { status: 2, doublette: true }); // a Doublette does not count
    const summe = await t.as(reader, { method: 'GET', url: `/api/gka/ankaufsumme/${p}` });
    expect(summe.json()).toEqual({ status: 'ok', data: { kaufpreis_ankaeufe: 1_234_568 } });
    const res = await create({ projekt_id: p, kaufpreis_summe: null, widmungen: zeilen });
    expect(res.statusCode).toBe(200);
    const gka = res.json().data;
    expect(gka).toMatchObject({
      projekt_id: p,
      projektnr: nr,
      projekt_name: 'Wohnpark Donaufeld',
      kaufpreis_summe: null,
      version: 1,
    });
    expect(gka.creator_name).toBe('Maria Huber');
    expect(gka.widmungen).toMatchObject([
      {
        position: 0,
        widmung: 'Wohngebiet',
        bauklasse: 'III',
        flaeche: 500,
        hoehe: 16,
        hoehe_geschoss: 3,
        nfl_bgf: 0.78,
        geschosse: 5,
        bgf: 2500,
        nfl: 1950,
      },
      { position: 1, widmung: 'Gemischtes Baugebiet', bauklasse: 'I', geschosse: 3, bgf: 360, nfl: 280.8 },
    ]);
    expect(gka.ergebnis).toEqual({
      kaufpreis_summe: 1_234_568,
      kaufpreis_ankaeufe: 1_234_568,
      kaufpreis_manuell: false,
      bgf_summe: 2860,
      nfl_summe: 2230.8,
      preis_bgf: 431.67,
      preis_nfl: 553.42,
    });
    const byProjekt = await t.as(reader, { method: 'GET', url: `/api/projekte/${p}/grundkostenanteil` });
    expect(byProjekt.json()).toEqual({ status: 'ok', data: gka });
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/grundkostenanteile/${gka.id}` })).json().data,
    ).toEqual(gka);
  });

  it('SPEC §7 GET /api/gka/nfl/{projekt_id}/{target} answers gkq (€/m² NFL) and nfl; 404 without a Grundkostenanteil', async () => {
    const p = await projekt();
    await create({ projekt_id: p, kaufpreis_summe: 1_000_000, widmungen: [zeilen[0]] });
    for (const target of ['ankauf', 'bab']) {
      const res = await t.as(reader, { method: 'GET', url: `/api/gka/nfl/${p}/${target}` });
      expect(res.json()).toEqual({ status: 'ok', data: { gkq: 512.82, nfl: 1950 } }); // 1,000,000 / 1950 = 512.8205…
    }
    const none = await t.as(reader, { method: 'GET', url: `/api/gka/nfl/${await projekt()}/ankauf` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ status: 'error', message: 'Resource nicht gefunden' });
    expect((await t.as(reader, { method: 'GET', url: `/api/gka/nfl/${p}/kaufobjekt` })).statusCode).toBe(422);
    expect(
      (await t.as(reader, { method: 'GET', url: `/api/projekte/${await projekt()}/grundkostenanteil` }))
        .statusCode,
    ).toBe(404);
  });

  it('without floor area there is no price per m² (gkq null)', async () => {
    const p = await projekt();
    await create({ projekt_id: p, kaufpreis_summe: 500000 });
    expect((await t.as(reader, { method: 'GET', url: `/api/gka/nfl/${p}/bab` })).json().data).toEqual({
      gkq: null,
      nfl: null,
    });
  });

  it('updates with version: rows added, edited and removed, override rounded to whole euros; audit of fields and rows', async () => {
    const p = await projekt();
    await ankauf(p, 800_000);
    const gka = (await create({ projekt_id: p, widmungen: zeilen })).json().data;
    const res = await t.as(staff, {
      method: 'PUT',
      url: `/api/grundkostenanteile/${gka.id}`,
      payload: {
        version: 1,
        kaufpreis_summe: 900_000.5,
        bemerkung: 'laut Kaufvertrag',
        widmungen: [
          { ...zeilen[1], flaeche: 200 },
          {
            widmung: 'Betriebsbaugebiet',
            bauklasse: 'VI',
            flaeche: 1000,
            hoehe: 35,
            hoehe_geschoss: 3.5,
            nfl_bgf: 0.8,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.version).toBe(2);
    expect(data.kaufpreis_summe).toBe(900_001);
    expect(
      data.widmungen.map((w: { widmung: string; bgf: number; nfl: number }) => [w.widmung, w.bgf, w.nfl]),
    ).toEqual([
      ['Gemischtes Baugebiet', 600, 468],
      ['Betriebsbaugebiet', 10000, 8000],
    ]);
    expect(data.ergebnis).toMatchObject({
      kaufpreis_summe: 900_001,
      kaufpreis_ankaeufe: 800_000,
      kaufpreis_manuell: true,
      bgf_summe: 10600,
      nfl_summe: 8468,
      preis_bgf: 84.91,
      preis_nfl: 106.28,
    });
    expect(
      await t.database.db.select().from(gkaWidmungen).where(eq(gkaWidmungen.grundkostenanteil_id, gka.id)),
    ).toHaveLength(2);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.table_name, 'grundkostenanteile'), eq(auditLog.record_id, gka.id)))
      .orderBy(auditLog.id);
    const changed = audit.flatMap((a) => Object.keys(a.changes as object));
    expect(changed).toEqual(
      expect.arrayContaining(['projekt_id', 'widmungen', 'kaufpreis_summe', 'bemerkung']),
    );
    expect(audit.every((a) => a.user_id === staff.id)).toBe(true);

    // Back to the default: empty price → Σ Ankäufe.
    const reset = await t.as(staff, {
      method: 'PUT',
      url: `/api/grundkostenanteile/${gka.id}`,
      payload: { version: 2, kaufpreis_summe: null, widmungen: [] },
    });
    expect(reset.json().data.ergebnis).toMatchObject({
      kaufpreis_summe: 800_000,
      kaufpreis_manuell: false,
      bgf_summe: 0,
      preis_nfl: null,
    });
  });

  it('answers 409 with the current record on a stale version and changes nothing', async () => {
    const p = await projekt();
    const gka = (await create({ projekt_id: p, widmungen: zeilen })).json().data;
    await t.as(staff, {
      method: 'PUT',
      url: `/api/grundkostenanteile/${gka.id}`,
      payload: { version: 1, kaufpreis_summe: 1, widmungen: zeilen },
    });
    const stale = await t.as(staff, {
      method: 'PUT',
      url: `/api/grundkostenanteile/${gka.id}`,
      payload: { version: 1, kaufpreis_summe: 2, widmungen: [] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      status: 'error',
      message: messages.versionKonflikt,
      current: {
        kaufpreis_summe: 1,
        version: 2,
        widmungen: [{ widmung: 'Wohngebiet' }, {}],
        ergebnis: { kaufpreis_summe: 1 },
      },
      changedBy: 'Maria Huber',
    });
    expect(
      await t.database.db.select().from(gkaWidmungen).where(eq(gkaWidmungen.grundkostenanteil_id, gka.id)),
    ).toHaveLength(2);
  });

  it('one per project: a second one is rejected with 422', async () => {
    const p = await projekt();
    expect((await create({ projekt_id: p })).statusCode).toBe(200);
    const again = await create({ projekt_id: p });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ status: 'error', errors: { projekt_id: [messages.gkaProjektVorhanden] } });
  });

  it('rejects bad rows with German messages per field and stores nothing', async () => {
    const p = await projekt();
    const res = await create({
      projekt_id: p,
      kaufpreis_summe: -5,
      widmungen: [
        { widmung: '', bauklasse: 'VII', flaeche: 0, hoehe: 9, hoehe_geschoss: 3, nfl_bgf: 1.2 },
        { widmung: 'Wohngebiet', flaeche: 100, hoehe: 3, hoehe_geschoss: 3.5 },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      kaufpreis_summe: [messages.bwBetragUngueltig],
      'widmungen.0.widmung': [messages.pflichtfeld],
      'widmungen.0.bauklasse': [messages.gkaBauklasseUngueltig],
      'widmungen.0.flaeche': [messages.bwZahlPositiv],
      'widmungen.0.nfl_bgf': [messages.gkaNflBgfUngueltig],
      'widmungen.1.hoehe_geschoss': [messages.gkaGeschossHoeherAlsGebaeude],
    });
    const missing = await create({ projekt_id: 999999 });
    expect(missing.json()).toEqual({
      status: 'error',
      errors: { projekt_id: [messages.projektNichtGefunden] },
    });
    expect(
      await t.database.db.select().from(grundkostenanteile).where(eq(grundkostenanteile.projekt_id, p)),
    ).toEqual([]);
  });

  it('lists with results, filters by project, deletes (single and bulk)', async () => {
    const p = await projekt('Liste Testprojekt');
    await ankauf(p, 100_000);
    const gka = (await create({ projekt_id: p, widmungen: [zeilen[1]] })).json().data;
    const list = await t.as(reader, { method: 'GET', url: `/api/grundkostenanteile?q[]=projekt_id:${p}` });
    expect(list.json()).toEqual({
      data: [
        {
          id: gka.id,
          projekt_id: p,
          projektnr: gka.projektnr,
          projekt_name: 'Liste Testprojekt',
          widmungen_anzahl: 1,
          kaufpreis_summe: 100_000,
          bgf_summe: 360,
          nfl_summe: 280.8,
          preis_bgf: 277.78,
          preis_nfl: 356.13,
          updated: gka.updated,
        },
      ],
      total: 1,
      total_capped: false,
      page: 1,
      per_page: 50,
    });
    const byText = await t.as(reader, {
      method: 'GET',
      url: `/api/grundkostenanteile?q[]=${encodeURIComponent('fulltext:liste testprojekt')}`,
    });
    expect(byText.json().data.map((r: { id: number }) => r.id)).toEqual([gka.id]);
    const sorted = await t.as(reader, {
      method: 'GET',
      url: '/api/grundkostenanteile?sort=projektnr&dir=desc&per_page=2',
    });
    expect(sorted.json().data[0].projektnr).toBe(nr);

    expect(
      (await t.as(reader, { method: 'DELETE', url: `/api/grundkostenanteile/${gka.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.as(staff, { method: 'DELETE', url: `/api/grundkostenanteile/${gka.id}` })).json(),
    ).toEqual({ status: 'ok', data: { id: gka.id } });
    expect(
      await t.database.db.select().from(gkaWidmungen).where(eq(gkaWidmungen.grundkostenanteil_id, gka.id)),
    ).toEqual([]);
    const a = (await create({ projekt_id: await projekt() })).json().data;
    const b = (await create({ projekt_id: await projekt() })).json().data;
    const bulk = await t.as(staff, {
      method: 'POST',
      url: '/api/grundkostenanteile/bulk-delete',
      payload: { ids: [a.id, b.id] },
    });
    expect(bulk.json()).toEqual({ status: 'ok', data: { deleted: 2 } });
  });

  it('needs bewertung.lesen to read and bewertung.bearbeiten to write', async () => {
    const p = await projekt();
    expect((await t.as(other, { method: 'GET', url: '/api/grundkostenanteile' })).statusCode).toBe(403);
    expect((await t.as(other, { method: 'GET', url: `/api/gka/nfl/${p}/ankauf` })).statusCode).toBe(403);
    expect((await create({ projekt_id: p }, reader)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/gka/nfl/${p}/ankauf` })).statusCode).toBe(401);
  });
});
