import { messages, type VermarktungMakler } from '@app/domain';
import { firmaColumns } from '../../components/assignment/assignment-columns';
import { AssignmentSection } from '../../components/assignment/assignment-section';
import { addMakler, removeMakler } from './api';

const columns = firmaColumns<VermarktungMakler>();

/** Brokers of a Vermarktung (SPEC §7), Makler firms offered first; before the first save the create call claims them. */
export function MaklerSection({
  vermarktungId,
  ...props
}: {
  vermarktungId: number | null;
  rows: readonly VermarktungMakler[];
  canEdit: boolean;
  onAdded: (row: VermarktungMakler) => void;
  onRemoved: (id: number) => void;
}) {
  return (
    <AssignmentSection
      title="Makler"
      emptyText={messages.vermarktungKeineMakler}
      preferMakler
      columns={columns}
      rowName={(row) => row.firma_name}
      add={(pick) => addMakler(vermarktungId, pick.firma_id!)}
      remove={removeMakler}
      {...props}
    />
  );
}
