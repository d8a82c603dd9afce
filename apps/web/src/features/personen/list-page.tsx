import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { personDisplay, personSortable, type Person } from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeletePersonen, usePersonenList } from './api';
import { personColumns } from './person-columns';
import { PersonTypeahead } from '../../components/pickers/personen/person-typeahead';

const filterFields: FilterField[] = [
  { key: 'vorname', label: 'Vorname' },
  { key: 'nachname', label: 'Nachname' },
  { key: 'email', label: 'E-Mail' },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: Person[] = [];
const rowId = (p: Person) => p.id;

export function PersonenListPage() {
  usePageTitle('Personen');
  const navigate = useNavigate();
  const canEdit = useCan('personen.bearbeiten');
  const list = useListParams(personSortable, 'nachname');
  const query = usePersonenList(list);
  const bulkDelete = useBulkDeletePersonen();

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Personen</Title>
        <Group align="flex-end">
          {/* Quick jump: the typeahead every form that links a person uses, 'Neu anlegen …' included. */}
          <PersonTypeahead
            label="Person suchen"
            placeholder="Person suchen …"
            value={null}
            onChange={(person) => person && navigate(`/personen/${person.id}`)}
          />
          {canEdit && (
            <Button component={Link} to="/personen/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Neue Person
            </Button>
          )}
        </Group>
      </Group>
      <FilterForm fields={filterFields} list={list} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Personen"
        data={query.data?.data ?? noRows}
        columns={personColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={personDisplay}
        onOpen={(person) => navigate(`/personen/${person.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
