import type { ColumnDef } from '@tanstack/react-table';
import { projektStatus, type Projekt } from '@app/domain';
import { formatDate } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const projektColumns: ColumnDef<Projekt>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 100 },
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true },
  {
    id: 'adresse',
    header: 'Adresse',
    accessorFn: (p) => [p.strasse, [p.plz, p.ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  },
  { id: 'bezirk', header: 'Bezirk', accessorKey: 'bezirk', enableSorting: true, size: 130 },
  { id: 'bundesland', header: 'Bundesland', accessorKey: 'bundesland_name', enableSorting: true, size: 115 },
  {
    id: 'status',
    header: 'Status',
    size: 110,
    accessorFn: (p) => projektStatus.find((s) => s.id === p.status)?.name ?? '',
  },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (p) => formatDate(p.created),
    enableSorting: true,
    size: 100,
  },
];
