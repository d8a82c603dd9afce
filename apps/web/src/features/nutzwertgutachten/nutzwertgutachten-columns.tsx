import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, formatNumber, nutzwertStatusName, type NutzwertgutachtenZeile } from '@app/domain';
import { fixedWidth } from '../../components/data-table/column-widths';

const rechts = (value: string) => <div style={{ textAlign: 'right' }}>{value}</div>;

/** Module-level, hence stable. */
export const nutzwertgutachtenColumns: ColumnDef<NutzwertgutachtenZeile>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 110 },
  { id: 'projekt', header: 'Projekt', accessorKey: 'projekt_name', size: 240 },
  { id: 'gutachter', header: 'Gutachter', accessorKey: 'gutachter', size: 200 },
  {
    id: 'datum',
    ...fixedWidth,
    header: 'Datum',
    accessorFn: (g) => formatDate(g.datum),
    enableSorting: true,
    size: 110,
  },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (g) => nutzwertStatusName(g.status),
    enableSorting: true,
    size: 140,
  },
  {
    id: 'objekte',
    header: 'WE-Objekte',
    cell: ({ row }) => rechts(String(row.original.objekte_anzahl)),
    size: 110,
  },
  {
    id: 'summe',
    header: 'Σ Nutzwerte',
    cell: ({ row }) => rechts(formatNumber(row.original.nutzwert_summe, 0)),
    size: 120,
  },
];
