import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Table, Text, Title } from '@mantine/core';
import { formatDate, protokollLimit, type OkAnswer, type ProtokollZeile } from '@app/domain';
import { api } from '../../lib/api-client';

const aktionen: Record<string, string> = { create: 'angelegt', update: 'geändert', delete: 'gelöscht' };

/** What this user did, and what was done as them (with the original user), newest first. */
export function ProtokollSection({ userId }: { userId: number }) {
  const headingId = useId();
  const query = useQuery({
    queryKey: ['benutzer', 'protokoll', userId],
    queryFn: async ({ signal }) =>
      (await api.get<OkAnswer<ProtokollZeile[]>>(`/api/benutzer/${userId}/protokoll`, undefined, signal))
        .data,
  });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="xs" id={headingId}>
        Protokoll
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        Die letzten {protokollLimit} Änderungen durch diese Person oder in ihrem Namen.
      </Text>
      {query.data?.length === 0 ? (
        <Text c="dimmed">Keine Änderungen.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Zeit</Table.Th>
              <Table.Th>Tabelle</Table.Th>
              <Table.Th>Datensatz</Table.Th>
              <Table.Th>Aktion</Table.Th>
              <Table.Th>BenutzerIn</Table.Th>
              <Table.Th>ursprünglich</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data?.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{formatDate(row.at, true)}</Table.Td>
                <Table.Td>{row.table_name}</Table.Td>
                <Table.Td>{row.record_id}</Table.Td>
                <Table.Td>{aktionen[row.action] ?? row.action}</Table.Td>
                <Table.Td>{row.user_name ?? '–'}</Table.Td>
                <Table.Td>{row.original_user_name ?? '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
