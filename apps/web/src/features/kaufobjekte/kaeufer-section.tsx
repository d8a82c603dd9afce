import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { messages, type KaufobjektKaeufer } from '@app/domain';
import { AssignmentSection, type AssignmentColumn } from '../../components/assignment/assignment-section';
import { addKaeufer, removeKaeufer } from './api';

const columns: AssignmentColumn<KaufobjektKaeufer>[] = [
  { header: 'Art', w: 90, cell: (k) => (k.firma_id ? 'Firma' : 'Person') },
  {
    header: 'Name',
    cell: (k) => (
      <Anchor
        component={Link}
        to={k.firma_id ? `/firmen/${k.firma_id}` : `/personen/${k.person_id}`}
        size="sm"
      >
        {k.name}
      </Anchor>
    ),
  },
  { header: 'Projektadresse', w: 140, cell: (k) => (k.person_id ? (k.projektadresse ? 'ja' : 'nein') : '') },
];

/**
 * Buyers: a firm or a person (persons with projektadresse). Before the first save (kaufobjektId null)
 * they are collected on the server and claimed by the create call.
 */
export function KaeuferSection({
  kaufobjektId,
  ...props
}: {
  kaufobjektId: number | null;
  rows: readonly KaufobjektKaeufer[];
  canEdit: boolean;
  onAdded?: (k: KaufobjektKaeufer) => void;
  onRemoved?: (id: number) => void;
}) {
  return (
    <AssignmentSection
      title="Käufer"
      submitLabel="Käufer hinzufügen"
      emptyText="Noch keine Käufer zugeordnet."
      columns={columns}
      rowName={(k) => k.name}
      pick="firma-or-person"
      artLabel="Art des Käufers"
      firmaRolle={() => 'kaeufer'}
      projektadresse
      requiredMessage={messages.koKaeuferPflicht}
      add={(pick) => addKaeufer(kaufobjektId, pick)}
      remove={removeKaeufer}
      maw={1100}
      {...props}
    />
  );
}
