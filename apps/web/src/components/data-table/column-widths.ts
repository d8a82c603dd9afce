import type { ColumnDef, RowData } from '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * The column keeps its `size` in pixels at every window width: a date or a status badge is never cut
     * ('29.11.2…', 'UNGÜ…'). The other columns share what is left in proportion to their sizes.
     */
    fixed?: boolean;
  }
}

/** A column whose content has one width (dates, status badges): `size` pixels, not a share. */
export const fixedWidth = { meta: { fixed: true } } as const;

export const checkboxWidth = 44;
const defaultSize = 150;

export interface ColumnWidths {
  /** CSS widths of the checkbox column (if any) and then of each column. */
  widths: string[];
  /** Below this the table scrolls sideways instead of squeezing the shared columns under 70 %. */
  minWidth: number;
}

/**
 * Fixed columns (and the checkbox) in pixels, the others in percentages that add up to 100 %: Chrome's
 * fixed table layout gives the pixel columns their width and shares the rest by the percentages.
 */
export function columnWidths<T>(columns: ColumnDef<T>[], selectable: boolean): ColumnWidths {
  const size = (c: ColumnDef<T>) => c.size ?? defaultSize;
  const shared = columns.filter((c) => !c.meta?.fixed);
  const sharedTotal = shared.reduce((sum, c) => sum + size(c), 0) || 1;
  const fixedTotal = columns
    .filter((c) => c.meta?.fixed)
    .reduce((sum, c) => sum + size(c), selectable ? checkboxWidth : 0);
  const widths = columns.map((c) =>
    c.meta?.fixed ? `${size(c)}px` : `${((100 * size(c)) / sharedTotal).toFixed(3)}%`,
  );
  return {
    widths: selectable ? [`${checkboxWidth}px`, ...widths] : widths,
    minWidth: Math.round(fixedTotal + sharedTotal * 0.7),
  };
}
