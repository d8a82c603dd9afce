import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Box, Group, Table, Text } from '@mantine/core';
import { Busy } from '../busy';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { ListParams } from '../../lib/list-params';
import { formatNumber } from '../../lib/format';
import { BulkDeleteButton } from './bulk-delete-button';
import { DataRow } from './data-row';
import { SelectCheckbox } from './select-checkbox';
import { SortHeader } from './sort-header';
import { TableFooter } from './table-footer';
import { toggleAll, toggleSelection } from './selection';
import { columnWidths } from './column-widths';
import { plainCell, plainRow, VirtualRows, type VirtualRowsHandle } from '../virtual-rows/virtual-rows';

const rowHeight = 40;
/**
 * Up to this many rows all are rendered: virtualizing a page of 50 buys nothing and hides rows from
 * find-in-page. Larger pages (100, 200) draw the rows in view: all 200 drawn gave frames over 50 ms
 * while scrolling (issue 11, `npm run bench -- --only frames`).
 */
const renderAllUpTo = 50;
/** Rows drawn above and below the view of a larger page: a wheel step moves three. */
const overscan = 6;

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. 'Personen'. */
  label: string;
  /** Must be memoised by the caller (query data is). */
  data: readonly T[];
  /** Must be memoised. Columns the server sorts by set `enableSorting: true`; their id is the sort key. */
  columns: ColumnDef<T>[];
  total: number;
  /** The server stopped counting at `total` (ListAnswer.total_capped). */
  totalCapped?: boolean;
  list: ListParams;
  getRowId: (row: T) => number;
  /** Names a row for screen readers, e.g. the person's name. */
  getRowLabel: (row: T) => string;
  onOpen: (row: T) => void;
  /** A row the pointer rests on or presses (issue 29: its record is asked for before the click). */
  onIntent?: (row: T) => void;
  /** Bulk delete; resolves to the number deleted. Without it (and without `actions` as a function) rows have no checkboxes. */
  onBulkDelete?: (ids: number[]) => Promise<number>;
  loading?: boolean;
  /** Buttons shown left of the bulk delete button; as a function they get the selected ids. */
  actions?: ReactNode | ((selectedIds: number[]) => ReactNode);
}

interface Selection<T> {
  source: readonly T[];
  ids: Set<number>;
  anchor: number | null;
}

