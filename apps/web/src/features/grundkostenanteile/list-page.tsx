import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  grundkostenanteilSortable,
  messages,
  type GrundkostenanteilZeile,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteGrundkostenanteil, useGrundkostenanteilList } from './api';
import { grundkostenanteilColumns } from './grundkostenanteil-columns';

const ganzeZahl = (v: string) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl);
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const noRows: GrundkostenanteilZeile[] = [];
const rowId = (g: GrundkostenanteilZeile) => g.id;
const rowLabel = (g: GrundkostenanteilZeile) => `Grundkostenanteil ${g.projektnr} ${g.projekt_name}`;

/** `/grundkostenanteile?q[]=projekt_id:<id>` lists one project's Grundkostenanteil (link from the project page). */
export function GrundkostenanteileListPage() {
  usePageTitle('Grundkostenanteil');
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const list = useListParams(grundkostenanteilSortable, 'projektnr');
  const query = useGrundkostenanteilList(list);
  const bulkDelete = useBulkDeleteGrundkostenanteil();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Grundkostenanteil</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/grundkostenanteile/new?projekt_id=${projektId}` : '/grundkostenanteile/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neuer Grundkostenanteil
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Grundkostenanteile"
        data={query.data?.data ?? noRows}
        columns={grundkostenanteilColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(g) => navigate(`/grundkostenanteile/${g.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
