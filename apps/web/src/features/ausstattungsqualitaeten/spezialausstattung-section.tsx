import { Badge } from '@mantine/core';
import { messages, type AusstattungsqualitaetSpezialausstattungZeile } from '@app/domain';
import { AssignmentSection, type AssignmentColumn } from '../../components/assignment/assignment-section';
import { SpezialausstattungTypeahead } from '../../components/pickers/spezialausstattung/spezialausstattung-typeahead';
import { addSpezialausstattung, removeSpezialausstattung } from './api';

type Zeile = AusstattungsqualitaetSpezialausstattungZeile;
const columns: AssignmentColumn<Zeile>[] = [
  { header: 'Gebäudeteil', cell: (row) => row.category_name },
  { header: 'Ausstattung', cell: (row) => row.ausstattung_name },
  { header: 'Bezeichnung', cell: (row) => row.name },
  {
    header: 'Kategorie',
    cell: (row) => (
      <Badge variant="light" color={row.kategorie === 'hochwertig' ? 'grape' : 'blue'}>
        {row.kategorie}
      </Badge>
    ),
  },
];

/**
 * The BAB's special equipment (SPEC §7 add / delete calls): with the BAB's id, or before its first save
 * (the create call claims those rows). Picking an entry adds it at once: the section sits in the BAB's form.
 */
export function SpezialausstattungSection({
  babId,
  items,
  onChange,
  canEdit,
}: {
  babId: number | null;
  items: readonly Zeile[];
  onChange: (items: Zeile[]) => void;
  canEdit: boolean;
}) {
  return (
    <AssignmentSection
      bare
      title="Spezialausstattung"
      emptyText={messages.keineSpezialausstattung}
      rows={items}
      columns={columns}
      rowName={(row) => row.name}
      removeLabel={(row) => `${row.name} entfernen`}
      confirmLabel="Löschen"
      canEdit={canEdit}
      picker={(run, busy) => (
        <SpezialausstattungTypeahead
          label="Spezialausstattung hinzufügen"
          placeholder="Ausstattung suchen …"
          value={null}
          disabled={busy}
          onChange={(item) => item && void run(() => addSpezialausstattung(babId, item.id))}
        />
      )}
      remove={removeSpezialausstattung}
      onAdded={(row) => onChange([...items, row])}
      onRemoved={(id) => onChange(items.filter((i) => i.id !== id))}
    />
  );
}
