import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ankaeufe, ankaufVerkaeufer, firmen, vermarktungen, vermarktungMakler } from '../schema';
import { loadDemoFirmen } from './demo-firmen';
import { loadDemoProjekte } from './demo-projekte';
import { loadDemoAnkaeufe } from './demo-ankaeufe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoFirmen(t.database.db, undefined);
  await loadDemoProjekte(t.database.db, undefined);
  await loadDemoAnkaeufe(t.database.db, undefined);
});
afterAll(() => t?.close());

describe('demo Ankäufe and Vermarktung', () => {
  it('plot purchases at Vienna land prices, each with sellers; doublettes have status 2', async () => {
    const db = t.database.db;
    const rows = await db.select().from(ankaeufe);
    expect(rows.length).toBeGreaterThan(60);
    for (const a of rows) {
      expect(a.gka!).toBeGreaterThanOrEqual(800);
      expect(a.gka!).toBeLessThanOrEqual(6500);
      expect(Math.abs(a.ankaufpreis! - a.gka! * a.nutzflaeche!)).toBeLessThanOrEqual(500);
      if (a.doublette) expect(a.status).toBe(2);
    }
    expect(rows.some((a) => a.doublette)).toBe(true);
    const sellers = await db.select().from(ankaufVerkaeufer);
    expect(new Set(sellers.map((s) => s.ankauf_id)).size).toBe(rows.length);
  });

  it('marketing with brokers that are Makler firms', async () => {
    const db = t.database.db;
    const rows = await db.select().from(vermarktungen);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.every((v) => v.provision! >= 2 && v.provision! <= 3.6)).toBe(true);
    const brokers = await db
      .select({ vermarktung_id: vermarktungMakler.vermarktung_id, ist_makler: firmen.ist_makler })
      .from(vermarktungMakler)
      .innerJoin(firmen, eq(firmen.id, vermarktungMakler.firma_id));
    expect(new Set(brokers.map((b) => b.vermarktung_id)).size).toBe(rows.length);
    expect(brokers.every((b) => b.ist_makler)).toBe(true);
  });
});
