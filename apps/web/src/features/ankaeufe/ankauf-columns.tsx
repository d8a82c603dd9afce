import type { ColumnDef } from '@tanstack/react-table';
import { ankaufStatusName, type AnkaufZeile } from '@app/domain';
import { CellBadge } from '../../components/cell-badge';
import { alignRight } from '../../components/data-table/cell-styles';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

const statusColor: Record<number, string> = { 0: 'gray', 1: 'teal', 2: 'orange', 3: 'red' };
const right = (text: string) => <div style={alignRight}>{text}</div>;

/** Module-level, hence stable (TanStack Table). Sortable ids are the server's sort keys. */
export const ankaufColumns: ColumnDef<AnkaufZeile>[] = [
  {
    id: 'projektnr',
    header: 'Projekt',
    accessorFn: (a) => `${a.projektnr} – ${a.projekt_name}`,
    enableSorting: true,
    size: 220,
  },
  {
    id: 'datum',
    ...fixedWidth,
    header: 'Datum',
    accessorFn: (a) => formatDate(a.datum),
    enableSorting: true,
    size: 110,
  },
  {
    id: 'status',
    ...fixedWidth,
    header: 'Status',
    enableSorting: true,
    size: 120,
    cell: ({ row }) => (
      <CellBadge color={statusColor[row.original.status] ?? 'gray'} variant="light">
        {ankaufStatusName(row.original.status)}
      </CellBadge>
    ),
  },
  {
    id: 'ankaufpreis',
    header: 'Ankaufpreis',
    enableSorting: true,
    size: 160,
    cell: ({ row }) => right(formatEuro(row.original.ankaufpreis)),
  },
  {
    id: 'nutzflaeche',
    header: 'Nutzfläche',
    size: 130,
    cell: ({ row }) =>
      right(row.original.nutzflaeche === null ? '' : `${formatNumber(row.original.nutzflaeche)} m²`),
  },
  { id: 'gka', header: 'GKA €/m²', size: 120, cell: ({ row }) => right(formatNumber(row.original.gka)) },
  { id: 'verkaeufer', header: 'Verkäufer', accessorFn: (a) => a.verkaeufer_namen ?? '', size: 200 },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (a) => formatDate(a.created),
    enableSorting: true,
    size: 110,
  },
];
