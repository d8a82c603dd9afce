import type { ColumnDef } from '@tanstack/react-table';
import { kaufobjektStatusName, preisProQuadratmeter, type KaufobjektZeile } from '@app/domain';
import { CellBadge } from '../../components/cell-badge';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

const statusColor: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'teal', 3: 'orange' };

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const kaufobjektColumns: ColumnDef<KaufobjektZeile>[] = [
  {
    id: 'projekt',
    header: 'Projekt',
    enableSorting: true,
    size: 145,
    accessorFn: (k) => `${k.projektnr} – ${k.projekt_name}`,
  },
  {
    id: 'top_nr',
    header: 'TopNr',
    enableSorting: true,
    size: 90,
    cell: ({ row }) => (
      <>
        {row.original.top_nr}{' '}
        {row.original.wiederverkauf && (
          <CellBadge size="xs" variant="outline" title="Wiederverkauf">
            WV
          </CellBadge>
        )}
      </>
    ),
  },
  {
    id: 'kaufdatum',
    ...fixedWidth,
    header: 'Kaufdatum',
    accessorFn: (k) => formatDate(k.kaufdatum),
    enableSorting: true,
    size: 110,
  },
  {
    id: 'status',
    ...fixedWidth,
    header: 'Status',
    enableSorting: true,
    size: 130,
    cell: ({ row }) => (
      <CellBadge variant="light" color={statusColor[row.original.status] ?? 'gray'}>
        {kaufobjektStatusName(row.original.status)}
      </CellBadge>
    ),
  },
  {
    id: 'nutzflaeche',
    header: 'm²',
    accessorFn: (k) => formatNumber(k.nutzflaeche),
    enableSorting: true,
    size: 85,
  },
  {
    id: 'bruttopreis',
    header: 'Bruttopreis',
    accessorFn: (k) => formatEuro(k.bruttopreis),
    enableSorting: true,
    size: 135,
  },
  {
    id: 'preis_m2',
    header: '€/m²',
    accessorFn: (k) => formatNumber(preisProQuadratmeter(k.bruttopreis, k.nutzflaeche)),
    enableSorting: true,
    size: 90,
  },
  {
    id: 'kaeufer',
    header: 'Käufer',
    size: 140,
    accessorFn: (k) => k.kaeufer_namen ?? '',
  },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (k) => formatDate(k.created),
    enableSorting: true,
    size: 110,
  },
];
