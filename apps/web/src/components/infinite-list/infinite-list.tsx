import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button, Center, Loader, Table, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { infiniteScroll, messages } from '@app/domain';
import { useLocation } from 'react-router';

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
  /** Row height in px for the virtualizer's estimate (rows are measured once drawn). */
  rowHeight?: number;
}

/**
 * A table that loads more rows as the page nears its end (SPEC §9: within 40 px, at most every 100 ms),
 * drawing only the rows in view (TanStack Virtual), so 100,000 rows scroll without long frames. A
 * focusable 'Weitere laden' button does the same by keyboard; the end says 'Keine weiteren Einträge'.
 * The scroll position is kept per history entry and restored on back.
 */
export function InfiniteList<T>({ label, rows, columns, rowKey, hasMore, loading, loadMore, onOpen, rowHeight = 41 }: InfiniteListProps<T>) {
  const tableRef = useRef<HTMLTableElement>(null);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: tableRef.current?.offsetTop ?? 0,
  });
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

  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const top = items.length ? items[0]!.start - margin : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - margin) : 0;
  return (
    <>
      <Table ref={tableRef} striped highlightOnHover aria-label={label} aria-rowcount={rows.length} style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.id} w={c.width}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <Table.Tr
                key={rowKey(row)}
                data-index={item.index}
                ref={virtualizer.measureElement}
                aria-rowindex={item.index + 1}
                tabIndex={onOpen ? 0 : undefined}
                style={onOpen ? { cursor: 'pointer' } : undefined}
                onClick={onOpen ? () => onOpen(row) : undefined}
                onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(row) : undefined}
              >
                {columns.map((c) => (
                  <Table.Td key={c.id} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {c.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden>
              <td colSpan={columns.length} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
      <Center my="md" mih={40}>
        {loading ? (
          <Loader size="sm" aria-label="Lädt" />
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

/**
 * Remembers the window's scroll position per history entry and goes back to it once rows are there: the page
 * may have to grow first (the virtualizer's spacer is measured after the first paint, and a position deep in
 * the list needs its pages loaded again), so it tries on each frame for up to two seconds, loading more pages
 * while the position lies beyond the loaded rows.
 */
function useScrollRestore(ready: boolean, more: { current: { hasMore: boolean; loading: boolean; loadMore(): void } }): void {
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
      if (reachable >= saved || performance.now() > until || (!hasMore && !loading)) return window.scrollTo(0, Math.min(saved, reachable));
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
      timer = window.setTimeout(() => sessionStorage.setItem(storageKey, String(Math.round(window.scrollY))), 100);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', save);
    };
  }, [storageKey]);
}
