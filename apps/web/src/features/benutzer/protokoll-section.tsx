import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Anchor, Group, Paper, Table, Text, Title } from '@mantine/core';
import {
  findArea,
  formatDate,
  protokollLimit,
  verlaufAreaOfTable,
  verlaufZuordnungOf,
  type OkAnswer,
  type ProtokollZeile,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { TableHead } from '../../components/table-head';

const aktionen: Record<string, string> = { create: 'angelegt', update: 'geändert', delete: 'gelöscht' };

/** Rows the import and register jobs keep, named as their screens name them. */
const jobTabellen: Record<string, string> = {
  dateien: 'Datei',
  grundbuch_urkunden: 'Grundbuch-Urkunde',
  fbuch_auszuege: 'Firmenbuchauszug',
  kaufobjekte_importe: 'Urkundenabfrage',
  urkundenabfragen: 'Urkunde einer Urkundenabfrage',
  tzabfragen: 'Grundbuchabfrage',
};

/** What a changed row is, as a person names it ('Firma', 'Käufer (Kaufobjekt)'), and its record's link. */
export function protokollBereich(table: string, id: number | null): { name: string; link?: string } {
  const area = findArea(verlaufAreaOfTable(table) ?? '');
  if (area) return { name: area.singular, link: id === null ? undefined : `${area.path}/${id}` };
  const zuordnung = verlaufZuordnungOf(table);
  if (zuordnung)
    return { name: `${zuordnung.zuordnung.label} (${findArea(zuordnung.area)?.singular ?? zuordnung.area})` };
  return { name: jobTabellen[table] ?? table };
}

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
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4" id={headingId}>
          Protokoll
        </Title>
        <Anchor component={Link} to={`/aenderungsprotokoll?user_id=${userId}`} size="sm">
          Im Änderungsprotokoll ansehen
        </Anchor>
      </Group>
      <Text size="sm" c="dimmed" mb="xs">
        Die letzten {protokollLimit} Änderungen durch diese Person oder in ihrem Namen.
      </Text>
      {query.data?.length === 0 ? (
        <Text c="dimmed">Keine Änderungen.</Text>
      ) : (
        <Table striped>
          <TableHead columns={['Zeit', 'Bereich', 'Datensatz', 'Aktion', 'BenutzerIn', 'ursprünglich']} />
          <Table.Tbody>
            {query.data?.map((row) => {
              const bereich = protokollBereich(row.table_name, row.record_id);
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{formatDate(row.at, true)}</Table.Td>
                  <Table.Td>{bereich.name}</Table.Td>
                  <Table.Td>
                    {bereich.link && row.action !== 'delete' ? (
                      <Anchor component={Link} to={bereich.link}>
                        {row.record_id}
                      </Anchor>
                    ) : (
                      row.record_id
                    )}
                  </Table.Td>
                  <Table.Td>{aktionen[row.action] ?? row.action}</Table.Td>
                  <Table.Td>{row.user_name ?? '–'}</Table.Td>
                  <Table.Td>{row.original_user_name ?? '–'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
