import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { messages } from '@app/domain';

export interface ConflictField<K extends string = string> {
  key: K;
  label: string;
}

function show(value: unknown): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/**
 * A 409 answer (DESIGN §5): the user's input beside the version someone else saved meanwhile, and the
 * two ways out: take the saved version over, or save the own input over it.
 */
export function VersionConflict<K extends string>({
  fields,
  mine,
  current,
  changedBy,
  onTakeCurrent,
  onOverwrite,
  busy,
}: {
  fields: readonly ConflictField<K>[];
  mine: Partial<Record<K, unknown>>;
  current: Partial<Record<K, unknown>>;
  changedBy: string | null;
  onTakeCurrent: () => void;
  onOverwrite: () => void;
  busy?: boolean;
}) {
  return (
    <Alert color="orange" title={messages.versionKonflikt} role="alert" mb="md">
      <Text size="sm" mb="sm">
        Geändert von: {changedBy ?? 'unbekannt'}
      </Text>
      <Table withTableBorder aria-label="Versionsvergleich" mb="sm" bg="var(--mantine-color-body)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feld</Table.Th>
            <Table.Th>Ihre Eingabe</Table.Th>
            <Table.Th>Aktuell gespeichert</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map(({ key, label }) => {
            const differs = show(mine[key]) !== show(current[key]);
            return (
              <Table.Tr key={key} fw={differs ? 700 : undefined}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{show(mine[key])}</Table.Td>
                <Table.Td>{show(current[key])}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="default" onClick={onTakeCurrent} disabled={busy}>
          Aktuelle Version übernehmen
        </Button>
        <Button color="orange" onClick={onOverwrite} loading={busy}>
          Meine Eingaben trotzdem speichern
        </Button>
      </Group>
    </Alert>
  );
}
