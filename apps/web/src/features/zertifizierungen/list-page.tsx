import {
  formatDate,
  zertifizierungenArea,
  zertifizierungsTypen,
  zertifizierungsTypKeys,
  type Zertifizierung,
  wholeNumberFilter,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { zertifizierungColumns } from './zertifizierung-columns';

const ganzeZahl = wholeNumberFilter();
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  {
    key: 'typ_id',
    label: 'Typ',
    options: zertifizierungsTypKeys.map((k) => ({ value: k, label: zertifizierungsTypen[k].name })),
  },
  { key: 'klasse', label: 'Klasse' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const rowLabel = (z: Zertifizierung) =>
  `${z.typ_name} ${z.klasse} ${z.projektnr} ${formatDate(z.datum)}`.trim();

/** `/zertifizierungen?q[]=projekt_id:<id>` lists one project's certifications (link from the project page). */
export function ZertifizierungenListPage() {
  return (
    <AreaListPage<Zertifizierung>
      area={zertifizierungenArea}
      columns={zertifizierungColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
    />
  );
}
