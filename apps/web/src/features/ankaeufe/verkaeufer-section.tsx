import { messages, type AnkaufVerkaeufer } from '@app/domain';
import { firmaColumns } from '../../components/assignment/assignment-columns';
import { AssignmentSection } from '../../components/assignment/assignment-section';
import { addVerkaeufer, removeVerkaeufer } from './api';

const columns = firmaColumns<AnkaufVerkaeufer>();

/** Sellers of an Ankauf (SPEC §7); before the first save (`ankaufId` null) the create call claims them. */
export function VerkaeuferSection({
  ankaufId,
  ...props
}: {
  ankaufId: number | null;
  rows: readonly AnkaufVerkaeufer[];
  canEdit: boolean;
  onAdded: (row: AnkaufVerkaeufer) => void;
  onRemoved: (id: number) => void;
}) {
  return (
    <AssignmentSection
      title="Verkäufer"
      emptyText={messages.ankaufKeineVerkaeufer}
      columns={columns}
      rowName={(row) => row.firma_name}
      add={(pick) => addVerkaeufer(ankaufId, pick.firma_id!)}
      remove={removeVerkaeufer}
      {...props}
    />
  );
}
