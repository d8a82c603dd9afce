import {
  angebotsobjekteArea,
  angebotsobjektStatus,
  messages,
  type Angebotsobjekt,
  wholeNumberFilter,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { angebotsobjektColumns } from './angebotsobjekt-columns';

const filterFields: FilterField[] = [
  {
    key: 'projektnr',
    label: 'Projektnr.',
    validate: wholeNumberFilter(messages.projektnrUngueltig),
  },
  { key: 'top_nr', label: 'TopNr' },
  {
    key: 'status',
    label: 'Status',
    options: angebotsobjektStatus.map((s) => ({ value: s.value, label: s.label })),
  },
  { key: 'fulltext', label: 'Volltext' },
];
const rowLabel = (a: Angebotsobjekt) => `${a.top_nr} (${a.projektnr})`;

/** `?q[]=projekt_id:<id>` lists one project's units (links from the project page); the filter form keeps it. */
export function AngebotsobjekteListPage() {
  return (
    <AreaListPage<Angebotsobjekt>
      area={angebotsobjekteArea}
      columns={angebotsobjektColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
    />
  );
}