export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    data,
    columns,
    total,
    totalCapped,
    list,
    getRowId,
    getRowLabel,
    onOpen,
    onIntent,
    onBulkDelete,
    loading,
    actions,
  } = props;
  const selectable = !!onBulkDelete || typeof actions === 'function';

  // A selection belongs to the rows it was made on; new rows (page, sort, filter) start with none.
  const [selection, setSelection] = useState<Selection<T>>({ source: data, ids: new Set(), anchor: null });
  const selected = selection.source === data ? selection.ids : new Set<number>();
  const anchor = selection.source === data ? selection.anchor : null;
  const rowIds = data.map(getRowId);

  const table = useReactTable({
    data: data as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(getRowId(row)),
    manualSorting: true,
    manualPagination: true,
  });
  const rows = table.getRowModel().rows;

  // In state, not a ref: the rows' virtualizer needs the box, which is mounted after the rows' effects ran.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const virtual = useRef<VirtualRowsHandle>(null);
  const pendingFocus = useRef<number | null>(null);

  // After deleting the last rows of the last page, go to the page that still has rows.
  const lastPage = Math.max(1, Math.ceil(total / list.perPage));
  useEffect(() => {
    if (!loading && list.page > lastPage) list.setPage(lastPage);
  }, [loading, list, lastPage]);

  function toggle(index: number, shift: boolean) {
    setSelection({
      source: data,
      ids: toggleSelection(selected, rowIds, index, anchor, shift),
      anchor: index,
    });
  }

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter') onOpen(row);
    else if (event.key === ' ' && selectable) {
      event.preventDefault();
      toggle(index, event.shiftKey);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      // Count from a move still waiting for its row to render, so a held key moves one row per event.
      const next = (pendingFocus.current ?? index) + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0 || next >= rows.length) return;
      if (focusRow(next)) return;
      pendingFocus.current = next;
      virtual.current?.scrollToIndex(next);
      // The row may only exist after the virtualizer rendered it.
      requestAnimationFrame(() => {
        if (pendingFocus.current === next) focusRow(next);
      });
    }
  }

  // The rows get callbacks that never change (they call the latest closures through a ref), so a
  // memoised row re-renders only when its own row, index or selection changes.
  const latest = useRef({ onOpen, onIntent, onRowKeyDown, toggle });
  latest.current = { onOpen, onIntent, onRowKeyDown, toggle };
  const stable = useMemo(
    () => ({
      onOpen: (row: T) => latest.current.onOpen(row),
      onIntent: (row: T) => latest.current.onIntent?.(row),
      onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) =>
        latest.current.onRowKeyDown(event, index, row),
      onToggle: (index: number, shift: boolean) => latest.current.toggle(index, shift),
      onFocusRow: () => {
        pendingFocus.current = null;
      },
    }),
    [],
  );

  /** Focuses a rendered row synchronously (the next key event then starts from it) and keeps it in view. */
  function focusRow(index: number): boolean {
    const element = scroller?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (!element) return false;
    pendingFocus.current = null;
    element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'nearest' });
    return true;
  }

  function renderRow(index: number) {
    const row = rows[index];
    if (!row) return null;
    return (
      <DataRow
        key={row.id}
        row={row}
        index={index}
        height={rowHeight}
        selectable={selectable}
        selected={selected.has(rowIds[index] ?? 0)}
        label={getRowLabel(row.original)}
        onOpen={stable.onOpen}
        onIntent={stable.onIntent}
        onKeyDown={stable.onKeyDown}
        onToggle={stable.onToggle}
        onFocusRow={stable.onFocusRow}
      />
    );
  }

  const allSelected = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  const colSpan = columns.length + (selectable ? 1 : 0);
  const { widths, minWidth } = columnWidths(columns, selectable);
  const headWidth = (index: number) => widths[index + (selectable ? 1 : 0)];

  return (
    <Box>
      <Group justify="space-between" mb="xs" mih={36}>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {totalCapped
              ? `mehr als ${formatNumber(total, 0)} Einträge`
              : total === 1
                ? '1 Eintrag'
                : `${formatNumber(total, 0)} Einträge`}
            {selected.size > 0 && ` · ${formatNumber(selected.size, 0)} ausgewählt`}
          </Text>
          {loading && <Busy size="xs" label="Lädt" />}
        </Group>
        <Group gap="xs">
          {typeof actions === 'function' ? actions([...selected]) : actions}
          {onBulkDelete && (
            <BulkDeleteButton
              ids={[...selected]}
              onDelete={onBulkDelete}
              onDeleted={() => setSelection({ source: data, ids: new Set(), anchor: null })}
            />
          )}
        </Group>
      </Group>

      <Box
        ref={setScroller}
        style={{
          overflow: 'auto',
          maxHeight: 'max(320px, calc(100dvh - 320px))',
          scrollPaddingTop: rowHeight,
        }}
      >
        <Table
          stickyHeader
          highlightOnHover
          // A cell with an icon button (28 px, e.g. copy) stays within the fixed row height of 40 px.
          verticalSpacing={5}
          aria-label={label}
          aria-rowcount={rows.length + 1}
          // Column sizes are shares of the width, so every column shows at 1,400 px (dates and badges keep
          // theirs, column-widths.ts); below the minimum the box scrolls sideways instead of squeezing.
          style={{ tableLayout: 'fixed', minWidth }}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id} aria-rowindex={1}>
                {selectable && (
                  <Table.Th w={widths[0]}>
                    <SelectCheckbox
                      label="Alle auf dieser Seite auswählen"
                      checked={allSelected}
                      indeterminate={selected.size > 0 && !allSelected}
                      onChange={() =>
                        setSelection({ source: data, ids: toggleAll(selected, rowIds), anchor: null })
                      }
                    />
                  </Table.Th>
                )}
                {group.headers.map((header, index) => {
                  // Opt-in: only columns the server can sort by set enableSorting.
                  const sortable = header.column.columnDef.enableSorting === true;
                  const sortedDir = list.sort === header.column.id ? list.dir : null;
                  return (
                    <Table.Th
                      key={header.id}
                      w={headWidth(index)}
                      aria-sort={
                        sortable
                          ? sortedDir === 'asc'
                            ? 'ascending'
                            : sortedDir === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {sortable ? (
                        <SortHeader dir={sortedDir} onSort={() => list.toggleSort(header.column.id)}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </SortHeader>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <VirtualRows
            count={rows.length}
            rowHeight={rowHeight}
            overscan={rows.length <= renderAllUpTo ? rows.length : overscan}
            colSpan={colSpan}
            scroller={scroller}
            handle={virtual}
            renderRow={renderRow}
          >
            {rows.length === 0 && !loading && (
              <tr {...plainRow}>
                <td {...plainCell} colSpan={colSpan}>
                  <Text c="dimmed" ta="center" py="md">
                    Keine Einträge gefunden.
                  </Text>
                </td>
              </tr>
            )}
          </VirtualRows>
        </Table>
      </Box>

      <TableFooter list={list} total={total} />
    </Box>
  );
}
