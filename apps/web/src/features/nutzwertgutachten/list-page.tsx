import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  formatDate,
  messages,
  nutzwertgutachtenSortable,
  nutzwertStatusListe,
  nutzwertStatusName,
  type NutzwertgutachtenZeile,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteNutzwertgutachten, useNutzwertgutachtenList } from './api';
import { nutzwertgutachtenColumns } from './nutzwertgutachten-columns';

const ganzeZahl = (v: string) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl);
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  {
    key: 'status',
    label: 'Status',
    options: nutzwertStatusListe.map((s) => ({ value: String(s.id), label: s.name })),
  },
  { key: 'gutachter', label: 'Gutachter' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const noRows: NutzwertgutachtenZeile[] = [];
const rowId = (g: NutzwertgutachtenZeile) => g.id;
const rowLabel = (g: NutzwertgutachtenZeile) =>
  `Nutzwertgutachten ${g.projektnr} ${formatDate(g.datum)} ${nutzwertStatusName(g.status)}`
    .replace(/\s+/g, ' ')
    .trim();

/** `/nutzwertgutachten?q[]=projekt_id:<id>` lists one project's appraisals (link from the project page). */
export function NutzwertgutachtenListPage() {
  usePageTitle('Nutzwertgutachten');
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const list = useListParams(nutzwertgutachtenSortable, 'projektnr');
  const query = useNutzwertgutachtenList(list);
  const bulkDelete = useBulkDeleteNutzwertgutachten();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Nutzwertgutachten</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/nutzwertgutachten/new?projekt_id=${projektId}` : '/nutzwertgutachten/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neues Nutzwertgutachten
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Nutzwertgutachten"
        data={query.data?.data ?? noRows}
        columns={nutzwertgutachtenColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(g) => navigate(`/nutzwertgutachten/${g.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
