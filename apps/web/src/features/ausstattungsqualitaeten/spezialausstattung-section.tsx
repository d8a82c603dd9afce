import { useState } from 'react';
import { ActionIcon, Badge, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { messages, type AusstattungsqualitaetSpezialausstattungZeile } from '@app/domain';
import { confirm } from '../../components/confirm';
import { SpezialausstattungTypeahead } from '../../components/pickers/spezialausstattung/spezialausstattung-typeahead';
import { errorMessage, ValidationError } from '../../lib/api-client';
import { addSpezialausstattung, removeSpezialausstattung } from './api';

function fehler(error: unknown): string {
  if (error instanceof ValidationError) return `${messages.zuordnungFehler} ${Object.values(error.errors).flat().join(' ')}`;
  return `${messages.zuordnungFehler} ${errorMessage(error)}`;
}

/**
 * The BAB's special equipment (SPEC §7 add / delete calls): with the BAB's id, or before its first save
 * (the create call claims those rows).
 */
export function SpezialausstattungSection({
  babId,
  items,
  onChange,
  canEdit,
}: {
  babId: number | null;
  items: readonly AusstattungsqualitaetSpezialausstattungZeile[];
  onChange: (items: AusstattungsqualitaetSpezialausstattungZeile[]) => void;
  canEdit: boolean;
}) {
  const [busy, setBusy] = useState(false);

  async function add(spezialausstattungId: number) {
    setBusy(true);
    try {
      const row = await addSpezialausstattung(babId, spezialausstattungId);
      onChange([...items, row]);
    } catch (error) {
      notifications.show({ color: 'red', message: fehler(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: AusstattungsqualitaetSpezialausstattungZeile) {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await removeSpezialausstattung(row.id);
      onChange(items.filter((i) => i.id !== row.id));
    } catch (error) {
      notifications.show({ color: 'red', message: fehler(error) });
    }
  }

  return (
    <Stack>
      {canEdit && (
        <SpezialausstattungTypeahead
          label="Spezialausstattung hinzufügen"
          placeholder="Ausstattung suchen …"
          value={null}
          disabled={busy}
          onChange={(item) => item && void add(item.id)}
        />
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.keineSpezialausstattung}
        </Text>
      ) : (
        <Table withTableBorder aria-label="Spezialausstattung">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Gebäudeteil</Table.Th>
              <Table.Th>Ausstattung</Table.Th>
              <Table.Th>Bezeichnung</Table.Th>
              <Table.Th>Kategorie</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.category_name}</Table.Td>
                <Table.Td>{row.ausstattung_name}</Table.Td>
                <Table.Td>{row.name}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.kategorie === 'hochwertig' ? 'grape' : 'blue'}>
                    {row.kategorie}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <ActionIcon variant="subtle" color="red" aria-label={`${row.name} entfernen`} onClick={() => void remove(row)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
