import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../testing/test-app';
import { grundkostenanteile, nutzwertgutachten, weObjekte, zertifizierungen } from '../schema';
import { zertifizierungsklasseGueltig, type ZertifizierungsTyp } from '@app/domain';
import { loadDemoFirmen } from './demo-firmen';
import { loadDemoProjekte } from './demo-projekte';
import { loadDemoAnkaeufe } from './demo-ankaeufe';
import { loadDemoBewertung } from './demo-bewertung';

let t: TestApp;
let reader: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoFirmen(t.database.db, undefined);
  await loadDemoProjekte(t.database.db, undefined);
  await loadDemoAnkaeufe(t.database.db, undefined);
  await loadDemoBewertung(t.database.db, undefined);
  reader = await t.user({ permissions: ['bewertung.lesen'] });
});
afterAll(() => t?.close());

describe('demo valuation data', () => {
  it('Grundkostenanteile with widmung rows give plausible Viennese land prices per m² NFL', async () => {
    const rows = await t.database.db.select().from(grundkostenanteile);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const g of rows) {
      const nfl = (await t.as(reader, { method: 'GET', url: `/api/gka/nfl/${g.projekt_id}/ankauf` })).json()
        .data;
      expect(nfl.nfl).toBeGreaterThan(0);
      expect(nfl.gkq).toBeGreaterThan(300);
      expect(nfl.gkq).toBeLessThan(8000);
    }
  });

  it('certifications carry a class of their type; appraisals have WE-Objekte with their Nutzwert', async () => {
    const z = await t.database.db.select().from(zertifizierungen);
    expect(z.length).toBeGreaterThan(15);
    expect(z.every((r) => zertifizierungsklasseGueltig(r.typ_id as ZertifizierungsTyp, r.klasse))).toBe(true);
    const g = await t.database.db.select().from(nutzwertgutachten);
    expect(g.length).toBeGreaterThanOrEqual(3);
    const o = await t.database.db.select().from(weObjekte);
    expect(o.length).toBeGreaterThan(g.length * 8);
    expect(o.every((r) => (r.nutzwert ?? 0) > 0)).toBe(true);
  });
});
