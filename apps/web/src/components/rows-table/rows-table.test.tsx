import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from '@mantine/core';
import { renderAt } from '../../testing/render';
import { RemoveRowCell, RowsTable } from './rows-table';

function Zeilen({ disabled }: { disabled?: boolean }) {
  const [rows, setRows] = useState<string[]>([]);
  return (
    <RowsTable
      title="Posten"
      addLabel="Posten hinzufügen"
      onAdd={() => setRows((r) => [...r, `Posten ${r.length + 1}`])}
      disabled={disabled}
      minWidth={400}
      columns={2}
      emptyMessage={rows.length === 0 ? 'Noch keine Posten.' : null}
      head={<Table.Th>Name</Table.Th>}
      foot={<Table.Th>Anzahl {rows.length}</Table.Th>}
    >
      {rows.map((name, i) => (
        <Table.Tr key={name}>
          <Table.Td>{name}</Table.Td>
          <RemoveRowCell
            index={i}
            disabled={disabled}
            onRemove={() => setRows((r) => r.filter((_, j) => j !== i))}
          />
        </Table.Tr>
      ))}
    </RowsTable>
  );
}

describe('RowsTable', () => {
  it('shows the empty hint, adds rows with the button and removes the row whose button is pressed', async () => {
    renderAt('/', '/', <Zeilen />);
    const table = screen.getByRole('table', { name: 'Posten' });
    expect(within(table).getByText('Noch keine Posten.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Posten hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Posten hinzufügen' }));
    expect(within(table).queryByText('Noch keine Posten.')).toBeNull();
    expect(within(table).getByText('Anzahl 2')).toBeTruthy();
    await userEvent.click(within(table).getByRole('button', { name: 'Zeile 1 entfernen' }));
    expect(within(table).queryByText('Posten 1')).toBeNull();
    expect(within(table).getByText('Posten 2')).toBeTruthy();
  });

  it('read-only: neither add nor remove buttons', () => {
    renderAt('/', '/', <Zeilen disabled />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Posten' })).toBeTruthy();
  });
});
