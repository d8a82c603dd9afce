import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { bundeslaender, messages, projektDisplay, projektSortable, type Projekt } from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteProjekte, useProjekteList } from './api';
import { GotoForm } from './goto-form';
import { projektColumns } from './projekt-columns';

const filterFields: FilterField[] = [
  {
    key: 'projektnr',
    label: 'Projektnr.',
    validate: (v) => (v.trim() === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl),
  },
  { key: 'name', label: 'Name' },
  { key: 'bezirk', label: 'Bezirk' },
  { key: 'bundesland_id', label: 'Bundesland', options: bundeslaender.map((b) => ({ value: String(b.id), label: b.name })) },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: Projekt[] = [];
const rowId = (p: Projekt) => p.id;

export function ProjekteListPage() {
  usePageTitle('Projekte');
  const navigate = useNavigate();
  const canEdit = useCan('projekte.bearbeiten');
  const list = useListParams(projektSortable, 'projektnr');
  const query = useProjekteList(list);
  const bulkDelete = useBulkDeleteProjekte();

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Projekte</Title>
        <Group align="flex-end">
          <GotoForm />
          {canEdit && (
            <Button component={Link} to="/projekte/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Neues Projekt
            </Button>
          )}
        </Group>
      </Group>
      <FilterForm fields={filterFields} list={list} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Projekte"
        data={query.data?.data ?? noRows}
        columns={projektColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={projektDisplay}
        onOpen={(projekt) => void navigate(`/projekte/${projekt.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
