import { LineChart } from '@mantine/charts';
import { Alert, SimpleGrid, Text } from '@mantine/core';
import { Busy } from '../../components/busy';
import { useQuery } from '@tanstack/react-query';
import { formatDate, messages, type MonitorDetail } from '@app/domain';
import { api } from '../../lib/api-client';
import { ganzeZahlen, NamenBalken } from './namen-balken';

/** A row's detail chart (SPEC §7): GET the URL the row supplies plus the current filters → projekte, dates. */
export function KundeDetail({ url, filter }: { url: string; filter: Record<string, string> }) {
  const detail = useQuery({
    queryKey: ['monitor', 'detail', url, filter],
    queryFn: ({ signal }) => api.get<MonitorDetail>(url, filter, signal),
  });
  if (detail.isPending) return <Busy size="sm" label="Lädt" />;
  if (detail.isError) return <Alert color="red">{messages.ladenFehler}</Alert>;
  const { projekte, dates } = detail.data;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="kunde-detail">
      <div>
        <Text size="xs" fw={600} mb={4}>
          Aufrufe und aktive BenutzerInnen pro Tag
        </Text>
        <LineChart
          h={180}
          yAxisProps={ganzeZahlen}
          data={dates.map((d) => ({ ...d, tag: formatDate(d.tag).slice(0, 6) }))}
          dataKey="tag"
          withLegend
          series={[
            { name: 'aufrufe', label: 'Aufrufe', color: 'blue.6' },
            { name: 'aktive', label: 'Aktive', color: 'teal.6' },
          ]}
        />
      </div>
      <div data-testid="kunde-detail-projekte">
        <Text size="xs" fw={600} mb={4}>
          Meistgesehene Projekte
        </Text>
        {projekte.length ? (
          <NamenBalken data={projekte} series={[{ name: 'aufrufe', label: 'Aufrufe', color: 'indigo.6' }]} />
        ) : (
          <Text size="sm" c="dimmed">
            Keine Projektaufrufe.
          </Text>
        )}
      </div>
    </SimpleGrid>
  );
}
