import {
  ausstattungsqualitaetenArea,
  gesamtqualitaeten,
  projektDisplay,
  statusOnlineOptionen,
  type Ausstattungsqualitaet,
} from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { ausstattungsqualitaetColumns } from './ausstattungsqualitaet-columns';
import { idNameOptions } from '../../lib/options';

const filterFields: FilterField[] = [
  { key: 'projektnr', label: 'Projektnr.' },
  {
    key: 'status_online',
    label: 'Status',
    options: statusOnlineOptionen.map((o) => ({ value: String(o.value), label: o.label })),
  },
  { key: 'gesamtqualitaet_id', label: 'Gesamtqualität', options: idNameOptions(gesamtqualitaeten) },
  { key: 'fulltext', label: 'Volltext' },
];
const rowLabel = (r: Ausstattungsqualitaet) =>
  `BAB ${projektDisplay({ projektnr: r.projektnr, name: r.projekt_name })}`;

/** `?q[]=projekt_id:<id>` lists one project's BABs (link from the project page). */
export function AusstattungsqualitaetenListPage() {
  return (
    <AreaListPage<Ausstattungsqualitaet>
      area={ausstattungsqualitaetenArea}
      columns={ausstattungsqualitaetColumns}
      filterFields={filterFields}
      rowLabel={rowLabel}
      tableLabel="Ausstattungsqualitäten"
    />
  );
}
