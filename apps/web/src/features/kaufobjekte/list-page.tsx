import { Button, Group, Title } from '@mantine/core';
import { IconFileExport, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  kaufobjektDisplay,
  kaufobjektFilterFehler,
  kaufobjektSortable,
  kaufobjektStatus,
  messages,
  type KaufobjektZeile,
} from '@app/domain';
import { showAlert } from '../../components/confirm';
import { DataTable } from '../../components/data-table/data-table';
import { FilterForm, type FilterField } from '../../components/filter-form/filter-form';
import { LoadError } from '../../components/load-error';
import { useProjektScope } from '../../components/pickers/projekte/projekt-scope';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useCan, useCurrentUser } from '../../lib/session';
import { exportUrl, useBulkDeleteKaufobjekte, useKaufobjekteList } from './api';
import { kaufobjektColumns } from './kaufobjekt-columns';

const check = (key: string) => (value: string) => kaufobjektFilterFehler(key, value);
const filterFields: FilterField[] = [
  {
    key: 'status',
    label: 'Status',
    options: kaufobjektStatus.map((s) => ({ value: String(s.id), label: s.name })),
  },
  { key: 'preis_von', label: 'Bruttopreis von', placeholder: 'z. B. 250.000', validate: check('preis_von') },
  { key: 'preis_bis', label: 'Bruttopreis bis', placeholder: 'z. B. 500.000', validate: check('preis_bis') },
  { key: 'top_nr', label: 'TopNr' },
  { key: 'projektnr', label: 'Projektnr.', validate: check('projektnr') },
  { key: 'fulltext', label: 'Volltext' },
];
const noRows: KaufobjektZeile[] = [];
const rowId = (k: KaufobjektZeile) => k.id;
const rowLabel = (k: KaufobjektZeile) => `${k.projektnr} ${kaufobjektDisplay(k)}`;

export function KaufobjekteListPage() {
  usePageTitle('Kaufobjekte');
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  // SPEC §6: while an admin acts as another user, exporting 'all' is disabled (the server refuses it too).
  const impersonating = !!useCurrentUser()?.originalUser;
  const list = useListParams(kaufobjektSortable, 'kaufdatum', 'desc');
  const query = useKaufobjekteList(list);
  const bulkDelete = useBulkDeleteKaufobjekte();
  const scope = useProjektScope(list);
  const projektId = scope.projektId;

  /** The server answers the CSV as an attachment: the browser downloads it and stays on the page. */
  const download = (url: string) => window.location.assign(url);
  const actions = (ids: number[]) => (
    <>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        onClick={() =>
          ids.length === 0
            ? void showAlert(messages.keineAuswahl)
            : download(exportUrl({ ids, filters: list.filters, sort: list.sort, dir: list.dir }))
        }
      >
        Auswahl exportieren
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        disabled={impersonating}
        title={impersonating ? messages.koExportAlleGesperrt : undefined}
        onClick={() => download(exportUrl({ filters: list.filters, sort: list.sort, dir: list.dir }))}
      >
        Alle exportieren
      </Button>
    </>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <Title order={1}>Kaufobjekte</Title>
        {canEdit && (
          <Button
            component={Link}
            to={projektId ? `/kaufobjekte/new?projekt_id=${projektId}` : '/kaufobjekte/new'}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Neues Kaufobjekt
          </Button>
        )}
      </Group>
      {scope.badge}
      <FilterForm fields={filterFields} list={scope.filterList} />
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Kaufobjekte"
        data={query.data?.data ?? noRows}
        columns={kaufobjektColumns}
        total={query.data?.total ?? 0}
        totalCapped={query.data?.total_capped}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(k) => navigate(`/kaufobjekte/${k.id}`)}
        onBulkDelete={canEdit ? (ids) => bulkDelete.mutateAsync(ids) : undefined}
        actions={actions}
        loading={query.isFetching}
      />
    </>
  );
}
