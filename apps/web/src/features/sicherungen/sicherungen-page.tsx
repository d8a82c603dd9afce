import { useQuery } from '@tanstack/react-query';
import { Alert, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatDate, formatDateigroesse, type OkAnswer, type SicherungStatus } from '@app/domain';
import { api } from '../../lib/api-client';
import { usePageTitle } from '../../lib/page-title';
import { LoadError } from '../../components/load-error';

/**
 * 'Sicherungen' (issue 28): whether the nightly backup runs, the last one (and a failure), the backups kept
 * with size and date, and the folder. Taking one by hand is `npm run backup` on the server (README): no
 * session may start one.
 */
export function SicherungenPage() {
  usePageTitle('Sicherungen');
  const status = useQuery({
    queryKey: ['sicherungen'],
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<SicherungStatus>>('/api/sicherungen', undefined, signal)).data,
  });

  return (
    <>
      <Title order={1} mb="xs">
        Sicherungen
      </Title>
      <Text c="dimmed" mb="md">
        Datenbank und gespeicherte Dateien, nächtlich gesichert. Eine Sicherung von Hand:{' '}
        <Code>npm run backup</Code> auf dem Server.
      </Text>
      {status.error && <LoadError error={status.error} />}
      {status.data && <Status status={status.data} />}
    </>
  );
}

function Status({ status }: { status: SicherungStatus }) {
  const neueste = status.dateien[0];
  const fehler = status.letzte && !status.letzte.ok ? status.letzte : null;
  return (
    <Stack gap="md" maw={1000}>
      {!status.aktiv && (
        <Alert
          color="yellow"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Keine nächtliche Sicherung"
        >
          Dieser Server sichert nicht selbst: auf PostgreSQL sichert der Datenbankserver (README „Backups“),
          sonst ist <Code>BACKUP_STUNDE=-1</Code> gesetzt.
        </Alert>
      )}
      {fehler && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title="Letzte Sicherung fehlgeschlagen"
        >
          {formatDate(fehler.zeitpunkt, true)}: {fehler.fehler}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            Letzte erfolgreiche Sicherung
          </Text>
          {neueste ? (
            <Group gap={6} mt={4}>
              <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text fw={600}>{formatDate(neueste.erstellt, true)}</Text>
            </Group>
          ) : (
            <Text fw={600} mt={4}>
              Noch keine
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            Zeitplan
          </Text>
          <Text fw={600} mt={4}>
            {status.aktiv ? `Täglich ab ${status.stunde} Uhr` : 'Aus'}
          </Text>
          <Text size="sm">{`Aufbewahrt ${status.tage} Tage (die neueste bleibt immer)`}</Text>
        </Paper>
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            Ordner
          </Text>
          <Text fw={600} mt={4} style={{ wordBreak: 'break-all' }}>
            {status.ordner}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" component="section" aria-labelledby="sicherungen-liste">
        <Title order={2} size="h4" id="sicherungen-liste" mb="xs">
          {`Aufbewahrte Sicherungen (${status.dateien.length})`}
        </Title>
        {status.dateien.length === 0 ? (
          <Text c="dimmed">Im Ordner liegt keine Sicherung.</Text>
        ) : (
          <Table striped verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Erstellt</Table.Th>
                <Table.Th>Datei</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Größe</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {status.dateien.map((datei) => (
                <Table.Tr key={datei.name}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(datei.erstellt, true)}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{datei.name}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatDateigroesse(datei.bytes)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
