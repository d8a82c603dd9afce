import { asc, between, inArray } from 'drizzle-orm';
import { demoFaker } from './demo-faker';
import { topNrKey } from '@app/domain';
import type { Db } from '../client';
import { angebotsobjekte, kaufobjekte, koZuordnungen, projekte } from '../schema';

/**
 * Price lists of 20 demo projects (every fourth of 24001–24080): 'Top 1' … 'Top n' with areas, rooms and
 * Viennese prices of 4,000–12,000 €/m², deterministic. Kaufobjekte already in those projects whose TopNr
 * match are assigned (KO-Zuordnung); without Kaufobjekte demo data there is nothing to assign.
 */
export async function loadDemoAngebotsobjekte(db: Db, adminId: number | undefined): Promise<void> {
  const faker = demoFaker(20260404);
  const rows = await db
    .select({ id: projekte.id, projektnr: projekte.projektnr })
    .from(projekte)
    .where(between(projekte.projektnr, 24001, 24080))
    .orderBy(asc(projekte.projektnr));
  const chosen = rows.filter((p) => (p.projektnr - 24001) % 4 === 0);
  // Units already sold (Kaufobjekte demo data, 'Stiege/Top') appear on the price list under their TopNr.
  const verkauft = await db
    .select({
      projekt_id: kaufobjekte.projekt_id,
      top_nr: kaufobjekte.top_nr,
      nutzflaeche: kaufobjekte.nutzflaeche,
    })
    .from(kaufobjekte)
    .where(
      inArray(
        kaufobjekte.projekt_id,
        chosen.map((p) => p.id),
      ),
    )
    .orderBy(asc(kaufobjekte.id));
  const values: (typeof angebotsobjekte.$inferInsert)[] = [];
  for (const projekt of chosen) {
    // One price level per project (location, standard), each unit around it.
    const levelProM2 = faker.number.int({ min: 4500, max: 11000 });
    const units = faker.number.int({ min: 8, max: 24 });
    const stand = faker.date.between({ from: '2025-03-01', to: '2026-03-31' }).toISOString().slice(0, 10);
    const tops: { top_nr: string; flaeche?: number | null; verkauft?: boolean }[] = [];
    const keys = new Set<string>();
    for (const k of verkauft.filter((v) => v.projekt_id === projekt.id)) {
      const key = topNrKey(k.top_nr);
      if (!key || keys.has(key)) continue;
      keys.add(key);
      tops.push({
        top_nr: /^top/i.test(k.top_nr!) ? k.top_nr! : `Top ${k.top_nr}`,
        flaeche: k.nutzflaeche,
        verkauft: true,
      });
    }
    const target = Math.max(units, tops.length + 2);
    for (let n = 1; tops.length < target; n++) {
      if (!keys.has(String(n))) tops.push({ top_nr: `Top ${n}` });
    }
    for (const [i, unit] of tops.entries()) {
      const top = i + 1;
      const flaeche = unit.flaeche ?? faker.number.float({ min: 34, max: 128, fractionDigits: 2 });
      const zimmer = Math.max(
        1,
        Math.min(5, Math.round(flaeche / 26) + (flaeche > 60 && faker.datatype.boolean(0.3) ? 0.5 : 0)),
      );
      // Upper floors cost more; the total stays within 4,000–12,000 €/m².
      const proM2 = Math.min(
        12000,
        Math.max(
          4000,
          levelProM2 * (1 + top / tops.length / 10) * faker.number.float({ min: 0.94, max: 1.06 }),
        ),
      );
      const preis = Math.round((flaeche * proM2) / 100) * 100;
      values.push({
        projekt_id: projekt.id,
        top_nr: unit.top_nr,
        flaeche,
        zimmer,
        preis,
        stand,
        status: unit.verkauft
          ? 'verkauft'
          : faker.helpers.weightedArrayElement([
              { weight: 55, value: 'verfuegbar' },
              { weight: 15, value: 'reserviert' },
              { weight: 30, value: 'verkauft' },
            ]),
        creator_id: adminId,
        editor_id: adminId,
      });
    }
  }
  if (!values.length) return;
  const inserted = await db.insert(angebotsobjekte).values(values).returning({
    id: angebotsobjekte.id,
    projekt_id: angebotsobjekte.projekt_id,
    top_nr: angebotsobjekte.top_nr,
  });
  await assignMatchingKaufobjekte(db, adminId, inserted);
}

export async function assignMatchingKaufobjekte(
  db: Db,
  adminId: number | undefined,
  units: { id: number; projekt_id: number; top_nr: string }[],
): Promise<void> {
  const projektIds = [...new Set(units.map((u) => u.projekt_id))];
  const sales = await db
    .select({ id: kaufobjekte.id, projekt_id: kaufobjekte.projekt_id, top_nr: kaufobjekte.top_nr })
    .from(kaufobjekte)
    .where(inArray(kaufobjekte.projekt_id, projektIds))
    .orderBy(asc(kaufobjekte.id));
  const byKey = new Map(units.map((u) => [`${u.projekt_id}|${topNrKey(u.top_nr)}`, u.id]));
  const links = sales.flatMap((k) => {
    const unit = byKey.get(`${k.projekt_id}|${topNrKey(k.top_nr)}`);
    return unit && topNrKey(k.top_nr)
      ? [{ kaufobjekt_id: k.id, angebotsobjekt_id: unit, creator_id: adminId }]
      : [];
  });
  // Kaufobjekte already assigned stay where they are.
  if (links.length) await db.insert(koZuordnungen).values(links).onConflictDoNothing();
}
