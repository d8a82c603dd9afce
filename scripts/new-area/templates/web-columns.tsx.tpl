import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, __key__Status, type __Name__ } from '@app/domain';

const statusLabel = (id: number) => __key__Status.find((s) => s.id === id)?.label ?? '';

/** Module-level, hence stable. */
export const __key__Columns: ColumnDef<__Name__>[] = [
  { id: 'projektnr', header: 'Projektnr.', accessorKey: 'projektnr', enableSorting: true, size: 110 },
  { id: 'projekt', header: 'Projekt', accessorKey: 'projekt_name', size: 240 },
  { id: 'bezeichnung', header: 'Bezeichnung', accessorKey: 'bezeichnung', enableSorting: true, size: 220 },
  { id: 'datum', header: 'Datum', accessorFn: (r) => formatDate(r.datum), enableSorting: true, size: 120 },
  { id: 'status', header: 'Status', accessorFn: (r) => statusLabel(r.status), enableSorting: true, size: 140 },
  { id: 'bemerkung', header: 'Bemerkung', accessorKey: 'bemerkung', size: 240 },
];
