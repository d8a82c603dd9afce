import { formatDate, vermarktungArea, type VermarktungZeile, wholeNumberFilter } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { vermarktungColumns } from './vermarktung-columns';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Volltext', placeholder: 'Projekt, Website, Makler …' },
  { key: 'projektnr', label: 'Projektnr.', validate: wholeNumberFilter() },
];
const rowLabel = (v: VermarktungZeile) =>
  `Vermarktung ${v.projektnr} ${formatDate(v.vermarktungsstart)}`.trim();

/** `/vermarktung?q[]=projekt_id:<id>` lists one project's marketing (link from the project page). */
export function VermarktungListPage() {
  return (
    <AreaListPage<VermarktungZeile>
      area={vermarktungArea}
      columns={vermarktungColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
    />
  );
}
