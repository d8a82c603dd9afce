import type { ColumnDef } from '@tanstack/react-table';
import { formatEuro, formatNumber, type GrundkostenanteilZeile } from '@app/domain';

const rechts = { textAlign: 'right' } as const;
const zahl = (value: string) => <div style={rechts}>{value}</div>;

/** Module-level, hence stable. */
export const grundkostenanteilColumns: ColumnDef<GrundkostenanteilZeile>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 100 },
  { id: 'projekt', header: 'Projekt', accessorKey: 'projekt_name', size: 200 },
  {
    id: 'widmungen',
    header: 'Widmungen',
    cell: ({ row }) => zahl(String(row.original.widmungen_anzahl)),
    size: 100,
  },
  {
    id: 'kaufpreis',
    header: 'Kaufpreissumme',
    cell: ({ row }) => zahl(formatEuro(row.original.kaufpreis_summe)),
    size: 150,
  },
  {
    id: 'bgf',
    header: 'Σ BGF (m²)',
    cell: ({ row }) => zahl(formatNumber(row.original.bgf_summe)),
    size: 110,
  },
  {
    id: 'nfl',
    header: 'Σ NFL (m²)',
    cell: ({ row }) => zahl(formatNumber(row.original.nfl_summe)),
    size: 110,
  },
  {
    id: 'preis_bgf',
    header: '€/m² BGF',
    cell: ({ row }) => zahl(formatEuro(row.original.preis_bgf)),
    size: 105,
  },
  {
    id: 'preis_nfl',
    header: '€/m² NFL',
    cell: ({ row }) => zahl(formatEuro(row.original.preis_nfl)),
    size: 105,
  },
];
