import type { ColumnDef } from '@tanstack/react-table';
import { CellBadge } from '../../components/cell-badge';
import { angebotsobjektStatusLabel, preisProM2, projektDisplay, type Angebotsobjekt } from '@app/domain';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

const statusColor: Record<string, string> = { verfuegbar: 'teal', reserviert: 'yellow', verkauft: 'gray' };

export function AngebotsobjektStatusBadge({ status }: { status: string }) {
  return (
    <CellBadge color={statusColor[status] ?? 'gray'} variant="light">
      {angebotsobjektStatusLabel(status)}
    </CellBadge>
  );
}

const right = { textAlign: 'right' } as const;

/** '2' and '2,5' rather than '2,0'. */
export function zimmerText(zimmer: number | null): string {
  return zimmer === null ? '' : formatNumber(zimmer, Number.isInteger(zimmer) ? 0 : 1);
}

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const angebotsobjektColumns: ColumnDef<Angebotsobjekt>[] = [
  {
    id: 'projektnr',
    header: 'Projekt',
    accessorFn: (a) => projektDisplay({ projektnr: a.projektnr, name: a.projekt_name }),
    enableSorting: true,
    size: 200,
  },
  { id: 'top_nr', header: 'TopNr', accessorKey: 'top_nr', enableSorting: true, size: 100 },
  {
    id: 'flaeche',
    header: 'Fläche (m²)',
    cell: ({ row }) => <div style={right}>{formatNumber(row.original.flaeche)}</div>,
    enableSorting: true,
    size: 120,
  },
  {
    id: 'zimmer',
    header: 'Zimmer',
    cell: ({ row }) => <div style={right}>{zimmerText(row.original.zimmer)}</div>,
    size: 80,
  },
  {
    id: 'preis',
    header: 'Preis',
    cell: ({ row }) => <div style={right}>{formatEuro(row.original.preis)}</div>,
    enableSorting: true,
    size: 130,
  },
  {
    id: 'preis_m2',
    header: '€/m²',
    cell: ({ row }) => (
      <div style={right}>{formatEuro(preisProM2(row.original.preis, row.original.flaeche))}</div>
    ),
    size: 110,
  },
  {
    id: 'status',
    ...fixedWidth,
    header: 'Status',
    cell: ({ row }) => <AngebotsobjektStatusBadge status={row.original.status} />,
    enableSorting: true,
    size: 120,
  },
  {
    id: 'stand',
    ...fixedWidth,
    header: 'Stand',
    accessorFn: (a) => formatDate(a.stand),
    enableSorting: true,
    size: 100,
  },
  {
    id: 'kaufobjekte_anzahl',
    header: 'Kaufobjekte',
    cell: ({ row }) => <div style={right}>{row.original.kaufobjekte_anzahl}</div>,
    size: 100,
  },
];
