import { and, asc, between, eq, notInArray, sql } from 'drizzle-orm';
import { demoFaker } from './demo-faker';
import {
  bauklassen,
  nutzwert,
  weObjektArten,
  zertifizierungsTypen,
  zertifizierungsTypKeys,
} from '@app/domain';
import type { Db } from '../client';
import {
  ankaeufe,
  gkaWidmungen,
  grundkostenanteile,
  nutzwertgutachten,
  projekte,
  weObjekte,
  zertifizierungen,
} from '../schema';

/** Building height allowed by the Viennese Bauklasse (m), roughly: I 9, II 12, III 16, IV 21, V 26, VI 35. */
const hoeheJeBauklasse: Record<(typeof bauklassen)[number], number> = {
  I: 9,
  II: 12,
  III: 16,
  IV: 21,
  V: 26,
  VI: 35,
};
const widmungen = [
  'Wohngebiet',
  'Gemischtes Baugebiet',
  'Geschäftsviertel',
  'Wohngebiet – geförderter Wohnbau',
];
const gutachter = [
  'DI Karl Steiner',
  'Mag. Eva Lang',
  'Ing. Peter Hofbauer',
  'DI Dr. Sabine Wallner',
  'Bmst. Josef Aigner',
];
const gerichte = [
  'BG Innere Stadt Wien',
  'BG Leopoldstadt',
  'BG Favoriten',
  'BG Döbling',
  'BG Hernals',
  'BG Meidling',
];

/**
 * Valuation demo data (deterministic, own faker seed) after Projekte and Ankäufe: Grundkostenanteile with
 * widmung rows for 16 projects with plot purchases, certifications for 24 projects, and Nutzwertgutachten
 * with WE-Objekte for 6 projects.
 */
