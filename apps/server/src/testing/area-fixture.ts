/*
 * The contract test's fixture of an area (area-contract.test.ts) and what fixtures share. Each area's
 * fixture is `modules/<key>/<key>.fixture.ts` (`export const fixture`), beside its module; area-fixtures.ts
 * collects them.
 */

/** What a fixture may use to create prerequisites: the HTTP API as an admin. */
export interface FixtureApi {
  /** POST and answer `data` of a 200; throws otherwise. */
  post(url: string, body: Record<string, unknown>): Promise<{ id: number } & Record<string, unknown>>;
}

export type Body = Record<string, unknown>;

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
/** A project number no other fixture used in this run. */
export const nextProjektnr = () => (projektnr += 1);

/** A new project through the API: its id. */
export async function createProjekt(api: FixtureApi, name = 'Vertragsprojekt'): Promise<number> {
  return (await api.post('/api/projekte', { projektnr: nextProjektnr(), name })).id;
}

/** A fixture for an area whose records belong to a project: the body gets a fresh `projekt_id`. */
export const perProjekt = (table: string, fields: Body, changed: Body): AreaFixture => ({
  table,
  create: async (api) => ({ projekt_id: await createProjekt(api), ...fields }),
  update: (created) => ({ projekt_id: created.projekt_id, ...fields, ...changed }),
});
