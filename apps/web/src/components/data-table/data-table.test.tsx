import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ListParams } from '../../lib/list-params';
import { DataTable } from './data-table';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `Zeile ${i + 1}` }));
const list: ListParams = {
  page: 1,
  perPage: 200,
  sort: 'name',
  dir: 'asc',
  filters: [],
  setPage() {},
  setPerPage() {},
  toggleSort() {},
  setFilters() {},
};

function table(renders: Map<number, number>, data: Row[] = rows) {
  const columns: ColumnDef<Row>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: ({ row }) => {
        renders.set(row.original.id, (renders.get(row.original.id) ?? 0) + 1);
        return row.original.name;
      },
    },
  ];
  return render(
    <MantineProvider>
      <DataTable<Row>
        label="Zeilen"
        data={data}
        columns={columns}
        total={data.length}
        list={list}
        getRowId={(r) => r.id}
        getRowLabel={(r) => r.name}
        onOpen={() => {}}
      />
    </MantineProvider>,
  );
}

describe('DataTable with a page of 200 rows', () => {
  it('draws the rows in view when the rows are there at its first render (prefetched), not all 200', async () => {
    table(new Map());
    const grid = screen.getByRole('table', { name: 'Zeilen' });
    expect(await within(grid).findByText('Zeile 1')).toBeTruthy();
    const drawn = grid.querySelectorAll('tbody tr[data-index]').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(60);
  });

  it('scrolling draws the rows coming into view; rows that stay in view do not render again', async () => {
    const renders = new Map<number, number>();
    table(renders);
    const grid = screen.getByRole('table', { name: 'Zeilen' });
    await within(grid).findByText('Zeile 1');
    expect(within(grid).queryByText('Zeile 40')).toBeNull();
    const box = grid.parentElement!;
    await act(async () => {
      box.scrollTop = 400; // ten rows of 40 px (jsdom's boxes are 800 px high: rows 11–30 in view)
      fireEvent.scroll(box);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await within(grid).findByText('Zeile 35')).toBeTruthy();
    expect(renders.get(15)).toBe(1);
    expect(renders.get(35)).toBe(1);
  });
});

describe('DataTable with a page of 50 rows', () => {
  it('draws every row with the table itself, not in a later render (issue 29: the first row sooner)', async () => {
    // Rows of the table's first render are built with it; rows of a later render are added to its tbody.
    const addedLater: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if ((r.target as Element).tagName === 'TBODY') addedLater.push(...r.addedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    table(new Map(), rows.slice(0, 50));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the observer's records
    observer.disconnect();
    const grid = screen.getByRole('table', { name: 'Zeilen' });
    expect(grid.querySelectorAll('tbody tr[data-index]')).toHaveLength(50);
    expect(addedLater).toHaveLength(0);
    // Keyboard: ArrowDown moves to the next row.
    const first = grid.querySelector<HTMLElement>('tr[data-index="0"]')!;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(grid.querySelector('tr[data-index="1"]'));
  });
});
