import { messages, type VermarktungMakler } from '@app/domain';
import { FirmenZuordnungSection } from '../../components/firmen-zuordnung/firmen-zuordnung-section';
import { addMakler, removeMakler } from './api';

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
    <FirmenZuordnungSection
      title="Makler"
      emptyText={messages.vermarktungKeineMakler}
      preferMakler
      add={(firmaId) => addMakler(vermarktungId, firmaId)}
      remove={removeMakler}
      {...props}
    />
  );
}