export async function loadDemoBewertung(db: Db, adminId: number | undefined): Promise<void> {
  const faker = demoFaker(5_2026);
  const who = { creator_id: adminId, editor_id: adminId };
  const projects = await db
    .select({ id: projekte.id, projektnr: projekte.projektnr })
    .from(projekte)
    .where(between(projekte.projektnr, 24001, 24080))
    .orderBy(asc(projekte.projektnr));
  if (!projects.length) return;
  const flaechen = await db
    .select({ projekt_id: ankaeufe.projekt_id, nfl: sql<string>`sum(${ankaeufe.nutzflaeche})` })
    .from(ankaeufe)
    // The Ankäufe the purchase price sum counts: not Doublette (2) or Ungültig (3).
    .where(and(eq(ankaeufe.doublette, false), notInArray(ankaeufe.status, [2, 3])))
    .groupBy(ankaeufe.projekt_id);
  const nflJeProjekt = new Map(flaechen.map((f) => [f.projekt_id, Number(f.nfl)]));

  // Grundkostenanteile: projects with plot purchases; the floor areas roughly match the purchased NFL.
  const mitAnkauf = projects.filter((p) => nflJeProjekt.has(p.id)).slice(0, 16);
  const ohneAnkauf = projects.filter((p) => !nflJeProjekt.has(p.id)).slice(0, 2);
  for (const [i, p] of [...mitAnkauf, ...ohneAnkauf].entries()) {
    const ziel = nflJeProjekt.get(p.id) ?? faker.number.int({ min: 20, max: 80 }) * 50;
    const override = !nflJeProjekt.has(p.id) || i % 6 === 5;
    const [gka] = await db
      .insert(grundkostenanteile)
      .values({
        projekt_id: p.id,
        kaufpreis_summe: override ? Math.round(ziel * faker.number.int({ min: 900, max: 2600 })) : null,
        bemerkung: override ? 'Kaufpreis laut Kaufvertrag (inkl. Nebenkosten)' : null,
        ...who,
      })
      .returning({ id: grundkostenanteile.id });
    const anzahl = i % 4 === 0 ? 2 : i % 7 === 3 ? 3 : 1;
    const rows = Array.from({ length: anzahl }, (_, n) => {
      const bauklasse = faker.helpers.arrayElement(bauklassen.slice(1, 5));
      const hoeheGeschoss = faker.helpers.arrayElement([3, 3.1, 3.2]);
      const hoehe = hoeheJeBauklasse[bauklasse];
      const geschosse = Math.floor(hoehe / hoeheGeschoss + 1e-9);
      const anteil = anzahl === 1 ? 1 : n === 0 ? 0.7 : 0.3 / (anzahl - 1);
      const flaeche = Math.max(50, Math.round((ziel * anteil) / (geschosse * 0.78) / 5) * 5);
      return {
        grundkostenanteil_id: gka!.id,
        position: n,
        widmung: n === 0 ? 'Wohngebiet' : faker.helpers.arrayElement(widmungen.slice(1)),
        bauklasse,
        flaeche,
        hoehe,
        hoehe_geschoss: hoeheGeschoss,
        nfl_bgf: n === 0 ? 0.78 : faker.helpers.arrayElement([0.75, 0.78, 0.8]),
      };
    });
    await db.insert(gkaWidmungen).values(rows);
  }

  // Zertifizierungen: every third project, a few with two.
  const zert = projects.filter((_, i) => i % 3 === 1).slice(0, 24);
  const zRows = zert.flatMap((p, i) => {
    const typen =
      i % 5 === 0 ? ['klimaaktiv', 'eu_taxonomie'] : [faker.helpers.arrayElement(zertifizierungsTypKeys)];
    return typen.map((typ) => {
      const klassen = zertifizierungsTypen[typ as keyof typeof zertifizierungsTypen].klassen;
      return {
        projekt_id: p.id,
        typ_id: typ,
        klasse:
          klassen === null
            ? String(faker.number.int({ min: 620, max: 980 }))
            : faker.helpers.arrayElement(klassen),
        datum: faker.date.between({ from: '2021-01-01', to: '2025-06-30' }).toISOString().slice(0, 10),
        bemerkung: null,
        ...who,
      };
    });
  });
  if (zRows.length) await db.insert(zertifizierungen).values(zRows);

  // Nutzwertgutachten with WE-Objekte (WEG 2002 § 8).
  for (const [i, p] of projects
    .filter((_, n) => n % 13 === 2)
    .slice(0, 6)
    .entries()) {
    const [g] = await db
      .insert(nutzwertgutachten)
      .values({
        projekt_id: p.id,
        status: i % 4,
        gutachter: gutachter[i % gutachter.length]!,
        datum: faker.date.between({ from: '2022-01-01', to: '2025-06-30' }).toISOString().slice(0, 10),
        gericht: faker.helpers.arrayElement(gerichte),
        tz: `${faker.number.int({ min: 100, max: 9999 })}/${faker.number.int({ min: 2022, max: 2025 })}`,
        ...who,
      })
      .returning({ id: nutzwertgutachten.id });
    const wohnungen = faker.number.int({ min: 6, max: 14 });
    const objekte = Array.from({ length: wohnungen + 3 }, (_, n) => {
      const art = n < wohnungen ? weObjektArten[0] : n === wohnungen ? weObjektArten[1] : weObjektArten[2];
      const nutzflaeche =
        art === 'Wohnung'
          ? faker.number.float({ min: 38, max: 120, fractionDigits: 2 })
          : art === 'Geschäftsraum'
            ? faker.number.float({ min: 60, max: 180, fractionDigits: 2 })
            : 12.5;
      const zuschlaege = art === 'Wohnung' ? faker.helpers.arrayElement([0, 2, 3, 5, 8]) : 0;
      const abschlaege = art === 'Abstellplatz' ? 0 : faker.helpers.arrayElement([0, 0, 2, 5]);
      return {
        nutzwertgutachten_id: g!.id,
        position: n,
        top_nr:
          art === 'Abstellplatz' ? `AP ${n - wohnungen}` : art === 'Geschäftsraum' ? 'G 1' : String(n + 1),
        art,
        nutzflaeche,
        zuschlaege,
        abschlaege,
        nutzwert: nutzwert({ nutzflaeche, zuschlaege: [zuschlaege], abschlaege: [abschlaege] }),
      };
    });
    await db.insert(weObjekte).values(objekte);
  }
}
