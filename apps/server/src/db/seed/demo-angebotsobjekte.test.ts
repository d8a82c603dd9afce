import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { preisProM2 } from '@app/domain';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { angebotsobjekte, kaufobjekte, koZuordnungen, projekte } from '../schema';
import { loadDemoAngebotsobjekte } from './demo-angebotsobjekte';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('Angebotsobjekte demo data', () => {
  it('fills price lists of every fourth demo project at 4,000–12,000 €/m², deterministically, and assigns matching Kaufobjekte', async () => {
    const db = t.database.db;
    const ps = await db
      .insert(projekte)
      .values([24001, 24002, 24005].map((projektnr) => ({ projektnr, name: `Projekt ${projektnr}` })))
      .returning();
    const [k] = await db.insert(kaufobjekte).values({ projekt_id: ps[0]!.id, top_nr: 'TOP 02' }).returning();
    await loadDemoAngebotsobjekte(db, undefined);

    const rows = await db.select().from(angebotsobjekte);
    expect(new Set(rows.map((r) => r.projekt_id))).toEqual(new Set([ps[0]!.id, ps[2]!.id]));
    for (const r of rows) {
      expect(r.top_nr).toMatch(/^(Top|TOP) \S+$/);
      const proM2 = preisProM2(r.preis, r.flaeche)!;
      expect(proM2).toBeGreaterThanOrEqual(3990);
      expect(proM2).toBeLessThanOrEqual(12010);
      expect(r.zimmer).toBeGreaterThanOrEqual(1);
    }
    const [z] = await db.select().from(koZuordnungen).where(eq(koZuordnungen.kaufobjekt_id, k!.id));
    const [unit] = await db
      .select()
      .from(angebotsobjekte)
      .where(eq(angebotsobjekte.id, z!.angebotsobjekt_id));
    expect(unit).toMatchObject({ projekt_id: ps[0]!.id, top_nr: 'TOP 02', status: 'verkauft' });

    // Same seed, same data.
    const first = rows.map((r) => [r.top_nr, r.flaeche, r.preis, r.status]);
    await db.delete(angebotsobjekte);
    await loadDemoAngebotsobjekte(db, undefined);
    const again = (await db.select().from(angebotsobjekte)).map((r) => [
      r.top_nr,
      r.flaeche,
      r.preis,
      r.status,
    ]);
    expect(again).toEqual(first);
  });
});
