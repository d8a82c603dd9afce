import type { ColumnDef } from '@tanstack/react-table';
import { frontendBenutzerArea, type FrontendBenutzer } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { choiceOptions } from '../../lib/options';

const columns: ColumnDef<FrontendBenutzer>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', enableSorting: true, size: 220 },
  { id: 'email', header: 'E-Mail', accessorKey: 'email', enableSorting: true, size: 260 },
  { id: 'kunde', header: 'Kunde', accessorKey: 'kunde_name', enableSorting: true, size: 240 },
  { id: 'admin', header: 'Admin', accessorFn: (b) => (b.admin ? 'ja' : 'nein'), size: 80 },
  { id: 'aktiv', header: 'Aktiv', accessorFn: (b) => (b.aktiv ? 'ja' : 'nein'), size: 80 },
];
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Name, E-Mail oder Kunde' },
  { key: 'admin', label: 'Admin', options: choiceOptions({ true: 'ja', false: 'nein' }) },
];

/** `?q[]=kunde_id:<id>` lists one Kunde's users. */
export function FrontendBenutzerListPage() {
  return (
    <AreaListPage<FrontendBenutzer>
      area={frontendBenutzerArea}
      columns={columns}
      filterFields={filterFields}
      rowLabel={(b) => b.name}
    />
  );
}
