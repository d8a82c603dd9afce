import {
  formatDate,
  nutzwertgutachtenArea,
  nutzwertStatusListe,
  nutzwertStatusName,
  type NutzwertgutachtenZeile,
  wholeNumberFilter,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { nutzwertgutachtenColumns } from './nutzwertgutachten-columns';
import { idNameOptions } from '../../lib/options';

const ganzeZahl = wholeNumberFilter();
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  { key: 'status', label: 'Status', options: idNameOptions(nutzwertStatusListe) },
  { key: 'gutachter', label: 'Gutachter' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const rowLabel = (g: NutzwertgutachtenZeile) =>
  `Nutzwertgutachten ${g.projektnr} ${formatDate(g.datum)} ${nutzwertStatusName(g.status)}`
    .replace(/\s+/g, ' ')
    .trim();

/** `/nutzwertgutachten?q[]=projekt_id:<id>` lists one project's appraisals (link from the project page). */
export function NutzwertgutachtenListPage() {
  return (
    <AreaListPage<NutzwertgutachtenZeile>
      area={nutzwertgutachtenArea}
      columns={nutzwertgutachtenColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
    />
  );
}
