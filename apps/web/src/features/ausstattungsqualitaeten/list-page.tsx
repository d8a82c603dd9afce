import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { ausstattungsqualitaetSortable, gesamtqualitaeten, projektDisplay, statusOnlineOptionen, type Ausstattungsqualitaet } from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useAusstattungsqualitaetList, useBulkDeleteAusstattungsqualitaet } from './api';
import { ausstattungsqualitaetColumns } from './ausstattungsqualitaet-columns';

const filterFields: FilterField[] = [
  { key: 'projektnr', label: 'Projektnr.' },
  { key: 'status_online', label: 'Status', options: statusOnlineOptionen.map((o) => ({ value: String(o.value), label: o.label })) },
  { key: 'gesamtqualitaet_id', label: 'Gesamtqualität', options: gesamtqualitaeten.map((q) => ({ value: String(q.id), label: q.name })) },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: Ausstattungsqualitaet[] = [];
const rowId = (r: Ausstattungsqualitaet) => r.id;
const rowLabel = (r: Ausstattungsqualitaet) => `BAB ${projektDisplay({ projektnr: r.projektnr, name: r.projekt_name })}`;

/** `?q[]=projekt_id:<id>` lists one project's BABs (link from the project page). */
export function AusstattungsqualitaetenListPage() {
  usePageTitle('Ausstattungsqualität');
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const list = useListParams(ausstattungsqualitaetSortable, 'projektnr');
  const query = useAusstattungsqualitaetList(list);
  const bulkDelete = useBulkDeleteAusstattungsqualitaet();
  const scope = useProjektScope(list);
  const projektFilter = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Ausstattungsqualität (BAB)</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektFilter ? `/ausstattungsqualitaeten/new?projekt_id=${projektFilter}` : '/ausstattungsqualitaeten/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neue Bewertung
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Ausstattungsqualitäten"
        data={query.data?.data ?? noRows}
        columns={ausstattungsqualitaetColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(r) => navigate(`/ausstattungsqualitaeten/${r.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
