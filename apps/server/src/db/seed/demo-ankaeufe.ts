import { asc, between } from 'drizzle-orm';
import { umlauteFalten } from '@app/domain';
import { demoFaker } from './demo-faker';
import type { Db } from '../client';
import { demoFirms } from './demo-firmen';
import { ankaeufe, ankaufVerkaeufer, projekte, vermarktungen, vermarktungMakler } from '../schema';

/**
 * Land cost share (€ per m² usable floor area) by district, roughly what Vienna's plot deals cost:
 * inner districts well above 3,000, the outer ones around 800–1,300.
 */
const gkaSpanne: Record<string, [number, number]> = {
  'Innere Stadt': [4200, 6500],
  Wieden: [2400, 3400],
  Josefstadt: [2300, 3200],
  Neubau: [2200, 3100],
  Alsergrund: [2100, 3000],
  Mariahilf: [2000, 2900],
  Döbling: [2200, 3600],
  Hietzing: [1900, 3000],
  Währing: [1900, 2800],
  Landstraße: [1700, 2600],
  Leopoldstadt: [1500, 2400],
  Margareten: [1400, 2100],
  Penzing: [1200, 1900],
  Hernals: [1200, 1800],
  Ottakring: [1100, 1700],
  'Rudolfsheim-Fünfhaus': [1100, 1700],
  Meidling: [1100, 1700],
  Brigittenau: [1000, 1600],
  Favoriten: [900, 1500],
  Simmering: [800, 1300],
  Floridsdorf: [800, 1300],
  Donaustadt: [800, 1400],
  Liesing: [850, 1400],
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Plot acquisitions (Ankäufe) with sellers and marketing (Vermarktung) with brokers for the demo projects
 * 24001–24080, deterministic (own faker seed). Runs after the Projekte seed.
 */
export async function loadDemoAnkaeufe(db: Db, adminId: number | undefined): Promise<void> {
  const faker = demoFaker(4_2024);
  const who = { creator_id: adminId, editor_id: adminId };
  const projects = await db
    .select({ id: projekte.id, name: projekte.name, bezirk: projekte.bezirk })
    .from(projekte)
    .where(between(projekte.projektnr, 24001, 24080))
    .orderBy(asc(projekte.projektnr));
  const firms = await demoFirms(db);
  if (!projects.length || !firms.length) return;
  const sellers = firms.filter((f) => !f.makler);
  const brokers = firms.filter((f) => f.makler);

  for (const [i, p] of projects.entries()) {
    const [min, max] = gkaSpanne[p.bezirk ?? ''] ?? [1000, 2000];
    // Every project but a few has its plot purchase; some have a second plot, a few a duplicate entry.
    const count = i % 9 === 8 ? 0 : i % 5 === 0 ? 2 : 1;
    let firstDatum: Date | null = null;
    for (let n = 0; n < count; n++) {
      const nutzflaeche = faker.number.int({ min: 12, max: 140 }) * 50;
      const gka = faker.number.float({ min, max, fractionDigits: 2 });
      const datum = faker.date.between({ from: '2019-01-01', to: '2024-06-30' });
      firstDatum ??= datum;
      const doublette = n === 1 && i % 15 === 0;
      const status = doublette
        ? 2
        : faker.helpers.weightedArrayElement([
            { value: 1, weight: 7 },
            { value: 0, weight: 2 },
            { value: 3, weight: 1 },
          ]);
      const [row] = await db
        .insert(ankaeufe)
        .values({
          projekt_id: p.id,
          status,
          datum: iso(datum),
          nutzflaeche,
          gka,
          // The price follows the land share: rounded to thousands as deeds usually state it.
          ankaufpreis: Math.round((gka * nutzflaeche) / 1000) * 1000,
          doublette,
          ...who,
        })
        .returning({ id: ankaeufe.id });
      const verkaeufer = faker.helpers.arrayElements(sellers.length ? sellers : firms, { min: 1, max: 2 });
      await db
        .insert(ankaufVerkaeufer)
        .values(verkaeufer.map((f) => ({ ankauf_id: row!.id, firma_id: f.id, creator_id: adminId })));
    }

    if (i % 4 === 3) continue;
    const start = new Date(
      (firstDatum ?? faker.date.between({ from: '2020-01-01', to: '2023-12-31' })).getTime(),
    );
    start.setUTCMonth(start.getUTCMonth() + faker.number.int({ min: 9, max: 30 }));
    const [v] = await db
      .insert(vermarktungen)
      .values({
        projekt_id: p.id,
        vermarktungsstart: iso(start),
        website: i % 6 === 5 ? null : `https://www.${umlauteFalten(p.name, '-')}.at`,
        provision: faker.helpers.arrayElement([2, 2.5, 3, 3, 3, 3.6]),
        ...who,
      })
      .returning({ id: vermarktungen.id });
    const makler = faker.helpers.arrayElements(brokers.length ? brokers : firms, { min: 1, max: 2 });
    await db
      .insert(vermarktungMakler)
      .values(makler.map((f) => ({ vermarktung_id: v!.id, firma_id: f.id, creator_id: adminId })));
  }
}
