import { leereBewertungen } from '@app/domain';

/** What a fixture may use to create prerequisites: the HTTP API as an admin. */
export interface FixtureApi {
  /** POST and answer `data` of a 200; throws otherwise. */
  post(url: string, body: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>>;
}

type Body = Record<string, unknown>;

/** How the shared contract test makes a valid record of an area (area-contract.test.ts). */
export interface AreaFixture {
  /** The table whose rows the audit log names. */
  table: string;
  /** A valid create body; creates what it needs first (a project …) through the API. */
  create(api: FixtureApi): Promise<Body>;
  /** A valid update body (without `version`) that changes at least one field of `created`. */
  update(created: Body): Body;
}

let projektnr = 90_000;
/** A new project through the API: its id. */
export async function createProjekt(api: FixtureApi, name = 'Vertragsprojekt'): Promise<number> {
  projektnr += 1;
  return (await api.post('/api/projekte', { projektnr, name })).id;
}

/** A fixture for an area whose records belong to a project: the body gets a fresh `projekt_id`. */
const perProjekt = (table: string, fields: Body, changed: Body): AreaFixture => ({
  table,
  create: async (api) => ({ projekt_id: await createProjekt(api), ...fields }),
  update: (created) => ({ projekt_id: created.projekt_id, ...fields, ...changed }),
});

/** One fixture per area with standard routes, by area key; the contract test fails for an area without one. */
let benutzerNr = 0;

export const areaFixtures: Record<string, AreaFixture> = {
  benutzer: {
    table: 'users',
    create: async () => {
      benutzerNr += 1;
      return {
        email: `vertrag-${benutzerNr}@example.at`,
        name: 'Vera Vertrag',
        berechtigungen: ['personen.lesen'],
      };
    },
    update: (created) => ({
      email: created.email,
      name: 'Vera Vertrag-Berger',
      berechtigungen: ['personen.lesen'],
    }),
  },
  kunden: {
    table: 'kunden',
    create: async () => ({ name: 'Vertrag Immobilien GmbH', monitoring_art: 0, intervall_tage: 7 }),
    update: () => ({
      name: 'Vertrag Immobilien AG',
      monitoring_art: 1,
      intervall_tage: 30,
      monitoring_url: 'https://kunde.example.at/import',
    }),
  },
  frontendbenutzer: {
    table: 'frontend_benutzer',
    create: async (api) => {
      benutzerNr += 1;
      const kunde = await api.post('/api/kunden', { name: `Vertragskunde ${benutzerNr}` });
      return {
        kunde_id: kunde.id,
        name: 'Fritz Frontend',
        email: `frontend-${benutzerNr}@kunde.example.at`,
        admin: false,
      };
    },
    update: (created) => ({
      kunde_id: created.kunde_id,
      name: 'Fritz Frontend-Huber',
      email: created.email,
      admin: true,
    }),
  },
  datencheck: {
    table: 'datencheck_abfragen',
    create: async () => ({
      name: 'Firmen ohne PLZ',
      beschreibung: 'Firmen, deren PLZ fehlt.',
      sql: 'select id as idx, name from firmen where plz is null',
      themen: ['firmen'],
      abfrageart_id: 1,
      link: '/firmen/{idx}',
    }),
    update: (created) => ({
      ...created,
      name: 'Firmen ohne Postleitzahl',
      themen: ['firmen'],
      abfrageart_id: 1,
    }),
  },
  firmen: {
    table: 'firmen',
    create: async () => ({ name: 'Vertrag GmbH' }),
    update: () => ({ name: 'Vertrag KG' }),
  },
  personen: {
    table: 'personen',
    create: async () => ({ vorname: 'Anna', nachname: 'Gruber' }),
    update: () => ({ vorname: 'Anna', nachname: 'Gruber-Berger' }),
  },
  projekte: {
    table: 'projekte',
    create: async () => {
      projektnr += 1;
      return { projektnr, name: 'Wohnpark Donaufeld' };
    },
    update: (created) => ({ projektnr: created.projektnr, name: 'Wohnpark Donaufeld Nord' }),
  },
  kaufobjekte: perProjekt('kaufobjekte', { status: 1, top_nr: '1/5' }, { top_nr: '1/6' }),
  ankaeufe: perProjekt('ankaeufe', { status: 1, ankaufpreis: 1_000_000 }, { ankaufpreis: 1_100_000 }),
  vermarktung: perProjekt('vermarktungen', { provision: 3 }, { provision: 3.6 }),
  angebotsobjekte: perProjekt(
    'angebotsobjekte',
    { top_nr: 'Top 3', status: 'reserviert' },
    { status: 'verkauft' },
  ),
  ausstattungsqualitaeten: perProjekt(
    'ausstattungsqualitaeten',
    { status_online: 0, bewertungen: leereBewertungen() },
    { status_online: 0, bewertungen: leereBewertungen(), hauptheizsystem_id: 1 },
  ),
  grundkostenanteile: perProjekt(
    'grundkostenanteile',
    { kaufpreis_summe: 500_000 },
    { kaufpreis_summe: 600_000 },
  ),
  zertifizierungen: perProjekt(
    'zertifizierungen',
    { typ_id: 'klimaaktiv', klasse: 'Gold' },
    { klasse: 'Silber' },
  ),
  nutzwertgutachten: perProjekt(
    'nutzwertgutachten',
    { gutachter: 'DI Karl Steiner' },
    { gutachter: 'DI Eva Steiner' },
  ),
};
