import { memo, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Table } from '@mantine/core';
import { useVirtualizer, useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import classes from './virtual-rows.module.css';

/**
 * Attributes of a plain `<tr>` / `<td>` that looks like Mantine's Table.Tr / Table.Td (row border, hover
 * highlight). Mantine's elements read the table's context, whose value is new on every render of the
 * table, so each of them re-rendered whenever the table did, memoised rows or not (issue 11).
 */
export const plainRow = {
  className: Table.classes.tr,
  'data-with-row-border': true,
  'data-hover': true,
} as const;
export const plainCell = { className: Table.classes.td } as const;
/** Stripes by the row's index: Mantine's `nth-of-type` stripes flip when a row leaves at the top. */
export const stripeClass = (index: number) =>
  index % 2 === 0 ? `${Table.classes.tr} ${classes.striped}` : Table.classes.tr;

/** What a table asks of its rows' virtualizer: keyboard moves bring a row into view. */
export interface VirtualRowsHandle {
  scrollToIndex(index: number): void;
}

export interface VirtualRowsProps {
  count: number;
  /** Every row is this tall (cells do not wrap), so nothing is measured. */
  rowHeight: number;
  /** Rows drawn beyond the visible ones on each side. */
  overscan: number;
  /** Columns the spacer rows span. */
  colSpan: number;
  /**
   * What scrolls: the window, or a box (null until it is mounted: the box is an ancestor, so its ref is
   * set only after this body's effects ran; its owner keeps it in state and renders again).
   */
  scroller: 'window' | HTMLElement | null;
  /** Draws row `index`; memoise the row component, so rows that stay in view do not render again. */
  renderRow(index: number): ReactNode;
  handle?: RefObject<VirtualRowsHandle | null>;
  /** After the rows, e.g. the hint that there are none. */
  children?: ReactNode;
}

/**
 * The `<tbody>` of a table that draws only the rows in view (TanStack Virtual) between two spacer rows.
 * Scrolling renders this body alone: the table, its header and what surrounds it stay as they are, and the
 * update runs in React's next batch rather than synchronously inside the scroll event.
 */
export const VirtualRows = memo(function VirtualRows(props: VirtualRowsProps) {
  // Overscan covering every row: all are drawn in the first render. The virtualizer would draw none until
  // it has measured its scroll box (a forced layout and one more render before the first row, issue 29).
  if (props.count <= props.overscan) return <AllRows {...props} />;
  return props.scroller === 'window' ? (
    <WindowRows {...props} />
  ) : (
    <BoxRows {...props} scroller={props.scroller} />
  );
});

function BoxRows(props: VirtualRowsProps & { scroller: HTMLElement | null }) {
  const { count, rowHeight, overscan, scroller } = props;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeight,
    overscan,
    useFlushSync: false,
  });
  return <Body {...props} virtualizer={virtualizer} />;
}

function WindowRows(props: VirtualRowsProps) {
  const { count, rowHeight, overscan } = props;
  const body = useRef<HTMLTableSectionElement>(null);
  // Where the first row starts in the page, again whenever the page's size changes: what stands above the
  // table (stats, alerts, filters) may still grow or shrink.
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const measure = () =>
      setMargin(Math.round((body.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: margin,
    useFlushSync: false,
  });
  return <Body {...props} virtualizer={virtualizer} bodyRef={body} />;
}

function Body({
  virtualizer,
  bodyRef,
  colSpan,
  renderRow,
  handle,
  children,
}: VirtualRowsProps & {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>;
  bodyRef?: RefObject<HTMLTableSectionElement | null>;
}) {
  useLayoutEffect(() => {
    if (!handle) return;
    handle.current = { scrollToIndex: (index) => virtualizer.scrollToIndex(index) };
    return () => {
      handle.current = null;
    };
  }, [handle, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const top = items.length ? items[0]!.start - margin : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - margin) : 0;
  return (
    <tbody ref={bodyRef} className={Table.classes.tbody}>
      {top > 0 && <Spacer height={top} colSpan={colSpan} />}
      {items.map((item) => renderRow(item.index))}
      {bottom > 0 && <Spacer height={bottom} colSpan={colSpan} />}
      {children}
    </tbody>
  );
}

function AllRows({ count, renderRow, handle, children }: VirtualRowsProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  useLayoutEffect(() => {
    if (!handle) return;
    handle.current = {
      scrollToIndex: (index) =>
        body.current?.querySelector(`tr[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' }),
    };
    return () => {
      handle.current = null;
    };
  }, [handle]);
  return (
    <tbody ref={body} className={Table.classes.tbody}>
      {Array.from({ length: count }, (_, index) => renderRow(index))}
      {children}
    </tbody>
  );
}

function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
