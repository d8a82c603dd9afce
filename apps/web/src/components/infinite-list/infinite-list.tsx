import { memo, useCallback, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, Center, Table, Text } from '@mantine/core';
import { Busy } from '../busy';
import { infiniteScroll, messages } from '@app/domain';
import { useLocation } from 'react-router';
import { plainCell, plainRow, stripeClass, VirtualRows } from '../virtual-rows/virtual-rows';

export interface InfiniteColumn<T> {
  id: string;
  header: string;
  width?: number | string;
  cell(row: T): ReactNode;
}

export interface InfiniteListProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly InfiniteColumn<T>[];
  rowKey(row: T): number | string;
  hasMore: boolean;
  loading: boolean;
  loadMore(): void;
  onOpen?(row: T): void;
  /** Every row's height in px (cells do not wrap; nothing is measured). */
  rowHeight?: number;
}

/** Cell padding that leaves a badge's row within the default row height. */
const cellSpacing = 8;
/** Rows drawn above and below the view: a wheel step moves three. */
const overscan = 6;

/**
 * A table that loads more rows as the page nears its end (SPEC §9: within 40 px, at most every 100 ms),
 * drawing only the rows in view (TanStack Virtual), so 100,000 rows scroll without long frames. A
 * focusable 'Weitere laden' button does the same by keyboard; the end says 'Keine weiteren Einträge'.
 * The scroll position is kept per history entry and restored on back.
 */
export function InfiniteList<T>({
  label,
  rows,
  columns,
  rowKey,
  hasMore,
  loading,
  loadMore,
  onOpen,
  rowHeight = 41,
}: InfiniteListProps<T>) {
  const more = useRef({ hasMore, loading, loadMore });
  more.current = { hasMore, loading, loadMore };

  // Near the end (40 px) after scrolling has rested for 100 ms: the next page.
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      const { hasMore: h, loading: l, loadMore: load } = more.current;
      const rest = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
      if (h && !l && rest <= infiniteScroll.bufferPx) load();
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, infiniteScroll.debounceMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    onScroll(); // a short first page fills no screen: load on
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [rows.length]);

  useScrollRestore(rows.length > 0, more);

  // Rows get a callback that never changes (it calls the latest onOpen), so a row renders once while in view.
  const latestOpen = useRef(onOpen);
  latestOpen.current = onOpen;
  const open = useCallback((row: T) => latestOpen.current?.(row), []);
  const renderRow = (index: number) => {
    const row = rows[index]!;
    return (
      <InfiniteRow
        key={rowKey(row)}
        row={row}
        index={index}
        height={rowHeight}
        columns={columns}
        onOpen={onOpen && open}
      />
    );
  };

  return (
    <>
      <Table
        highlightOnHover
        verticalSpacing={cellSpacing}
        aria-label={label}
        aria-rowcount={rows.length}
        style={{ tableLayout: 'fixed' }}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.id} w={c.width}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <VirtualRows
          scroller="window"
          count={rows.length}
          rowHeight={rowHeight}
          overscan={overscan}
          colSpan={columns.length}
          renderRow={renderRow}
        />
      </Table>
      <Center my="md" mih={40}>
        {loading ? (
          <Busy size="sm" label="Lädt" />
        ) : hasMore ? (
          <Button variant="subtle" onClick={loadMore}>
            Weitere laden
          </Button>
        ) : (
          <Text c="dimmed" size="sm" data-testid="list-end">
            {messages.keineWeiterenEintraege}
          </Text>
        )}
      </Center>
    </>
  );
}

const cellStyle = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

interface InfiniteRowProps<T> {
  row: T;
  index: number;
  height: number;
  columns: readonly InfiniteColumn<T>[];
  onOpen?: (row: T) => void;
}

/** One row, memoised: scrolling renders the rows entering the view; plain elements, striped by index. */
const InfiniteRow = memo(function InfiniteRow<T>({
  row,
  index,
  height,
  columns,
  onOpen,
}: InfiniteRowProps<T>) {
  return (
    <tr
      {...plainRow}
      className={stripeClass(index)}
      data-index={index}
      aria-rowindex={index + 1}
      tabIndex={onOpen ? 0 : undefined}
      style={onOpen ? { height, cursor: 'pointer' } : { height }}
      onClick={onOpen ? () => onOpen(row) : undefined}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
    >
      {columns.map((c) => (
        <td key={c.id} {...plainCell} style={cellStyle}>
          {c.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <T>(props: InfiniteRowProps<T> & { key?: string | number }) => ReactNode;

/**
 * Remembers the window's scroll position per history entry and goes back to it once rows are there: the page
 * may have to grow first (the virtualizer's spacer is measured after the first paint, and a position deep in
 * the list needs its pages loaded again), so it tries on each frame for up to two seconds, loading more pages
 * while the position lies beyond the loaded rows.
 */
function useScrollRestore(
  ready: boolean,
  more: { current: { hasMore: boolean; loading: boolean; loadMore(): void } },
): void {
  const { key } = useLocation();
  const storageKey = `scroll:${key}`;
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(sessionStorage.getItem(storageKey));
    if (!(saved > 0)) return;
    const until = performance.now() + 2000;
    let frame = 0;
    const attempt = () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      const { hasMore, loading, loadMore } = more.current;
      if (reachable >= saved || performance.now() > until || (!hasMore && !loading))
        return window.scrollTo(0, Math.min(saved, reachable));
      if (hasMore && !loading) loadMore();
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [ready, storageKey, more]);
  useEffect(() => {
    let timer: number | undefined;
    const save = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => sessionStorage.setItem(storageKey, String(Math.round(window.scrollY))),
        100,
      );
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', save);
    };
  }, [storageKey]);
}
