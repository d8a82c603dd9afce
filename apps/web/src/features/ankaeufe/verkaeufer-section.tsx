import { useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type AnkaufVerkaeufer, type FirmaKurz } from '@app/domain';
import { confirm } from '../../components/confirm';
import { FirmaTypeahead } from '../../components/pickers/firmen/firma-typeahead';
import { ValidationError } from '../../lib/api-client';
import { addVerkaeufer, removeVerkaeufer } from './api';

/** The SPEC §8 text, with the server's reasons when it named any. */
function failure(base: string, error: unknown): string {
  const details = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
  return [base, ...details].join(' ');
}

/**
 * Sellers of an Ankauf (SPEC §7). Before the first save (`ankaufId` null) they are added without id and
 * the create call claims them.
 */
export function VerkaeuferSection({
  ankaufId,
  rows,
  canEdit,
  onAdded,
  onRemoved,
}: {
  ankaufId: number | null;
  rows: readonly AnkaufVerkaeufer[];
  canEdit: boolean;
  onAdded: (row: AnkaufVerkaeufer) => void;
  onRemoved: (id: number) => void;
}) {
  const [firma, setFirma] = useState<FirmaKurz | null>(null);
  const [firmaError, setFirmaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: a seller needs a firma.
    if (!firma) {
      setFirmaError(messages.firmaPflicht);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onAdded(await addVerkaeufer(ankaufId, firma.id));
      setFirma(null);
    } catch (e) {
      setError(failure(messages.zuordnungFehler, e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: AnkaufVerkaeufer) {
    if (
      !(await confirm(messages.wirklichLoeschen, {
        details: row.firma_name,
        confirmLabel: 'Entfernen',
        danger: true,
      }))
    )
      return;
    setError(null);
    try {
      await removeVerkaeufer(row.id);
      onRemoved(row.id);
    } catch {
      setError(messages.loeschenFehler);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="ankauf-verkaeufer" maw={900}>
      <Title order={2} size="h3" id="ankauf-verkaeufer" mb="sm">
        Verkäufer ({rows.length})
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          {messages.ankaufKeineVerkaeufer}
        </Text>
      ) : (
        <Table aria-label="Verkäufer" mb="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Firma</Table.Th>
              <Table.Th w={130}>FirmenbuchNr</Table.Th>
              {canEdit && <Table.Th w={50} aria-label="Aktionen" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
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
                      aria-label={`Entfernen: ${row.firma_name}`}
                      onClick={() => void remove(row)}
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
        <form onSubmit={(event) => void submit(event)} aria-label="Verkäufer hinzufügen" noValidate>
          <Group align="flex-start" gap="sm">
            <div style={{ flex: '1 1 320px' }}>
              <FirmaTypeahead
                label="Verkäufer (Firma)"
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
            <Button type="submit" mt={25} loading={busy}>
              Hinzufügen
            </Button>
          </Group>
        </form>
      )}
    </Paper>
  );
}
