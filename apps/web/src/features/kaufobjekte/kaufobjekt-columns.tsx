import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Group, Text } from '@mantine/core';
import { kaufobjektStatusName, preisProQuadratmeter, type KaufobjektZeile } from '@app/domain';
import { formatDate, formatEuro, formatNumber } from '../../lib/format';

const statusColor: Record<number, string> = { 0: 'gray', 1: 'blue', 2: 'teal', 3: 'orange' };

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const kaufobjektColumns: ColumnDef<KaufobjektZeile>[] = [
  {
    id: 'projekt',
    header: 'Projekt',
    enableSorting: true,
    size: 170,
    cell: ({ row }) => (
      <Text size="sm" truncate="end">
        {row.original.projektnr} – {row.original.projekt_name}
      </Text>
    ),
  },
  {
    id: 'top_nr',
    header: 'TopNr',
    enableSorting: true,
    size: 100,
    cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        <Text size="sm" truncate="end" miw={0}>
          {row.original.top_nr}
        </Text>
        {row.original.wiederverkauf && (
          <Badge size="xs" variant="outline" title="Wiederverkauf">
            WV
          </Badge>
        )}
      </Group>
    ),
  },
  {
    id: 'kaufdatum',
    header: 'Kaufdatum',
    accessorFn: (k) => formatDate(k.kaufdatum),
    enableSorting: true,
    size: 110,
  },
  {
    id: 'status',
    header: 'Status',
    enableSorting: true,
    size: 120,
    cell: ({ row }) => (
      <Badge variant="light" color={statusColor[row.original.status] ?? 'gray'}>
        {kaufobjektStatusName(row.original.status)}
      </Badge>
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
    size: 150,
    cell: ({ row }) => (
      <Text size="sm" truncate="end">
        {row.original.kaeufer_namen}
      </Text>
    ),
  },
  {
    id: 'created',
    header: 'Erstellt',
    accessorFn: (k) => formatDate(k.created),
    enableSorting: true,
    size: 95,
  },
];
