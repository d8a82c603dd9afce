import { asc, count, ne } from 'drizzle-orm';
import { fbnrPruefbuchstabe } from '@app/domain';
import type { Db } from '../client';
import { firmen } from '../schema';
import { simulatorGeocoder } from '../../platform/providers/geocoding/simulator';
import { demoFaker } from './demo-faker';

const formen = [
  { suffix: 'GmbH', rechtsform: 'Gesellschaft mit beschränkter Haftung' },
  { suffix: 'GmbH & Co KG', rechtsform: 'Kommanditgesellschaft' },
  { suffix: 'AG', rechtsform: 'Aktiengesellschaft' },
  { suffix: 'KG', rechtsform: 'Kommanditgesellschaft' },
  { suffix: 'OG', rechtsform: 'Offene Gesellschaft' },
];
const branchen = {
  bautraeger: [
    'Wohnbau',
    'Bauträger',
    'Projektentwicklung',
    'Wohnungseigentum',
    'Baugesellschaft',
    'Development',
  ],
  makler: ['Immobilien', 'Realitäten', 'Immobilientreuhand', 'Makler', 'Real Estate'],
  kaeufer: ['Vorsorgewohnungen', 'Beteiligungen', 'Privatstiftung', 'Vermögensverwaltung', 'Invest'],
};
/** The seeded firms the later loaders give roles to (not 'Privat'): the first 300, in id order. */
export function demoFirms(db: Db) {
  return db
    .select({ id: firmen.id, bautraeger: firmen.ist_bautraeger, makler: firmen.ist_makler })
    .from(firmen)
    .where(ne(firmen.name, 'Privat'))
    .orderBy(asc(firmen.id))
    .limit(300);
}

const wienPlz = Array.from({ length: 23 }, (_, i) => String(1010 + i * 10));

/**
 * About 150 deterministic Viennese firms (faker de_AT, own seed): Bauträger, Makler and Käufer with valid FNs
 * (correct check letter), addresses and coordinates. Loaded once, next to the seeded 'Privat'.
 */
export async function loadDemoFirmen(db: Db, userId: number | undefined, total = 150): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(firmen).where(ne(firmen.name, 'Privat'));
  if (n > 0) return;
  const faker = demoFaker(20260307);
  const geocoder = simulatorGeocoder();
  const names = new Set<string>();
  const nummern = new Set<number>();
  const rows: (typeof firmen.$inferInsert)[] = [];
  while (rows.length < total) {
    const rolle = faker.helpers.weightedArrayElement([
      { weight: 4, value: 'bautraeger' as const },
      { weight: 3, value: 'makler' as const },
      { weight: 3, value: 'kaeufer' as const },
    ]);
    const form = faker.helpers.arrayElement(formen);
    const name = `${faker.person.lastName()} ${faker.helpers.arrayElement(branchen[rolle])} ${form.suffix}`;
    if (names.has(name)) continue;
    names.add(name);
    let nummer = faker.number.int({ min: 10000, max: 599999 });
    while (nummern.has(nummer)) nummer += 1;
    nummern.add(nummer);
    const plz = faker.helpers.arrayElement(wienPlz);
    const adresse = `${faker.location.street()} ${faker.number.int({ min: 1, max: 180 })}`;
    const hasGeo = faker.datatype.boolean(0.85);
    const geo = hasGeo ? await geocoder.geocode({ strasse: adresse, plz }) : null;
    rows.push({
      name,
      fbnr: faker.datatype.boolean(0.9) ? `${nummer}${fbnrPruefbuchstabe(nummer)}` : null,
      land: 'aut',
      plz,
      ort: 'Wien',
      adresse,
      geo_lat: geo?.lat ?? null,
      geo_long: geo?.long ?? null,
      ist_bautraeger: rolle === 'bautraeger' || faker.datatype.boolean(0.1),
      ist_makler: rolle === 'makler',
      ist_kaeufer: rolle === 'kaeufer' || faker.datatype.boolean(0.15),
      bautraeger_info:
        rolle === 'bautraeger'
          ? (faker.helpers.maybe(
              () =>
                `Schwerpunkt ${faker.helpers.arrayElement(['freifinanzierter Wohnbau', 'geförderter Wohnbau', 'Dachgeschoßausbau', 'Zinshaussanierung'])}`,
              { probability: 0.5 },
            ) ?? null)
          : null,
      makler_info:
        rolle === 'makler'
          ? (faker.helpers.maybe(() => `Provision ${faker.helpers.arrayElement(['2', '3'])} % zzgl. USt.`, {
              probability: 0.5,
            }) ?? null)
          : null,
      kaeufer_info: null,
      rechtsform: form.rechtsform,
      sitz: 'Wien',
      creator_id: userId,
      editor_id: userId,
    });
  }
  await db.insert(firmen).values(rows);
}
