import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import classes from './rows-table.module.css';

/** The one look of a RowsTable's inputs (pass as `classNames`): numbers right-aligned, text, selects. */
export const rowInput = {
  number: { input: classes.number },
  text: { input: classes.text },
  select: { input: classes.select },
} as const;

/**
 * A table whose rows are edited in place (Widmungen of a GKA, WE-Objekte of a Nutzwertgutachten): title with
 * the add button, the hint while there are no rows, and a last column for each row's remove button.
 * Fixed layout: the columns keep the widths their header cells name and the one without a width takes the
 * rest, so the table fits its card from `minWidth` up (below it scrolls sideways).
 */
export function RowsTable({
  title,
  addLabel,
  onAdd,
  disabled,
  minWidth,
  head,
  columns,
  emptyMessage,
  children,
  foot,
}: {
  /** Heading and the table's accessible name. */
  title: string;
  addLabel: string;
  onAdd: () => void;
  disabled?: boolean;
  minWidth: number;
  /** Header cells, without the remove column. */
  head: ReactNode;
  /** All columns, the remove column included (the empty hint spans them). */
  columns: number;
  /** Shown as the only row while there are none; null once there are rows. */
  emptyMessage: string | null;
  /** The rows; each ends with a RemoveRowCell. */
  children: ReactNode;
  /** Footer cells, without the remove column. */
  foot: ReactNode;
}) {
  return (
    <div>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        {!disabled && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
            {addLabel}
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table aria-label={title} layout="fixed" verticalSpacing={4} horizontalSpacing={4} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {head}
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {emptyMessage !== null && (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text size="sm" c="dimmed">
                    {emptyMessage}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {children}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              {foot}
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** The last cell of a RowsTable row: its remove button (none while the table is read-only). */
export function RemoveRowCell({
  index,
  disabled,
  onRemove,
}: {
  index: number;
  disabled?: boolean;
  onRemove: () => void;
}) {
  return (
    <Table.Td>
      {!disabled && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Zeile ${index + 1} entfernen`}
          onClick={onRemove}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      )}
    </Table.Td>
  );
}
