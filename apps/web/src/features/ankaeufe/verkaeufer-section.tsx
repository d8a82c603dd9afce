import { messages, type AnkaufVerkaeufer } from '@app/domain';
import { FirmenZuordnungSection } from '../../components/firmen-zuordnung/firmen-zuordnung-section';
import { addVerkaeufer, removeVerkaeufer } from './api';

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
    <FirmenZuordnungSection
      title="Verkäufer"
      emptyText={messages.ankaufKeineVerkaeufer}
      add={(firmaId) => addVerkaeufer(ankaufId, firmaId)}
      remove={removeVerkaeufer}
      {...props}
    />
  );
}
