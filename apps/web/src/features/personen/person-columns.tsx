import type { ColumnDef } from '@tanstack/react-table';
import type { Person } from '@app/domain';
import { CopyButton } from '../../components/copy-button';
import { ellipsis, withButton } from '../../components/data-table/cell-styles';
import { formatDate } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const personColumns: ColumnDef<Person>[] = [
  { id: 'nachname', header: 'Nachname', accessorKey: 'nachname', enableSorting: true },
  { id: 'vorname', header: 'Vorname', accessorKey: 'vorname', enableSorting: true },
  { id: 'titel', header: 'Titel', accessorKey: 'titel', size: 90 },
  {
    id: 'email',
    header: 'E-Mail',
    size: 300,
    cell: ({ row }) =>
      row.original.email && (
        <span style={withButton}>
          <span style={ellipsis}>{row.original.email}</span>
          <CopyButton value={row.original.email} label="E-Mail kopieren" />
        </span>
      ),
  },
  { id: 'telefon', header: 'Telefon', accessorKey: 'telefon', size: 170 },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (p) => formatDate(p.created),
    enableSorting: true,
    size: 120,
  },
];
