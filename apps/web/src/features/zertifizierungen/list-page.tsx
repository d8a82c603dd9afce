import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  formatDate,
  messages,
  zertifizierungSortable,
  zertifizierungsTypen,
  zertifizierungsTypKeys,
  type Zertifizierung,
} from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteZertifizierungen, useZertifizierungenList } from './api';
import { zertifizierungColumns } from './zertifizierung-columns';

const ganzeZahl = (v: string) => (v === '' || /^\d{1,9}$/.test(v.trim()) ? null : messages.keineZahl);
const filterFields: FilterField[] = [
  { key: 'fulltext', label: 'Projekt', placeholder: 'Projektnr., Name, Adresse …' },
  {
    key: 'typ_id',
    label: 'Typ',
    options: zertifizierungsTypKeys.map((k) => ({ value: k, label: zertifizierungsTypen[k].name })),
  },
  { key: 'klasse', label: 'Klasse' },
  { key: 'projektnr', label: 'Projektnr.', validate: ganzeZahl },
];
const noRows: Zertifizierung[] = [];
const rowId = (z: Zertifizierung) => z.id;
const rowLabel = (z: Zertifizierung) =>
  `${z.typ_name} ${z.klasse} ${z.projektnr} ${formatDate(z.datum)}`.trim();

/** `/zertifizierungen?q[]=projekt_id:<id>` lists one project's certifications (link from the project page). */
export function ZertifizierungenListPage() {
  usePageTitle('Zertifizierungen');
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const list = useListParams(zertifizierungSortable, 'projektnr');
  const query = useZertifizierungenList(list);
  const bulkDelete = useBulkDeleteZertifizierungen();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Zertifizierungen</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/zertifizierungen/new?projekt_id=${projektId}` : '/zertifizierungen/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neue Zertifizierung
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Zertifizierungen"
        data={query.data?.data ?? noRows}
        columns={zertifizierungColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(z) => navigate(`/zertifizierungen/${z.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
