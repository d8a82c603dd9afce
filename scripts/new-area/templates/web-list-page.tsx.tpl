import { formatDate, __key__Area, __key__Status, type __Name__ } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { __key__Columns } from './__key__-columns';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  { key: 'bezeichnung', label: 'Bezeichnung' },
  { key: 'status', label: 'Status', options: __key__Status.map((s) => ({ value: String(s.id), label: s.label })) },
];
const rowLabel = (r: __Name__) => `${r.bezeichnung} ${r.projektnr} ${formatDate(r.datum)}`.trim();

/** `/__key__?q[]=projekt_id:<id>` lists one project's __label__ (link from the project page). */
export function __Name__ListPage() {
  return (
    <AreaListPage<__Name__> area={__key__Area} columns={__key__Columns} filterFields={filterFields} rowLabel={rowLabel} />
  );
}
