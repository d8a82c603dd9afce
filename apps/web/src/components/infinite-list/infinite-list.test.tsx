import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { InfiniteList } from './infinite-list';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Zeile ${i + 1}` }));
const columns = [{ id: 'name', header: 'Name', cell: (r: Row) => r.name }];

function list(props: { hasMore: boolean; loadMore: () => void; loading?: boolean }) {
  return renderAt(
    '/liste',
    '/liste',
    <InfiniteList<Row>
      label="Zeilen"
      rows={rows}
      columns={columns}
      rowKey={(r) => r.id}
      loading={props.loading ?? false}
      hasMore={props.hasMore}
      loadMore={props.loadMore}
    />,
  );
}

describe('InfiniteList', () => {
  it("ends with 'Keine weiteren Einträge' when nothing more comes", async () => {
    list({ hasMore: false, loadMore: () => {} });
    expect(await screen.findByText('Keine weiteren Einträge')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();
  });

  it("offers a focusable 'Weitere laden' button, and loads near the end after the scroll rests 100 ms", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const loadMore = vi.fn();
    list({ hasMore: true, loadMore });
    const button = await screen.findByRole('button', { name: 'Weitere laden' });
    // jsdom has no layout: the page is "at its end", so the first check after 100 ms loads.
    loadMore.mockClear();
    fireEvent.scroll(window);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(loadMore).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(loadMore).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
