import { memo, type KeyboardEvent } from 'react';
import { flexRender, type Row } from '@tanstack/react-table';
import { plainCell, plainRow } from '../virtual-rows/virtual-rows';
import { intentHandlers } from '../../lib/intent';
import { SelectCheckbox } from './select-checkbox';

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
  /** The pointer rests on the row or presses it: its record may be asked for before the click. */
  onIntent: (row: T) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: T) => void;
  onToggle: (index: number, shift: boolean) => void;
  onFocusRow: () => void;
}

const cellStyle = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

/**
 * One table row, memoised (issue 11): scrolling renders the rows entering the view, the others stay.
 * Plain `tr`/`td` with Mantine's classes: Mantine's Table.Tr/Td would re-render with every table render.
 */
function DataRowInner<T>(props: DataRowProps<T>) {
  const {
    row,
    index,
    height,
    selectable,
    selected,
    label,
    onOpen,
    onIntent,
    onKeyDown,
    onToggle,
    onFocusRow,
  } = props;
  return (
    <tr
      {...plainRow}
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={0}
      style={{ height, cursor: 'pointer' }}
      onClick={() => onOpen(row.original)}
      {...intentHandlers(() => onIntent(row.original))}
      onKeyDown={(event) => onKeyDown(event, index, row.original)}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onFocusRow();
      }}
    >
      {selectable && (
        <td {...plainCell} onClick={stop}>
          <SelectCheckbox
            label={`Auswählen: ${label}`}
            checked={selected}
            // React fires a checkbox's change from the click, so the click's shift key is here.
            onChange={(event) => onToggle(index, (event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </td>
      )}
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} {...plainCell} style={cellStyle}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

export const DataRow = memo(DataRowInner) as typeof DataRowInner;
