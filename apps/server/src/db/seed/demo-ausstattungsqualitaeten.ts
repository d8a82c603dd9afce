import { asc, inArray } from 'drizzle-orm';
import {
  ausstattungsqualitaetErgebnis,
  energieErgebnis,
  gebaeudeteile,
  type Qualitaetsstufe,
} from '@app/domain';
import type { Db } from '../client';
import { ausstattungsqualitaeten, babBewertungen, babSpezialausstattung, projekte } from '../schema';
import { demoFaker } from './demo-faker';

/**
 * Rated BABs for 15 demo projects: ten online and complete (parts 16 and 17 backed by their special
 * equipment), five offline and partly rated. Deterministic (seeded faker).
 */
export async function loadDemoAusstattungsqualitaeten(db: Db, adminId: number | undefined): Promise<void> {
  const faker = demoFaker(5005);
  const nummern = Array.from({ length: 15 }, (_, i) => 24001 + i * 5);
  const liste = await db
    .select({ id: projekte.id })
    .from(projekte)
    .where(inArray(projekte.projektnr, nummern))
    .orderBy(asc(projekte.projektnr));
  for (const [i, projekt] of liste.entries()) {
    const online = i < 10;
    const basis = faker.helpers.arrayElement([1, 1, 2, 2, 3] as const);
    const bewertungen = gebaeudeteile.map((t) => {
      let stufe: Qualitaetsstufe | null = faker.helpers.arrayElement([
        basis,
        basis,
        basis,
        1,
        2,
        4,
      ] as Qualitaetsstufe[]);
      if (!online && faker.number.int(3) === 0) stufe = null;
      // Part 16 at Gehoben/Hochwertig and part 17 at Hochwertig need special equipment; the demo adds it below.
      if (t.id === 17 && stufe === 3 && i % 2 === 1) stufe = 2;
      return { gebaeudeteil_id: t.id, gewichtung: t.gewichtung, stufe };
    });
    const spezial: number[] = [];
    const teil16 = bewertungen[15]!.stufe;
    if (teil16 === 2 || teil16 === 3)
      spezial.push(...faker.helpers.arrayElements([101, 102, 103, 104, 105, 106], 4));
    if (teil16 === 3) spezial.push(faker.helpers.arrayElement([107, 108, 109]));
    if (bewertungen[16]!.stufe === 3) spezial.push(126, faker.helpers.arrayElement([123, 124, 125]));
    if (faker.datatype.boolean()) spezial.push(faker.helpers.arrayElement([131, 132, 133, 134]));

    const haupt = faker.helpers.arrayElement([1, 1, 2, 3, 4, 6]);
    const neben = faker.datatype.boolean()
      ? faker.helpers.arrayElement([9, 10, 11].filter((h) => h !== haupt))
      : null;
    const hwbm = faker.number.float({ min: 8, max: 60, fractionDigits: 1 });
    const pebm = faker.number.float({ min: 50, max: 180, fractionDigits: 1 });
    const pebmErn = faker.number.float({ min: 5, max: pebm / 2, fractionDigits: 1 });
    const energie = {
      hwbm,
      fgeem: faker.number.float({ min: 0.5, max: 1.2, fractionDigits: 2 }),
      co2m: faker.number.float({ min: 3, max: 30, fractionDigits: 1 }),
      pebm,
      pebm_ern: pebmErn,
      hwb: null,
      fgee: null,
      co2: null,
      peb: null,
    };
    const { punkte, gesamtqualitaet_id } = ausstattungsqualitaetErgebnis(bewertungen);
    const [bab] = await db
      .insert(ausstattungsqualitaeten)
      .values({
        projekt_id: projekt.id,
        status_online: online ? 1 : 0,
        punkte,
        gesamtqualitaet_id,
        hauptheizsystem_id: haupt,
        nebenheizsystem_id: neben,
        gka_qualitaet_id: gesamtqualitaet_id,
        nutzflaeche: faker.number.float({ min: 800, max: 9000, fractionDigits: 2 }),
        ...energie,
        ...energieErgebnis(energie),
        creator_id: adminId,
        editor_id: adminId,
      })
      .returning({ id: ausstattungsqualitaeten.id });
    await db
      .insert(babBewertungen)
      .values(bewertungen.map((b) => ({ ...b, ausstattungsqualitaet_id: bab!.id })));
    if (spezial.length) {
      await db.insert(babSpezialausstattung).values(
        [...new Set(spezial)].map((s) => ({
          ausstattungsqualitaet_id: bab!.id,
          spezialausstattung_id: s,
          creator_id: adminId,
        })),
      );
    }
  }
}
