import { leereBewertungen } from '@app/domain';
import { perProjekt, type AreaFixture } from '../../testing/area-fixture';

/** A valid record for the standard routes' contract test (area-contract.test.ts). */
export const fixture: AreaFixture = perProjekt(
  'ausstattungsqualitaeten',
  { status_online: 0, bewertungen: leereBewertungen() },
  { status_online: 0, bewertungen: leereBewertungen(), hauptheizsystem_id: 1 },
);
