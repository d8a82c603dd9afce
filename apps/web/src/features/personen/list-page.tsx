import { useNavigate } from 'react-router';
import { personDisplay, personenArea, type Person } from '@app/domain';
import { AreaListPage } from '../../components/area/area-list-page';
import type { FilterField } from '../../components/filter-form/filter-form';
import { PersonTypeahead } from '../../components/pickers/personen/person-typeahead';
import { personColumns } from './person-columns';

const filterFields: FilterField[] = [
  { key: 'vorname', label: 'Vorname' },
  { key: 'nachname', label: 'Nachname' },
  { key: 'email', label: 'E-Mail' },
  { key: 'fulltext', label: 'Volltext' },
];

export function PersonenListPage() {
  const navigate = useNavigate();
  return (
    <AreaListPage<Person>
      area={personenArea}
      columns={personColumns}
      filterFields={filterFields}
      rowLabel={personDisplay}
      headerExtra={
        // Quick jump: the typeahead every form that links a person uses, 'Neu anlegen …' included.
        <PersonTypeahead
          label="Person suchen"
          placeholder="Person suchen …"
          value={null}
          onChange={(person) => person && navigate(`/personen/${person.id}`)}
        />
      }
    />
  );
}
