import { count } from 'drizzle-orm';
import type { Db } from '../client';
import { berechtigungVorlagen, personen, users } from '../schema';
import { hashPassword } from '../../platform/passwords';
import { demoFaker } from './demo-faker';
import { loadDemoFirmen } from './demo-firmen';
import { loadDemoProjekte } from './demo-projekte';
import { loadDemoBewertung } from './demo-bewertung';
import { loadDemoAngebotsobjekte } from './demo-angebotsobjekte';
import { loadDemoAusstattungsqualitaeten } from './demo-ausstattungsqualitaeten';
import { loadDemoKaufobjekte } from './demo-kaufobjekte';
import { loadDemoAnkaeufe } from './demo-ankaeufe';
import { loadDemoDatencheck } from './demo-datencheck';
import { loadDemoGraz } from './demo-graz';

/** Deterministic Austrian demo data (faker de_AT, fixed seed), loaded once on an empty database. */
export const demoStaff = {
  email: 'sachbearbeitung@example.at',
  password: 'Sachbearbeitung2026!',
  name: 'Maria Huber',
};

/** One demo user per seeded permission template (issue 10), all with the password `Demo-Passwort-2026`. */
export const demoUsers = [
  { ...demoStaff, vorlage: 'Sachbearbeitung' },
  {
    email: 'administration@example.at',
    password: 'Demo-Passwort-2026',
    name: 'Andreas Berger',
    vorlage: 'Administration',
  },
  {
    email: 'lesezugriff@example.at',
    password: 'Demo-Passwort-2026',
    name: 'Lukas Wimmer',
    vorlage: 'Lesezugriff',
  },
  {
    email: 'datenqualitaet@example.at',
    password: 'Demo-Passwort-2026',
    name: 'Sabine Pichler',
    vorlage: 'Datenqualität',
  },
  { email: 'import@example.at', password: 'Demo-Passwort-2026', name: 'Florian Steiner', vorlage: 'Import' },
];

export async function loadDemoData(db: Db): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(personen);
  if (n > 0) return false;
  const faker = demoFaker();
  const [admin] = await db.select({ id: users.id }).from(users).limit(1);
  const vorlagen = await db.select().from(berechtigungVorlagen);
  for (const demo of demoUsers) {
    const vorlage = vorlagen.find((v) => v.name === demo.vorlage);
    await db
      .insert(users)
      .values({
        email: demo.email,
        name: demo.name,
        password_hash: await hashPassword(demo.password),
        berechtigungen: vorlage?.berechtigungen ?? [],
        vorlage_id: vorlage?.id ?? null,
        creator_id: admin?.id,
      })
      .onConflictDoNothing();
  }
  const rows = Array.from({ length: 250 }, () => {
    const sex = faker.person.sexType();
    const vorname = faker.person.firstName(sex);
    const nachname = faker.person.lastName();
    return {
      titel:
        faker.helpers.maybe(() => faker.helpers.arrayElement(['Dr.', 'Mag.', 'DI', 'Ing.', 'MMag.']), {
          probability: 0.2,
        }) ?? null,
      vorname,
      nachname,
      email:
        faker.helpers.maybe(
          () => faker.internet.email({ firstName: vorname, lastName: nachname }).toLowerCase(),
          {
            probability: 0.6,
          },
        ) ?? null,
      telefon:
        faker.helpers.maybe(() => `+43 ${faker.string.numeric(3)} ${faker.string.numeric(7)}`, {
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
  await loadDemoGraz(db, admin?.id); // Graz projects for the deed import's sample 631/2018
  await loadDemoBewertung(db, admin?.id); // after Projekte and Ankäufe: the purchase price sums
  await loadDemoDatencheck(db, admin?.id); // last: flaws in what the others created
  return true;
}
