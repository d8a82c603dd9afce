import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, Progress, SimpleGrid, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { messages, tzProgress, tzRowStatuses, tzRowStatusLabels, tzText, type TzRow } from '@app/domain';
import { InfiniteList, type InfiniteColumn } from '../../components/infinite-list/infinite-list';
import { LoadError } from '../../components/load-error';
import { PageLoader } from '../../components/page-loader';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { usePatchRow, useTzRows } from './api';
import { BatchActions, facetCounts } from './batch-actions';
import { BatchStatusBadge, RowStatusBadge } from './status-badge';
import { StatusFacets, useStatusParam } from './status-facets';
import { useTzabfrage } from './use-tzabfrage';
import { Stat } from '../../components/stat';
import { PageHeader } from '../../components/page-header';

const columns: InfiniteColumn<TzRow>[] = [
  { id: 'tz', header: 'TZ', width: 150, cell: (r) => tzText(r.tz, r.jahr) },
  { id: 'status', header: 'Status', width: 150, cell: (r) => <RowStatusBadge status={r.status} /> },
  {
    id: 'urkunde',
    header: 'Urkunde',
    // 'Kauf- und Wohnungseigentumsvertrag (PDF)' whole.
    width: 360,
    cell: (r) =>
      r.urkunde_id ? (
        <Anchor href={`/api/tzabfragen/urkunden/${r.urkunde_id}/pdf`} target="_blank" rel="noopener">
          {r.art ?? 'Urkunde'} (PDF)
        </Anchor>
      ) : (
        '–'
      ),
  },
  { id: 'message', header: 'Meldung', cell: (r) => <span title={r.message ?? ''}>{r.message ?? ''}</span> },
  { id: 'updated', header: 'Aktualisiert', width: 160, cell: (r) => formatDate(r.updated, true) },
];

/** `/importe/tzabfrage/{id}`: a batch's live stats and its rows, endless with status facets. */
export function TzabfrageDetailPage() {
  const id = Number(useParams().id);
  usePageTitle(`Tzabfrage ${id}`);
  const [status, setStatus] = useStatusParam(tzRowStatuses);
  const patchRow = usePatchRow(id);
  const { state, error, reload } = useTzabfrage(id, patchRow);
  const rowsQuery = useTzRows(id, status);
  const rows = useMemo(() => rowsQuery.data?.pages.flatMap((p) => p.data) ?? [], [rowsQuery.data]);
  const client = useQueryClient();
  const finished = state?.status === 'done' || state?.status === 'cancelled';
  // Finished: the rows as stored (events may have been missed while the socket was away).
  useEffect(() => {
    if (finished) void client.invalidateQueries({ queryKey: ['tzabfrage', id, 'rows'] });
  }, [finished, client, id]);

  if (!state) return error ? <LoadError error={error} /> : <PageLoader />;

  return (
    <>
      <PageHeader
        title={`Tzabfrage ${state.id}`}
        badge={<BatchStatusBadge status={state.status} />}
        back={{ to: '/importe/tzabfrage', label: 'Alle Grundbuchabfragen' }}
      >
        <BatchActions state={state} reload={reload} />
      </PageHeader>
      <Text size="sm" c="dimmed" mb="md">
        Bezirksgericht {state.gericht}, TZ {state.bereich} – gestartet am {formatDate(state.created, true)}
        {state.creator_name ? ` von ${state.creator_name}` : ''}
      </Text>
      {state.quelle === 'simulator' && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} mb="md">
          {messages.grundbuchSimulatorHinweis}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, sm: 5 }} mb="sm">
        <Stat label="Alle" value={state.stats.all} />
        <Stat label="Erledigt" value={state.stats.done} />
        <Stat label="Geholt" value={state.stats.ok} color="teal" />
        <Stat label="Fehler" value={state.stats.error} color={state.stats.error ? 'red' : undefined} />
        <Stat
          label="Abgebrochen"
          value={state.stats.cancelled}
          color={state.stats.cancelled ? 'orange' : undefined}
        />
      </SimpleGrid>
      <Progress value={tzProgress(state.stats)} mb="lg" aria-label="Fortschritt" />
      <StatusFacets
        statuses={tzRowStatuses}
        labels={tzRowStatusLabels}
        counts={facetCounts(state.stats)}
        value={status}
        onChange={setStatus}
      />
      {rowsQuery.error && <LoadError error={rowsQuery.error} />}
      <InfiniteList
        label="Abgefragte TZ"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        hasMore={!!rowsQuery.hasNextPage}
        loading={rowsQuery.isFetchingNextPage || rowsQuery.isLoading}
        loadMore={() => void rowsQuery.fetchNextPage()}
      />
    </>
  );
}
