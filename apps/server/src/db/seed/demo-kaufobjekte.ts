import { asc, between, eq } from 'drizzle-orm';
import { demoFaker } from './demo-faker';
import { bruttoAusNetto, ustBetrag } from '@app/domain';
import type { Db } from '../client';
import { firmen, kaufobjekte, kaufobjektKaeufer, personen, projekte } from '../schema';

/** Gross price per m² by district (€): the first district is dearest, the outer ones cheapest; with resales (+4–18 %) all stay within 4,000–12,000. */
const preisSpanne: Record<string, [number, number]> = {
  'Innere Stadt': [9_000, 10_000],
  Döbling: [7_500, 10_500],
  Hietzing: [7_000, 9_500],
  Währing: [7_000, 9_500],
  Josefstadt: [7_000, 9_000],
  Wieden: [6_500, 9_000],
  Neubau: [6_500, 8_800],
  Alsergrund: [6_500, 8_800],
  Landstraße: [6_000, 8_500],
  Mariahilf: [6_000, 8_500],
  Leopoldstadt: [5_800, 8_500],
};
const standardSpanne: [number, number] = [4_000, 6_500];

/** The Vienna district courts (Bezirksgerichte) keeping the land register. */
const gerichte: Record<string, string> = {
  'Innere Stadt': 'BG Innere Stadt Wien',
  Leopoldstadt: 'BG Leopoldstadt',
  Brigittenau: 'BG Leopoldstadt',
  Favoriten: 'BG Favoriten',
  Döbling: 'BG Döbling',
  Donaustadt: 'BG Donaustadt',
  Floridsdorf: 'BG Floridsdorf',
  Hernals: 'BG Hernals',
  Ottakring: 'BG Hernals',
  Meidling: 'BG Meidling',
  Hietzing: 'BG Meidling',
  Liesing: 'BG Liesing',
  Josefstadt: 'BG Josefstadt',
  'Rudolfsheim-Fünfhaus': 'BG Fünfhaus',
  Penzing: 'BG Fünfhaus',
};

const nichtMarktueblich = [
  'Verkauf unter Verwandten',
  'Kauf mit Leibrente',
  'Paketkauf mit Abschlag',
  'Verkauf an Mitarbeiter des Bauträgers',
];

/**
 * Realistic Vienna sales in the demo projects (24001–24080): ~600 Kaufobjekte with consistent net, gross and
 * VAT, buyers (mostly persons, some firms) and some resales of earlier units. Deterministic (own seed).
 */
