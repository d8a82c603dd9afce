import type { ColumnDef } from '@tanstack/react-table';
import { firmaRolleLabels, firmaRollen, landName, type Firma } from '@app/domain';
import { CellBadge } from '../../components/cell-badge';
import { CopyButton } from '../../components/copy-button';
import { ellipsis, withButton } from '../../components/data-table/cell-styles';
import { formatDate } from '../../lib/format';
import { fixedWidth } from '../../components/data-table/column-widths';

const rolleFlag = { bautraeger: 'ist_bautraeger', kaeufer: 'ist_kaeufer', makler: 'ist_makler' } as const;

/** Module-level, hence stable: TanStack Table re-renders forever on inline column arrays. */
export const firmaColumns: ColumnDef<Firma>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true, size: 320 },
  {
    id: 'fbnr',
    ...fixedWidth,
    header: 'FirmenbuchNr',
    enableSorting: true,
    size: 145,
    cell: ({ row }) =>
      row.original.fbnr && (
        <span style={withButton}>
          <span style={ellipsis}>{row.original.fbnr}</span>
          <CopyButton value={row.original.fbnr} label="FirmenbuchNr kopieren" />
        </span>
      ),
  },
  { id: 'land', header: 'Land', accessorFn: (f) => landName(f.land), size: 130 },
  {
    id: 'adresse',
    header: 'Adresse',
    accessorFn: (f) => [f.adresse, [f.plz, f.ort].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    size: 300,
  },
  {
    id: 'rollen',
    header: 'Rollen',
    size: 220,
    cell: ({ row }) => (
      <span style={withButton}>
        {firmaRollen
          .filter((r) => row.original[rolleFlag[r]])
          .map((r) => (
            <CellBadge key={r} size="sm" variant="light">
              {firmaRolleLabels[r]}
            </CellBadge>
          ))}
      </span>
    ),
  },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Erstellt',
    accessorFn: (f) => formatDate(f.created),
    enableSorting: true,
    size: 120,
  },
];
