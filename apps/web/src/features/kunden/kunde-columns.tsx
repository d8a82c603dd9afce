import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, monitoringArten, type Kunde } from '@app/domain';
import { fixedWidth } from '../../components/data-table/column-widths';

export const kundeColumns: ColumnDef<Kunde>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true, size: 280 },
  { id: 'kundennr', header: 'Kundennr.', accessorKey: 'kundennr', enableSorting: true, size: 120 },
  { id: 'benutzer', header: 'BenutzerInnen', accessorKey: 'benutzer_anzahl', size: 120 },
  {
    id: 'monitoring',
    header: 'Monitoring',
    accessorFn: (k) =>
      k.monitoring_art === null
        ? '–'
        : `${monitoringArten[k.monitoring_art as 0 | 1]} · ${k.intervall_tage} Tage`,
    size: 200,
  },
  {
    id: 'naechster_lauf',
    ...fixedWidth,
    header: 'Nächster Lauf',
    accessorFn: (k) => formatDate(k.naechster_lauf, true),
    size: 160,
  },
  { id: 'aktiv', header: 'Aktiv', accessorFn: (k) => (k.aktiv ? 'ja' : 'nein'), size: 80 },
];
