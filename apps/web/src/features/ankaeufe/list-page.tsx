import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  ankaufSortable,
  ankaufStatus,
  ankaufStatusName,
  formatDate,
  messages,
  type AnkaufZeile,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAnkaeufeList, useBulkDeleteAnkaeufe } from './api';
import { ankaufColumns } from './ankauf-columns';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Volltext', placeholder: 'Projekt, Adresse, Verkäufer …' },
  {
    key: 'status',
    label: 'Status',
    options: ankaufStatus.map((s) => ({ value: String(s.id), label: s.name })),
  },
  { key: 'projektnr', label: 'Projektnr.', validate: (v) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl) },
];
const noRows: AnkaufZeile[] = [];
const rowId = (a: AnkaufZeile) => a.id;
const rowLabel = (a: AnkaufZeile) =>
  `Ankauf ${a.projektnr} ${formatDate(a.datum)} ${ankaufStatusName(a.status) ?? ''}`.trim();

/** `/ankaeufe?q[]=projekt_id:<id>` lists one project's Ankäufe (link from the project page). */
export function AnkaeufeListPage() {
  usePageTitle('Ankäufe');
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  const list = useListParams(ankaufSortable, 'datum', 'desc');
  const query = useAnkaeufeList(list);
  const bulkDelete = useBulkDeleteAnkaeufe();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Ankäufe</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/ankaeufe/new?projekt_id=${projektId}` : '/ankaeufe/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neuer Ankauf
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Ankäufe"
        data={query.data?.data ?? noRows}
        columns={ankaufColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(a) => navigate(`/ankaeufe/${a.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
