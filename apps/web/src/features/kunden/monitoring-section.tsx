import { Alert, Anchor, Badge, Button, Fieldset, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, monitoringArten, type Kunde, type MonitoringStand, type OkAnswer } from '@app/domain';
import { api, errorMessage } from '../../lib/api-client';
import { TableHead } from '../../components/table-head';

const statusFarbe: Record<string, string> = { ok: 'green', error: 'red', running: 'blue', waiting: 'gray' };
const statusText: Record<string, string> = {
  ok: 'erfolgreich',
  error: 'fehlgeschlagen',
  running: 'läuft',
  waiting: 'wartet',
};
const dateiUrl = (id: number) => `/api/kunden/monitoring/dateien/${id}`;

/**
 * The Kunde's monitoring runs: for a Sidefile the last files (XLSX and CSV) to download, for a
 * Schnittstelle each delivery with its HTTP status; the next run, and a button to run it now.
 */
export function MonitoringSection({ kunde }: { kunde: Kunde }) {
  const client = useQueryClient();
  const key = ['kunden', kunde.id, 'monitoring'];
  const stand = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api.get<OkAnswer<MonitoringStand>>(`/api/kunden/${kunde.id}/monitoring`, undefined, signal),
    // While a run is under way, ask again until it finished.
    refetchInterval: (q) =>
      q.state.data?.data.laeufe.some((l) => l.status === 'waiting' || l.status === 'running') ? 1000 : false,
  });
  const run = useMutation({
    mutationFn: () => api.post<OkAnswer<{ id: number }>>(`/api/kunden/${kunde.id}/monitoring/run`),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const sidefile = kunde.monitoring_art === 0;
  const laeufe = stand.data?.data.laeufe ?? [];
  const art = kunde.monitoring_art === null ? null : monitoringArten[kunde.monitoring_art as 0 | 1];

  return (
    <Fieldset legend={sidefile ? 'Sidefile' : 'Lieferungen an die Schnittstelle'} data-testid="monitoring">
      <Group justify="space-between" mb="sm">
        <Text size="sm">
          Nächster Lauf:{' '}
          <b>{stand.data?.data.naechster_lauf ? formatDate(stand.data.data.naechster_lauf, true) : '–'}</b>
        </Text>
        <Button type="button" size="xs" onClick={() => run.mutate()} loading={run.isPending} disabled={!art}>
          {sidefile ? 'Sidefile jetzt erstellen' : 'Jetzt liefern'}
        </Button>
      </Group>
      {run.isError && (
        <Alert color="red" mb="sm">
          {errorMessage(run.error)}
        </Alert>
      )}
      {laeufe.length === 0 ? (
        <Text size="sm" c="dimmed">
          Noch keine Läufe.
        </Text>
      ) : (
        <Table striped withTableBorder>
          <TableHead
            columns={['Gestartet', 'Status', 'Kaufobjekte', sidefile ? 'Dateien' : 'HTTP-Status', 'Dauer']}
          />
          <Table.Tbody>
            {laeufe.map((l) => (
              <Table.Tr key={l.id} data-testid="monitoring-lauf">
                <Table.Td>{formatDate(l.gestartet, true)}</Table.Td>
                <Table.Td>
                  <Badge color={statusFarbe[l.status] ?? 'gray'} variant="light">
                    {statusText[l.status] ?? l.status}
                  </Badge>
                  {l.meldung && (
                    <Text size="xs" c="dimmed">
                      {l.meldung}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{l.objekte ?? '–'}</Table.Td>
                <Table.Td>
                  {l.art === 0 ? (
                    <Group gap="xs">
                      {l.xlsx_datei_id && <Anchor href={dateiUrl(l.xlsx_datei_id)}>XLSX</Anchor>}
                      {l.csv_datei_id && <Anchor href={dateiUrl(l.csv_datei_id)}>CSV</Anchor>}
                    </Group>
                  ) : (
                    `${l.http_status ?? '–'}${l.versuche > 1 ? ` (${l.versuche} Versuche)` : ''}`
                  )}
                </Table.Td>
                <Table.Td>
                  {l.dauer_ms === null ? '–' : `${(l.dauer_ms / 1000).toLocaleString('de-AT')} s`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Fieldset>
  );
}
