import { kundenArea, type Kunde } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { kundeColumns } from './kunde-columns';
import { choiceOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Name oder Kundennr.' },
  {
    key: 'monitoring_art',
    label: 'Monitoring',
    options: choiceOptions({ 0: 'Sidefile', 1: 'Schnittstelle' }),
  },
];

export function KundenListPage() {
  return (
    <AreaListPage<Kunde>
      area={kundenArea}
      columns={kundeColumns}
      filterFields={filterFields}
      rowLabel={(k) => k.name}
    />
  );
}
