import { grundkostenanteileArea, type GrundkostenanteilZeile, wholeNumberFilter } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { grundkostenanteilColumns } from './grundkostenanteil-columns';

const ganzeZahl = wholeNumberFilter();
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const rowLabel = (g: GrundkostenanteilZeile) => `Grundkostenanteil ${g.projektnr} ${g.projekt_name}`;

/** `/grundkostenanteile?q[]=projekt_id:<id>` lists one project's Grundkostenanteil (link from the project page). */
export function GrundkostenanteileListPage() {
  return (
    <AreaListPage<GrundkostenanteilZeile>
      area={grundkostenanteileArea}
      columns={grundkostenanteilColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
      tableLabel="Grundkostenanteile"
    />
  );
}
