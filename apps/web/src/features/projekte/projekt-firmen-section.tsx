import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, projektRollen, type FirmaKurz, type ProjektDetail, type ProjektFirma, projekteArea } from '@app/domain';
import { confirm } from '../../components/confirm';
import { FirmaTypeahead } from '../../components/pickers/firmen/firma-typeahead';
import { ValidationError } from '../../lib/api-client';
import { useAreaAccess } from '../../lib/areas';
import { useAddProjektFirma, useRemoveProjektFirma } from './api';

const rolleOptions = projektRollen.map((r) => ({ value: String(r.id), label: r.name }));

/** The SPEC §8 text, with the server's reasons when it named any (e.g. already assigned). */
function failure(error: unknown): string {
  const details = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
  return [messages.zuordnungFehler, ...details].join(' ');
}

export function ProjektFirmenSection({ projekt }: { projekt: ProjektDetail }) {
  const canEdit = useAreaAccess(projekteArea).write;
  const [firma, setFirma] = useState<FirmaKurz | null>(null);
  const [rolle, setRolle] = useState<string | null>(String(projektRollen[0].id));
  const [firmaError, setFirmaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddProjektFirma(projekt.id);
  const remove = useRemoveProjektFirma(projekt.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: a project firma needs firma_id.
    if (!firma) {
      setFirmaError(messages.firmaPflicht);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ firma_id: firma.id, firma_rolle_id: Number(rolle) });
      setFirma(null);
    } catch (e) {
      setError(failure(e));
    }
  }

  async function removeFirma(row: ProjektFirma) {
    if (!(await confirm(messages.wirklichLoeschen, { details: row.display, confirmLabel: 'Entfernen', danger: true }))) return;
    setError(null);
    try {
      await remove.mutateAsync(row.id);
    } catch (e) {
      setError(failure(e));
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="projekt-firmen">
      <Title order={2} size="h3" id="projekt-firmen" mb="sm">
        Firmen ({projekt.firmen.length})
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {projekt.firmen.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          Noch keine Firmen zugeordnet.
        </Text>
      ) : (
        <Table aria-label="Firmen des Projekts" mb="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={200}>Rolle</Table.Th>
              <Table.Th>Firma</Table.Th>
              <Table.Th w={130}>FirmenbuchNr</Table.Th>
              {canEdit && <Table.Th w={50} aria-label="Aktionen" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {projekt.firmen.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.rolle_name}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/firmen/${row.firma_id}`} size="sm">
                    {row.firma_name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{row.fbnr}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Entfernen: ${row.display}`}
                      onClick={() => void removeFirma(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {canEdit && (
        <form onSubmit={(event) => void submit(event)} aria-label="Firma zuordnen" noValidate>
          <Group align="flex-start" gap="sm">
            <div style={{ flex: '1 1 280px' }}>
              <FirmaTypeahead
                label="Firma"
                placeholder="Firma suchen …"
                value={firma}
                onChange={(f) => {
                  setFirma(f);
                  if (f) setFirmaError(null);
                }}
                error={firmaError}
                required
              />
            </div>
            <Select
              label="Rolle"
              data={rolleOptions}
              value={rolle}
              onChange={setRolle}
              allowDeselect={false}
              w={220}
            />
            <Button type="submit" mt={25} loading={add.isPending}>
              Hinzufügen
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
