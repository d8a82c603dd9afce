import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, zertifizierungsTypen, type Zertifizierung } from '@app/domain';
import { fixedWidth } from '../../components/data-table/column-widths';

/** Module-level, hence stable. */
export const zertifizierungColumns: ColumnDef<Zertifizierung>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 110 },
  { id: 'projekt', header: 'Projekt', accessorKey: 'projekt_name', size: 260 },
  { id: 'typ_id', header: 'Typ', accessorKey: 'typ_name', enableSorting: true, size: 150 },
  {
    id: 'klasse',
    header: 'Klasse / Punkte',
    accessorFn: (z) => (zertifizierungsTypen[z.typ_id]?.klassen === null ? `${z.klasse} Punkte` : z.klasse),
    size: 150,
  },
  {
    id: 'datum',
    ...fixedWidth,
    header: 'Datum',
    accessorFn: (z) => formatDate(z.datum),
    enableSorting: true,
    size: 120,
  },
  { id: 'bemerkung', header: 'Bemerkung', accessorKey: 'bemerkung', size: 260 },
];
