import { useEffect, useState } from 'react';
import {
  tzabfrageEvents,
  tzabfragePushes,
  tzabfrageTopic,
  type OkAnswer,
  type TzabfrageState,
  type TzRow,
  type TzStats,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { createChannel } from '../../lib/socket';

/** Stats only grow while a batch runs; a retry or cancel brings a fresh state event. */
const mergeStats = (a: TzStats, b: TzStats): TzStats => ({
  all: b.all,
  done: Math.max(a.done, b.done),
  ok: Math.max(a.ok, b.ok),
  error: b.error,
  cancelled: b.cancelled,
});

/**
 * A batch kept current: joins `grundbuch:tzabfrage-{id}`, asks `get_state` and applies state, update_stats
 * and update_row (the row goes to `onRow`); a poll every 10 s is the fallback for a lost socket.
 */
export function useTzabfrage(id: number, onRow: (row: TzRow) => void) {
  const [state, setState] = useState<TzabfrageState | null>(null);
  const [error, setError] = useState<unknown>(null);
  const onRowRef = useLatest(onRow);

  useEffect(() => {
    let active = true;
    const load = () =>
      api.get<OkAnswer<TzabfrageState>>(`/api/tzabfragen/${id}`).then(
        (a) => active && setState(a.data),
        (e: unknown) => active && setError(e),
      );
    const channel = createChannel(tzabfrageTopic(id));
    channel.on<TzabfrageState>(tzabfrageEvents.state, (s) => setState((prev) => ({ ...prev, ...s })));
    channel.on<TzStats>(tzabfrageEvents.updateStats, (stats) =>
      setState((prev) => (prev ? { ...prev, stats: mergeStats(prev.stats, stats) } : prev)),
    );
    channel.on<TzRow>(tzabfrageEvents.updateRow, (row) => onRowRef.current(row));
    void load().then(async () => {
      await channel.join();
      const reply = await channel.push<TzabfrageState>(tzabfragePushes.getState, { tzabfrage_id: id });
      if (reply.status === 'ok' && active) setState(reply.response);
    });
    const poll = window.setInterval(() => void load(), 10_000);
    return () => {
      active = false;
      window.clearInterval(poll);
      channel.leave();
    };
  }, [id, onRowRef]);

  return {
    state,
    error,
    reload: () => api.get<OkAnswer<TzabfrageState>>(`/api/tzabfragen/${id}`).then((a) => setState(a.data)),
  };
}

function useLatest<T>(value: T): { current: T } {
  const [ref] = useState(() => ({ current: value }));
  ref.current = value;
  return ref;
}
