import { messages, type ProjektFirma } from '@app/domain';
import { firmen, projektFirmen } from '../../db/schema';
import { assignment, requireRow } from '../../platform/assignments';
import { findProjekt } from '../../platform/projekt';
import { findProjektFirma } from './projekte.repository';

/**
 * SPEC §7 `POST /api/projekt/{projekt_id}/firma/add`: a firm in a role (once per firm and role). The
 * session user is creator and editor, whatever the body says.
 */
export const projektFirmenAssignment = assignment({
  table: projektFirmen,
  parent: projektFirmen.projekt_id,
  parentExists: async (tx, id) => !!(await findProjekt(tx, id)),
  check: (tx, input: { firma_id: number }) =>
    requireRow(tx, firmen, input.firma_id, 'firma_id', messages.firmaNichtGefunden),
  values: (input: { firma_id: number; firma_rolle_id: number }) => ({
    firma_id: input.firma_id,
    firma_rolle_id: input.firma_rolle_id,
  }),
  find: (tx, id): Promise<ProjektFirma | undefined> => findProjektFirma(tx, id),
  duplicate: { field: 'firma_id', message: messages.firmaBereitsZugeordnet },
});
