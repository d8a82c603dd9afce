import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  angebotsobjektSortable,
  angebotsobjektStatus,
  messages,
  type Angebotsobjekt,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAngebotsobjekteList, useBulkDeleteAngebotsobjekte } from './api';
import { angebotsobjektColumns } from './angebotsobjekt-columns';

const filterFields: FilterField[] = [
  {
    key: 'projektnr',
    label: 'Projektnr.',
    validate: (v) => (v.trim() === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.projektnrUngueltig),
  },
  { key: 'top_nr', label: 'TopNr' },
  { key: 'status', label: 'Status', options: angebotsobjektStatus.map((s) => ({ value: s.value, label: s.label })) },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: Angebotsobjekt[] = [];
const rowId = (a: Angebotsobjekt) => a.id;
const rowLabel = (a: Angebotsobjekt) => `${a.top_nr} (${a.projektnr})`;

/** `?q[]=projekt_id:<id>` lists one project's units (links from the project page); the filter form keeps it. */
export function AngebotsobjekteListPage() {
  usePageTitle('Angebotsobjekte');
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  const list = useListParams(angebotsobjektSortable, 'projektnr');
  const query = useAngebotsobjekteList(list);
  const bulkDelete = useBulkDeleteAngebotsobjekte();

  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Angebotsobjekte</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/angebotsobjekte/new?projekt_id=${projektId}` : '/angebotsobjekte/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neues Angebotsobjekt
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Angebotsobjekte"
        data={query.data?.data ?? noRows}
        columns={angebotsobjektColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(a) => void navigate(`/angebotsobjekte/${a.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
