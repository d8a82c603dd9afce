import type { ColumnDef } from '@tanstack/react-table';
import { CellBadge } from '../../components/cell-badge';
import { statusOnlineLabel, type Ausstattungsqualitaet } from '@app/domain';
import { formatDate, formatNumber } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable (TanStack Table). */
export const ausstattungsqualitaetColumns: ColumnDef<Ausstattungsqualitaet>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 110 },
  { id: 'projekt_name', header: 'Projekt', accessorKey: 'projekt_name', enableSorting: true, size: 280 },
  {
    id: 'status_online',
    ...fixedWidth,
    header: 'Status',
    enableSorting: true,
    size: 100,
    cell: ({ row }) => (
      <CellBadge variant="light" color={row.original.status_online === 1 ? 'teal' : 'gray'}>
        {statusOnlineLabel(row.original.status_online)}
      </CellBadge>
    ),
  },
  {
    id: 'punkte',
    header: 'Punkte',
    accessorFn: (r) => formatNumber(r.punkte),
    enableSorting: true,
    size: 100,
  },
  {
    id: 'gesamtqualitaet',
    header: 'Gesamtqualität',
    accessorFn: (r) => r.gesamtqualitaet ?? '–',
    enableSorting: true,
    size: 140,
  },
  { id: 'hwb', header: 'HWB', accessorFn: (r) => r.hwb ?? '', size: 70 },
  {
    id: 'updated',
    ...fixedWidth,
    header: 'Geändert',
    accessorFn: (r) => formatDate(r.updated),
    enableSorting: true,
    size: 120,
  },
];
