import type { ColumnDef } from '@tanstack/react-table';
import { CellBadge } from '../../components/cell-badge';
import type { Benutzer } from '@app/domain';
import { formatDate } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const benutzerColumns: ColumnDef<Benutzer>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true },
  { id: 'email', header: 'E-Mail', accessorKey: 'email', enableSorting: true, size: 280 },
  {
    id: 'aktiv',
    ...fixedWidth,
    header: 'Status',
    size: 130,
    cell: ({ row }) =>
      row.original.anonymisiert_am ? (
        <CellBadge color="gray">anonymisiert</CellBadge>
      ) : row.original.aktiv ? (
        <CellBadge color="green">aktiv</CellBadge>
      ) : (
        <CellBadge color="red">inaktiv</CellBadge>
      ),
  },
  {
    id: 'vorlage',
    header: 'Vorlage',
    accessorFn: (b) => (b.is_admin ? 'Administrator' : (b.vorlage_name ?? '–')),
    size: 170,
  },
  {
    id: 'letzter_login',
    ...fixedWidth,
    header: 'Letzte Anmeldung',
    accessorFn: (b) => (b.letzter_login ? formatDate(b.letzter_login, true) : 'nie'),
    enableSorting: true,
    size: 170,
  },
];
