import type { ColumnDef } from '@tanstack/react-table';
import { Anchor } from '@mantine/core';
import type { VermarktungZeile } from '@app/domain';
import { alignRight } from '../../components/data-table/cell-styles';
import { formatDate, formatNumber } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable (TanStack Table). Sortable ids are the server's sort keys. */
export const vermarktungColumns: ColumnDef<VermarktungZeile>[] = [
  {
    id: 'projektnr',
    header: 'Projekt',
    accessorFn: (v) => `${v.projektnr} – ${v.projekt_name}`,
    enableSorting: true,
    size: 280,
  },
  {
    id: 'vermarktungsstart',
    ...fixedWidth,
    header: 'Vermarktungsstart',
    accessorFn: (v) => formatDate(v.vermarktungsstart),
    enableSorting: true,
    size: 160,
  },
  {
    id: 'provision',
    ...fixedWidth,
    header: 'Provision',
    enableSorting: true,
    size: 110,
    cell: ({ row }) => (
      <div style={alignRight}>
        {row.original.provision === null ? '' : `${formatNumber(row.original.provision)} %`}
      </div>
    ),
  },
  {
    id: 'website',
    header: 'Website',
    size: 240,
    cell: ({ row }) =>
      row.original.website && (
        <Anchor
          href={row.original.website}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          onClick={(event) => event.stopPropagation()}
        >
          {row.original.website.replace(/^https?:\/\//, '')}
        </Anchor>
      ),
  },
  { id: 'makler', header: 'Makler', accessorFn: (v) => v.makler_namen ?? '', size: 260 },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (v) => formatDate(v.created),
    enableSorting: true,
    size: 110,
  },
];
