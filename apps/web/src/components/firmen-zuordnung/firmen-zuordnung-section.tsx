import { useId, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Anchor, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type FirmaKurz } from '@app/domain';
import { confirm } from '../confirm';
import { FirmaTypeahead } from '../pickers/firmen/firma-typeahead';
import { ValidationError } from '../../lib/api-client';

/** The SPEC §8 text, with the server's reasons when it named any. */
function failure(base: string, error: unknown): string {
  const details = error instanceof ValidationError ? Object.values(error.errors).flat() : [];
  return [base, ...details].join(' ');
}

/** A firm assigned to a record: a seller of an Ankauf, a broker of a Vermarktung. */
export interface FirmenZuordnung {
  id: number;
  firma_id: number;
  firma_name: string;
  fbnr: string | null;
}

export interface FirmenZuordnungSectionProps<T extends FirmenZuordnung> {
  /** Heading, table and form name, e.g. 'Verkäufer'. */
  title: string;
  /** Shown while no firm is assigned. */
  emptyText: string;
  /** Broker lists offer Makler firms first. */
  preferMakler?: boolean;
  rows: readonly T[];
  canEdit: boolean;
  /** The add call (SPEC §7, with or without the record's id); answers the new row. */
  add: (firmaId: number) => Promise<T>;
  remove: (id: number) => Promise<unknown>;
  onAdded: (row: T) => void;
  onRemoved: (id: number) => void;
}

/**
 * Firms assigned to a record (SPEC §7 sellers, brokers). A firm is required (SPEC §5); failures show the
 * SPEC §8 messages. Before the record's first save the add call runs without its id and the create call
 * claims the rows.
 */
export function FirmenZuordnungSection<T extends FirmenZuordnung>({
  title,
  emptyText,
  preferMakler,
  rows,
  canEdit,
  add,
  remove: removeCall,
  onAdded,
  onRemoved,
}: FirmenZuordnungSectionProps<T>) {
  const [firma, setFirma] = useState<FirmaKurz | null>(null);
  const [firmaError, setFirmaError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // SPEC §5: a seller or broker needs a firma.
    if (!firma) {
      setFirmaError(messages.firmaPflicht);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onAdded(await add(firma.id));
      setFirma(null);
    } catch (e) {
      setError(failure(messages.zuordnungFehler, e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: T) {
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
      await removeCall(row.id);
      onRemoved(row.id);
    } catch {
      setError(messages.loeschenFehler);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId} maw={900}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title} ({rows.length})
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" mb="sm">
          {emptyText}
        </Text>
      ) : (
        <Table aria-label={title} mb="sm" verticalSpacing={4}>
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
        <form onSubmit={(event) => void submit(event)} aria-label={`${title} hinzufügen`} noValidate>
          <Group align="flex-start" gap="sm">
            <div style={{ flex: '1 1 320px' }}>
              <FirmaTypeahead
                label={`${title} (Firma)`}
                preferMakler={preferMakler}
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
