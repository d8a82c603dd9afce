import {
  ankaeufeArea,
  ankaufStatus,
  ankaufStatusName,
  formatDate,
  type AnkaufZeile,
  wholeNumberFilter,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { ankaufColumns } from './ankauf-columns';
import { idNameOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Volltext', placeholder: 'Projekt, Adresse, Verkäufer …' },
  { key: 'status', label: 'Status', options: idNameOptions(ankaufStatus) },
  { key: 'projektnr', label: 'Projektnr.', validate: wholeNumberFilter() },
];
const rowLabel = (a: AnkaufZeile) =>
  `Ankauf ${a.projektnr} ${formatDate(a.datum)} ${ankaufStatusName(a.status) ?? ''}`.trim();

/** `/ankaeufe?q[]=projekt_id:<id>` lists one project's Ankäufe (link from the project page). */
export function AnkaeufeListPage() {
  return (
    <AreaListPage<AnkaufZeile>
      area={ankaeufeArea}
      columns={ankaufColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
    />
  );
}
