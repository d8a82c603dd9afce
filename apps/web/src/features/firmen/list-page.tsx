import { Button, Group, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { firmaDisplay, firmaRolleLabels, firmaRollen, firmaSortable, laender, messages, type Firma } from '@app/domain';
import { DataTable } from '../../components/data-table/data-table';
import { FbuchBatchButton } from './fbuch-batch-button';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { FirmaTypeahead } from '../../components/pickers/firmen/firma-typeahead';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useBulkDeleteFirmen, useFirmenList } from './api';
import { firmaColumns } from './firma-columns';

const rollen = firmaRollen.map((r) => ({ value: r, label: firmaRolleLabels[r] }));
const landOptions = laender.map((l) => ({ value: l.code, label: l.name }));

const filterFields: FilterField[] = [
  { key: 'name', label: 'Name' },
  {
    key: 'fbnr',
    label: 'FirmenbuchNr',
    validate: (v) => (v.trim() && !/^[\d\sa-z]+$/i.test(v) ? messages.fbnrUngueltig : null),
  },
  { key: 'land', label: 'Land', options: landOptions },
  { key: 'rolle', label: 'Rolle', options: rollen },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: Firma[] = [];
const rowId = (f: Firma) => f.id;

export function FirmenListPage() {
  usePageTitle('Firmen');
  const navigate = useNavigate();
  const canEdit = useCan('firmen.bearbeiten');
  const canQueryRegister = useCan('fbuch.abfragen');
  const list = useListParams(firmaSortable, 'name');
  const query = useFirmenList(list);
  const bulkDelete = useBulkDeleteFirmen();

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Firmen</Title>
        <Group align="flex-end">
          <FirmaTypeahead
            label="Firma suchen"
            placeholder="Name oder FirmenbuchNr …"
            value={null}
            onChange={(firma) => firma && navigate(`/firmen/${firma.id}`)}
          />
          {canEdit && (
            <Button component={Link} to="/firmen/new" leftSection={<IconPlus size={16} aria-hidden />}>
              Neue Firma
            </Button>
          )}
        </Group>
      </Group>
      <FilterForm fields={filterFields} list={list} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Firmen"
        data={query.data?.data ?? noRows}
        columns={firmaColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={firmaDisplay}
        onOpen={(firma) => navigate(`/firmen/${firma.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        actions={canQueryRegister ? (ids) => <FbuchBatchButton ids={ids} /> : undefined}
        loading={query.isFetching}
      />
    </>
  );
}
