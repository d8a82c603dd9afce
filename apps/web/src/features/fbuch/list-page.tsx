import { Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { fbuchAuszugPath, messages, type FbuchAuszug } from '@app/domain';
import { fixedWidth } from '../../components/data-table/column-widths';
import { DataTable } from '../../components/data-table/data-table';
import { ListHeader } from '../../components/list-header';
import { LoadError } from '../../components/load-error';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { usePageTitle } from '../../lib/page-title';
import { useFbuchList, useStartFbuchAuszug } from './api';
import { AuszugStatusBadge } from './status-badge';
import { FbnrForm } from './fbnr-form';

const columns: ColumnDef<FbuchAuszug>[] = [
  { id: 'id', header: 'Nr.', accessorKey: 'id', size: 80 },
  {
    id: 'created',
    ...fixedWidth,
    header: 'Gestartet',
    accessorFn: (a) => formatDate(a.created, true),
    enableSorting: true,
    size: 150,
  },
  {
    id: 'fbnr',
    header: 'FirmenbuchNr',
    accessorFn: (a) => (a.stats.all > 1 ? `${a.fbnr ?? ''} …` : (a.fbnr ?? '')),
    size: 150,
  },
  {
    id: 'status',
    ...fixedWidth,
    header: 'Status',
    cell: ({ row }) => <AuszugStatusBadge status={row.original.status} />,
    size: 170,
  },
  { id: 'fortschritt', header: 'Erledigt', accessorFn: (a) => `${a.stats.done} / ${a.stats.all}`, size: 110 },
  { id: 'success', header: 'Erfolgreich', accessorFn: (a) => a.stats.success, size: 110 },
  { id: 'failed', ...fixedWidth, header: 'Fehlgeschlagen', accessorFn: (a) => a.stats.failed, size: 130 },
  { id: 'creator', header: 'Von', accessorFn: (a) => a.creator_name ?? '', size: 200 },
];
const sortable = ['created'] as const;
const noRows: FbuchAuszug[] = [];
const rowId = (a: FbuchAuszug) => a.id;
const rowLabel = (a: FbuchAuszug) => `Firmenbuchabfrage ${a.id}`;

/** `/importe/fbuch`: the Firmenbuch queries, newest first, and a form to query one FN. */
export function FbuchListPage() {
  usePageTitle('Firmenbuchauszüge');
  const navigate = useNavigate();
  const list = useListParams(sortable, 'created', 'desc');
  const query = useFbuchList(list);
  const start = useStartFbuchAuszug();
  return (
    <>
      <ListHeader title="Firmenbuchauszüge">
        <FbnrForm
          label="FirmenbuchNr abfragen"
          submitLabel="Abfragen"
          w={260}
          busy={start.isPending}
          send={async (fbnr) => {
            const [, , id] = await start.mutateAsync(fbnr);
            void navigate(fbuchAuszugPath(id));
          }}
          failPrefix={messages.fbuchAuszugFehler}
        />
      </ListHeader>
      <Text size="sm" c="dimmed" mb="sm">
        Mehrere Firmen auf einmal: in der Firmenliste auswählen und „Firmenbuchauszüge abrufen“ wählen.
      </Text>
      {query.error && <LoadError error={query.error} />}
      <DataTable
        label="Firmenbuchauszüge"
        data={query.data?.data ?? noRows}
        columns={columns}
        total={query.data?.total ?? 0}
        list={list}
        getRowId={rowId}
        getRowLabel={rowLabel}
        onOpen={(a) => void navigate(fbuchAuszugPath(a.id))}
        loading={query.isFetching}
      />
    </>
  );
}
