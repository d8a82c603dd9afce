import { grundkostenanteileArea, messages, type GrundkostenanteilZeile } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { grundkostenanteilColumns } from './grundkostenanteil-columns';

const ganzeZahl = (v: string) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl);
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
