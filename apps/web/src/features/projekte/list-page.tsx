import { bundeslaender, projektDisplay, projekteArea, type Projekt, wholeNumberFilter } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { GotoForm } from './goto-form';
import { projektColumns } from './projekt-columns';
import { idNameOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  {
    key: 'projektnr',
    label: 'Projektnr.',
    validate: wholeNumberFilter(),
  },
  { key: 'name', label: 'Name' },
  { key: 'bezirk', label: 'Bezirk' },
  { key: 'bundesland_id', label: 'Bundesland', options: idNameOptions(bundeslaender) },
  { key: 'fulltext', label: 'Volltext' },
];

export function ProjekteListPage() {
  return (
    <AreaListPage<Projekt>
      area={projekteArea}
      columns={projektColumns}
      filterFields={filterFields}
      rowLabel={projektDisplay}
      headerExtra={<GotoForm />}
    />
  );
}