export async function loadDemoKaufobjekte(
  db: Db,
  adminId: number | undefined,
  seed = 20261122,
): Promise<number> {
  const faker = demoFaker(seed);
  const projects = await db
    .select({ id: projekte.id, bezirk: projekte.bezirk })
    .from(projekte)
    .where(between(projekte.projektnr, 24001, 24080))
    .orderBy(asc(projekte.projektnr));
  if (!projects.length) return 0;
  const personIds = (await db.select({ id: personen.id }).from(personen).orderBy(asc(personen.id))).map(
    (p) => p.id,
  );
  const kaeuferFirmen = (
    await db
      .select({ id: firmen.id })
      .from(firmen)
      .where(eq(firmen.ist_kaeufer, true))
      .orderBy(asc(firmen.id))
  ).map((f) => f.id);
  const firmIds = kaeuferFirmen.length
    ? kaeuferFirmen
    : (await db.select({ id: firmen.id }).from(firmen).orderBy(asc(firmen.id)).limit(50)).map((f) => f.id);

  type Row = typeof kaufobjekte.$inferInsert;
  const first: Row[] = [];
  for (const p of projects) {
    const [min, max] = preisSpanne[p.bezirk ?? ''] ?? standardSpanne;
    const units = faker.number.int({ min: 5, max: 10 });
    const baujahr = faker.number.int({ min: 2019, max: 2024 });
    for (let top = 1; top <= units; top += 1) {
      const flaeche = faker.number.float({ min: 34, max: 135, fractionDigits: 2 });
      const proM2 = faker.number.int({ min, max });
      const brutto = Math.round(flaeche * proM2 * 100) / 100;
      const netto = Math.round((brutto / 1.2) * 100) / 100;
      // Gross follows net exactly (SPEC §5), so the helper buttons would reproduce the stored figures.
      const bruttoExakt = bruttoAusNetto(netto)!;
      const datum = faker.date.between({ from: `${baujahr}-01-01`, to: `${baujahr + 1}-12-31` });
      const marktueblich = faker.datatype.boolean({ probability: 0.95 });
      first.push({
        projekt_id: p.id,
        status: faker.helpers.weightedArrayElement([
          { weight: 1, value: 0 },
          { weight: 5, value: 1 },
          { weight: 4, value: 2 },
          { weight: 1, value: 3 },
        ]),
        top_nr: `${faker.number.int({ min: 1, max: 4 })}/${top}`,
        kaufdatum: datum.toISOString().slice(0, 10),
        nutzflaeche: flaeche,
        nettopreis: netto,
        bruttopreis: bruttoExakt,
        ust: ustBetrag(bruttoExakt, netto),
        mit_teilungsplan: faker.datatype.boolean({ probability: 0.7 }),
        ist_marktueblich: marktueblich,
        nicht_marktueblich_grund: marktueblich ? null : faker.helpers.arrayElement(nichtMarktueblich),
        tz: String(faker.number.int({ min: 100, max: 9999 })),
        tz_jahr: datum.getFullYear(),
        gericht: gerichte[p.bezirk ?? ''] ?? 'BG Innere Stadt Wien',
        creator_id: adminId,
        editor_id: adminId,
      });
    }
  }
  const inserted = await db.insert(kaufobjekte).values(first).returning({ id: kaufobjekte.id });

  // Resales: about one in twelve units was sold again a few years later, dearer.
  const resales: Row[] = [];
  first.forEach((row, i) => {
    if (!faker.datatype.boolean({ probability: 0.1 }) || row.kaufdatum! > '2023-06-30') return;
    const day = 86_400_000;
    const from = new Date(`${row.kaufdatum}T12:00:00Z`).getTime() + 700 * day;
    const to = Math.min(from + 800 * day, Date.UTC(2025, 11, 31));
    const datum = faker.date.between({ from, to });
    const netto = Math.round(row.nettopreis! * faker.number.float({ min: 1.04, max: 1.18 }) * 100) / 100;
    const brutto = bruttoAusNetto(netto)!;
    resales.push({
      ...row,
      status: 1,
      kaufdatum: datum.toISOString().slice(0, 10),
      nettopreis: netto,
      bruttopreis: brutto,
      ust: ustBetrag(brutto, netto),
      kaufobjekt_id: inserted[i]!.id,
      wiederverkauf: true,
      ist_marktueblich: true,
      nicht_marktueblich_grund: null,
      tz: String(faker.number.int({ min: 100, max: 9999 })),
      tz_jahr: datum.getFullYear(),
    });
  });
  const resold = resales.length
    ? await db.insert(kaufobjekte).values(resales).returning({ id: kaufobjekte.id })
    : [];

  const buyers: (typeof kaufobjektKaeufer.$inferInsert)[] = [];
  for (const { id } of [...inserted, ...resold]) {
    const firma = faker.datatype.boolean({ probability: 0.15 }) && firmIds.length > 0;
    if (firma) {
      buyers.push({ kaufobjekt_id: id, firma_id: faker.helpers.arrayElement(firmIds), creator_id: adminId });
      continue;
    }
    const count = faker.helpers.weightedArrayElement([
      { weight: 6, value: 1 },
      { weight: 4, value: 2 },
    ]);
    for (const personId of faker.helpers.arrayElements(personIds, count)) {
      buyers.push({
        kaufobjekt_id: id,
        person_id: personId,
        projektadresse: faker.datatype.boolean({ probability: 0.6 }),
        creator_id: adminId,
      });
    }
  }
  if (buyers.length) await db.insert(kaufobjektKaeufer).values(buyers);
  return inserted.length + resold.length;
}
