import { useMemo } from 'react';
import { Progress, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  tzabfragePath,
  tzabfrageStatuses,
  tzabfrageStatusLabels,
  tzProgress,
  type Tzabfrage,
} from '@app/domain';
import { InfiniteList, type InfiniteColumn } from '../../components/infinite-list/infinite-list';
import { LoadError } from '../../components/load-error';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { useTzabfragen } from './api';
import { StartForm } from './start-form';
import { BatchStatusBadge } from './status-badge';
import { StatusFacets, useStatusParam } from './status-facets';

const columns: InfiniteColumn<Tzabfrage>[] = [
  { id: 'id', header: 'Nr.', width: 70, cell: (b) => b.id },
  { id: 'created', header: 'Gestartet', width: 160, cell: (b) => formatDate(b.created, true) },
  { id: 'gericht', header: 'Gericht', width: 80, cell: (b) => b.gericht },
  { id: 'bereich', header: 'TZ', cell: (b) => b.bereich },
  { id: 'status', header: 'Status', width: 165, cell: (b) => <BatchStatusBadge status={b.status} /> },
  {
    id: 'fortschritt',
    header: 'Erledigt',
    width: 170,
    cell: (b) => (
      <>
        {b.stats.done} / {b.stats.all}
        <Progress value={tzProgress(b.stats)} size="xs" aria-hidden />
      </>
    ),
  },
  { id: 'error', header: 'Fehler', width: 80, cell: (b) => b.stats.error },
  { id: 'creator', header: 'Von', width: 160, cell: (b) => b.creator_name ?? '' },
];

/** `/importe/tzabfrage`: start a batch; the batches, newest first, endless with status facets. */
export function TzabfrageListPage() {
  usePageTitle('Grundbuchabfragen');
  const navigate = useNavigate();
  const [status, setStatus] = useStatusParam(tzabfrageStatuses);
  const query = useTzabfragen(status);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  return (
    <>
      <Title order={1} mb="md">
        Grundbuchabfragen
      </Title>
      <StartForm />
      <StatusFacets
        statuses={tzabfrageStatuses}
        labels={tzabfrageStatusLabels}
        counts={query.data?.pages[0]?.facets}
        value={status}
        onChange={setStatus}
      />
      {query.error && <LoadError error={query.error} />}
      <InfiniteList
        label="Tzabfragen"
        rows={rows}
        columns={columns}
        rowKey={(b) => b.id}
        hasMore={!!query.hasNextPage}
        loading={query.isFetching && (query.isFetchingNextPage || !query.data)}
        loadMore={() => void query.fetchNextPage()}
        onOpen={(b) => void navigate(tzabfragePath(b.id))}
      />
    </>
  );
}
