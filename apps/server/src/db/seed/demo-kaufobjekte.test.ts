import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bruttoAusNetto, preisProQuadratmeter, ustBetrag } from '@app/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { kaufobjekte, kaufobjektKaeufer, personen } from '../schema';
import { loadDemoFirmen } from './demo-firmen';
import { loadDemoKaufobjekte } from './demo-kaufobjekte';
import { loadDemoProjekte } from './demo-projekte';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db
    .insert(personen)
    .values(Array.from({ length: 60 }, (_, i) => ({ vorname: `V${i}`, nachname: `N${i}` })));
  await loadDemoFirmen(db, undefined);
  await loadDemoProjekte(db, undefined);
}, 60_000);
afterAll(() => t?.close());

describe('demo Kaufobjekte', () => {
  it('are ~600 consistent Vienna sales with buyers and some resales, the same every time', async () => {
    const db = t.database.db;
    const n = await loadDemoKaufobjekte(db, undefined);
    const rows = await db.select().from(kaufobjekte);
    expect(rows).toHaveLength(n);
    expect(n).toBeGreaterThan(500);
    expect(n).toBeLessThan(800);
    for (const k of rows) {
      const proM2 = preisProQuadratmeter(k.bruttopreis, k.nutzflaeche)!;
      expect(proM2).toBeGreaterThanOrEqual(4000);
      expect(proM2).toBeLessThanOrEqual(12000);
      expect(k.bruttopreis).toBe(bruttoAusNetto(k.nettopreis));
      expect(k.ust).toBe(ustBetrag(k.bruttopreis, k.nettopreis));
      expect(k.wiederverkauf).toBe(k.kaufobjekt_id !== null);
    }
    const byId = new Map(rows.map((k) => [k.id, k]));
    const resales = rows.filter((k) => k.kaufobjekt_id !== null);
    expect(resales.length).toBeGreaterThan(10);
    for (const r of resales) {
      const earlier = byId.get(r.kaufobjekt_id!)!;
      expect(earlier.projekt_id).toBe(r.projekt_id);
      expect(r.kaufdatum! > earlier.kaufdatum!).toBe(true);
    }
    const buyers = await db.select().from(kaufobjektKaeufer);
    expect(new Set(buyers.map((b) => b.kaufobjekt_id)).size).toBe(n);
    expect(buyers.some((b) => b.firma_id !== null)).toBe(true);

    // Deterministic: a second run draws the same sales.
    await db.delete(kaufobjekte);
    await loadDemoKaufobjekte(db, undefined);
    const again = await db.select().from(kaufobjekte);
    expect(again.map((k) => [k.top_nr, k.bruttopreis, k.kaufdatum])).toEqual(
      rows.map((k) => [k.top_nr, k.bruttopreis, k.kaufdatum]),
    );
  }, 60_000);
});
