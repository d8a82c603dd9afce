import '@mantine/charts/styles.css';
import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  formatDate,
  messages,
  type ListAnswer,
  type MonitorKundeRow,
  type MonitorUebersicht,
  type OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { KundenTabelle } from './kunden-tabelle';
import { MonitorCharts } from './monitor-charts';
import { apiFilter, useMonitorFilter } from './monitor-filter';
import { MonitorFilterForm } from './monitor-filter-form';
import { PraesenzPanel } from './praesenz-panel';
import { usePraesenz } from './use-praesenz';

const perPage = 25;

function Kennzahl({ label, jetzt, vorher }: { label: string; jetzt: number; vorher: number }) {
  const pct = vorher ? Math.round(((jetzt - vorher) / vorher) * 100) : null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap="xs" align="baseline">
        <Text size="xl" fw={700} data-testid={`kennzahl-${label}`}>
          {jetzt.toLocaleString('de-AT')}
        </Text>
        <Text size="sm" c={pct === null ? 'dimmed' : pct < 0 ? 'red' : 'teal'}>
          {pct === null
            ? `Vorperiode ${vorher}`
            : `${pct > 0 ? '+' : ''}${pct} % zur Vorperiode (${vorher.toLocaleString('de-AT')})`}
        </Text>
      </Group>
    </Paper>
  );
}

/** The frontend monitor (SPEC §2 'Monitor for customers'): who is online, filters, figures and charts. */
export function MonitorPage() {
  usePageTitle('Frontend-Monitor');
  const { filter, change } = useMonitorFilter();
  const praesenz = usePraesenz();
  const query = apiFilter(filter);
  const uebersicht = useQuery({
    queryKey: ['monitor', 'uebersicht', query],
    queryFn: ({ signal }) => api.get<OkAnswer<MonitorUebersicht>>('/api/monitor/uebersicht', query, signal),
    placeholderData: keepPreviousData,
  });
  const kunden = useQuery({
    queryKey: ['monitor', 'kunden', query, filter.page],
    queryFn: ({ signal }) =>
      api.get<ListAnswer<MonitorKundeRow>>(
        '/api/monitor/kunden',
        { ...query, page: filter.page, per_page: perPage },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
  const u = uebersicht.data?.data;
  const verwalten = useCan('monitor.verwalten');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Frontend-Monitor</Title>
        {verwalten && (
          <Group gap="md">
            <Anchor component={Link} to="/kunden" size="sm">
              Kunden
            </Anchor>
            <Anchor component={Link} to="/kunden-benutzer" size="sm">
              Frontend-BenutzerInnen
            </Anchor>
            <Anchor component={Link} to="/monitor/api-schluessel" size="sm">
              API-Schlüssel
            </Anchor>
          </Group>
        )}
      </Group>
      <PraesenzPanel praesenz={praesenz} />
      <MonitorFilterForm filter={filter} onChange={change} />
      {(uebersicht.isError || kunden.isError) && <Alert color="red">{messages.ladenFehler}</Alert>}
      {u && (
        <>
          <Text size="sm" c="dimmed">
            {formatDate(u.von)} – {formatDate(u.bis)}, verglichen mit {formatDate(u.vorher_von)} –{' '}
            {formatDate(u.vorher_bis)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Kennzahl label="Aufrufe" jetzt={u.summe.aufrufe} vorher={u.vorher.aufrufe} />
            <Kennzahl label="Aktive BenutzerInnen" jetzt={u.summe.aktive} vorher={u.vorher.aktive} />
          </SimpleGrid>
          <MonitorCharts uebersicht={u} kunden={kunden.data?.data ?? []} />
        </>
      )}
      {kunden.data && (
        <KundenTabelle
          rows={kunden.data.data}
          total={kunden.data.total}
          page={filter.page}
          perPage={perPage}
          onPage={(page) => change({ page })}
          filter={query}
        />
      )}
    </Stack>
  );
}
