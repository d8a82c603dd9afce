import {
  firmaRollen,
  projekteArea,
  projektRollen,
  type FirmaRolle,
  type ProjektDetail,
  type ProjektFirma,
} from '@app/domain';
import { firmaColumns } from '../../components/assignment/assignment-columns';
import { AssignmentSection, type AssignmentColumn } from '../../components/assignment/assignment-section';
import { useAreaAccess } from '../../lib/areas';
import { addProjektFirma, removeProjektFirma, useRefetchProjekt } from './api';
import { idNameOptions } from '../../lib/options';

const roles = idNameOptions(projektRollen);
/** A firm created for the role Bauträger or Makler gets that flag (the other roles have none). */
function firmaRolle(rolleId: number | null): FirmaRolle | null {
  const key = projektRollen.find((r) => r.id === rolleId)?.key;
  return firmaRollen.find((r) => r === key) ?? null;
}
const columns: AssignmentColumn<ProjektFirma>[] = [
  { header: 'Rolle', w: 200, cell: (row) => row.rolle_name },
  ...firmaColumns<ProjektFirma>(),
];

/** The project's firms in their roles (SPEC §7), each firm once per role. */
export function ProjektFirmenSection({ projekt }: { projekt: ProjektDetail }) {
  const canEdit = useAreaAccess(projekteArea).write;
  const refetch = useRefetchProjekt(projekt.id);
  return (
    <AssignmentSection
      title="Firmen"
      tableLabel="Firmen des Projekts"
      formLabel="Firma zuordnen"
      emptyText="Noch keine Firmen zugeordnet."
      rows={projekt.firmen}
      columns={columns}
      rowName={(row) => row.display}
      canEdit={canEdit}
      pickLabel={() => 'Firma'}
      roles={roles}
      firmaRolle={firmaRolle}
      add={(pick) =>
        addProjektFirma(projekt.id, { firma_id: pick.firma_id!, firma_rolle_id: pick.rolle_id! })
      }
      remove={removeProjektFirma}
      onAdded={refetch}
      onRemoved={refetch}
      maw="100%"
    />
  );
}
