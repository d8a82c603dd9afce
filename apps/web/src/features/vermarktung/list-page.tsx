import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  formatDate,
  messages,
  vermarktungSortable,
  type VermarktungZeile,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteVermarktungen, useVermarktungenList } from './api';
import { vermarktungColumns } from './vermarktung-columns';

const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Volltext', placeholder: 'Projekt, Website, Makler …' },
  { key: 'projektnr', label: 'Projektnr.', validate: (v) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl) },
];
const noRows: VermarktungZeile[] = [];
const rowId = (v: VermarktungZeile) => v.id;
const rowLabel = (v: VermarktungZeile) =>
  `Vermarktung ${v.projektnr} ${formatDate(v.vermarktungsstart)}`.trim();

/** `/vermarktung?q[]=projekt_id:<id>` lists one project's marketing (link from the project page). */
export function VermarktungListPage() {
  usePageTitle('Vermarktung');
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  const list = useListParams(vermarktungSortable, 'vermarktungsstart', 'desc');
  const query = useVermarktungenList(list);
  const bulkDelete = useBulkDeleteVermarktungen();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Vermarktung</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/vermarktung/new?projekt_id=${projektId}` : '/vermarktung/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neue Vermarktung
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Vermarktung"
        data={query.data?.data ?? noRows}
        columns={vermarktungColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(v) => navigate(`/vermarktung/${v.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
