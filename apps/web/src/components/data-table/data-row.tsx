import { memo, type KeyboardEvent } from 'react';
import { Checkbox, Table } from '@mantine/core';
import { flexRender, type Row } from '@tanstack/react-table';

export interface DataRowProps<T> {
  /** TanStack's row: the same object as long as the table's data is the same. */
  row: Row<T>;
  index: number;
  height: number;
  selectable: boolean;
  selected: boolean;
  label: string;
  /** Stable callbacks (the table keeps them in a ref), so a row re-renders only when its own props change. */
  onOpen: (row: T) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => void;
  onToggle: (index: number, shift: boolean) => void;
  onFocusRow: () => void;
}

const cellStyle = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const rowStyle = { cursor: 'pointer' } as const;
const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * One table row, memoised (issue 11): scrolling re-renders the table for the virtualizer's new range,
 * and without this every row of a 200-row page re-rendered on each scroll event.
 */
function DataRowInner<T>(props: DataRowProps<T>) {
  const { row, index, height, selectable, selected, label, onOpen, onKeyDown, onToggle, onFocusRow } = props;
  return (
    <Table.Tr
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={0}
      h={height}
      style={rowStyle}
      onClick={() => onOpen(row.original)}
      onKeyDown={(event) => onKeyDown(event, index, row.original)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow();
      }}
    >
      {selectable && (
        <Table.Td onClick={stop}>
          <Checkbox
            aria-label={`Auswählen: ${label}`}
            checked={selected}
            // React fires a checkbox's change from the click, so the click's shift key is here.
            onChange={(event) => onToggle(index, (event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </Table.Td>
      )}
      {row.getVisibleCells().map((cell) => (
        <Table.Td key={cell.id} style={cellStyle}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

export const DataRow = memo(DataRowInner) as typeof DataRowInner;
