import { count } from 'drizzle-orm';
import { allPermissions } from '@app/domain';
import type { Db } from '../client';
import { personen, users } from '../schema';
import { hashPassword } from '../../platform/passwords';
import { demoFaker } from './demo-faker';
import { loadDemoFirmen } from './demo-firmen';
import { loadDemoProjekte } from './demo-projekte';
import { loadDemoBewertung } from './demo-bewertung';
import { loadDemoAngebotsobjekte } from './demo-angebotsobjekte';
import { loadDemoAusstattungsqualitaeten } from './demo-ausstattungsqualitaeten';
import { loadDemoKaufobjekte } from './demo-kaufobjekte';
import { loadDemoAnkaeufe } from './demo-ankaeufe';

/** Deterministic Austrian demo data (faker de_AT, fixed seed), loaded once on an empty database. */
export const demoStaff = {
  email: 'sachbearbeitung@example.at',
  password: 'Sachbearbeitung2026!',
  name: 'Maria Huber',
};

export async function loadDemoData(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(personen);
  if (n > 0) return false;
  const faker = demoFaker();
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  await db
    .insert(users)
    .values({
      email: demoStaff.email,
      name: demoStaff.name,
      password_hash: await hashPassword(demoStaff.password),
      berechtigungen: allPermissions.filter((p) => p !== 'benutzer.verwalten'),
      creator_id: admin?.id,
    })
    .onConflictDoNothing();
  const rows = Array.from({ length: 250 }, () => {
    const sex = faker.person.sexType();
    const vorname = faker.person.firstName(sex);
    const nachname = faker.person.lastName();
    return {
      titel: faker.helpers.maybe(() => faker.helpers.arrayElement(['Dr.', 'Mag.', 'DI', 'Ing.', 'MMag.']), {
        probability: 0.2,
      }) ?? null,
      vorname,
      nachname,
      email: faker.helpers.maybe(() => faker.internet.email({ firstName: vorname, lastName: nachname }).toLowerCase(), {
        probability: 0.6,
      }) ?? null,
      telefon: faker.helpers.maybe(() => `+43 ${faker.string.numeric(3)} ${faker.string.numeric(7)}`, {
        probability: 0.5,
      }) ?? null,
      creator_id: admin?.id,
      editor_id: admin?.id,
    };
  });
  await db.insert(personen).values(rows);
  await loadDemoFirmen(db, admin?.id);
  await loadDemoProjekte(db, admin?.id);
  await loadDemoAusstattungsqualitaeten(db, admin?.id);
  await loadDemoKaufobjekte(db, admin?.id);
  await loadDemoAngebotsobjekte(db, admin?.id); // after the Kaufobjekte: assigns the matching ones
  await loadDemoAnkaeufe(db, admin?.id);
  await loadDemoBewertung(db, admin?.id); // after Projekte and Ankäufe: the purchase price sums
  return true;
}
