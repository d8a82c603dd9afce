import { useEffect, useState } from 'react';
import {
  fbuchEvents,
  fbuchPollFallbackMs,
  fbuchPushes,
  fbuchTopic,
  type FbuchAuszug,
  type FbuchAuszugRow,
  type FbuchAuszugState,
  type FbuchStats,
  type OkAnswer,
} from '@app/domain';
import { api } from '../../lib/api-client';
import { createChannel } from '../../lib/socket';

export const fetchFbuchAuszug = async (id: number, signal?: AbortSignal) =>
  (await api.get<OkAnswer<FbuchAuszugState>>(`/api/fbuch/auszug/${id}`, undefined, signal)).data;

/*
 * Events may arrive out of order (with PostgreSQL, Socket.IO's adapter publishes each emit before it
 * delivers it), but every event carries absolute values that only grow: stats never shrink and a
 * finished row never waits again. Merging by "newest wins" per field keeps the page right in any order.
 */
function upsertRow(rows: FbuchAuszugRow[], row: FbuchAuszugRow): FbuchAuszugRow[] {
  const index = rows.findIndex((r) => r.id === row.id);
  if (index < 0) return [...rows, row];
  if (rows[index]!.status !== 'waiting' && row.status === 'waiting') return rows;
  const next = rows.slice();
  next[index] = row;
  return next;
}

function mergeStats(a: FbuchStats, b: FbuchStats): FbuchStats {
  return {
    all: Math.max(a.all, b.all),
    done: Math.max(a.done, b.done),
    success: Math.max(a.success, b.success),
    failed: Math.max(a.failed, b.failed),
  };
}

function mergeState(s: FbuchAuszugState, payload: FbuchAuszug): FbuchAuszugState {
  const stats = mergeStats(s.stats, payload.stats);
  const finished = stats.all > 0 && stats.done === stats.all;
  const status = finished ? 'done' : payload.status === 'done' ? 'running' : payload.status;
  return { ...s, ...payload, stats, status };
}

export interface FbuchAuszugLive {
  state: FbuchAuszugState | null;
  error: unknown;
}

/**
 * A Firmenbuch query, kept current: joins `fbuch:auszug-{id}`, asks `get_state` and applies the events
 * state, update_row, update_stats and add_row (SPEC §7); while it is not done, a status poll every 10 s
 * is the fallback (SPEC §9) for a lost socket.
 */
export function useFbuchAuszug(id: number | null, fbnr?: string | null): FbuchAuszugLive {
  const [live, setLive] = useState<FbuchAuszugLive & { id: number | null }>({ id, state: null, error: null });

  useEffect(() => {
    if (id === null) return;
    let active = true;
    // Set from snapshots only (first load, get_state, poll): events cannot end the fallback poll early.
    let done = false;
    const apply = (update: (s: FbuchAuszugState) => FbuchAuszugState) =>
      setLive((prev) => (prev.id === id && prev.state ? { ...prev, state: update(prev.state) } : prev));
    const replace = (state: FbuchAuszugState) => {
      done = state.status === 'done' && state.rows.every((r) => r.status !== 'waiting');
      // A snapshot may be older than events already applied: merge it the same monotonic way.
      const merge = (prev: FbuchAuszugState | null) =>
        prev ? { ...mergeState(prev, state), rows: state.rows.reduce(upsertRow, prev.rows) } : state;
      if (active) setLive((prev) => ({ id, state: merge(prev.id === id ? prev.state : null), error: null }));
    };

    const channel = createChannel(fbuchTopic(id));
    channel.on<FbuchAuszug>(fbuchEvents.state, (payload) => {
      apply((s) => mergeState(s, payload));
    });
    channel.on<FbuchAuszugRow>(fbuchEvents.updateRow, (row) =>
      apply((s) => ({ ...s, rows: upsertRow(s.rows, row) })),
    );
    channel.on<FbuchAuszugRow>(fbuchEvents.addRow, (row) =>
      apply((s) => ({ ...s, rows: upsertRow(s.rows, row) })),
    );
    channel.on<FbuchStats>(fbuchEvents.updateStats, (stats) =>
      apply((s) => ({ ...s, stats: mergeStats(s.stats, stats) })),
    );

    const controller = new AbortController();
    const load = () =>
      fetchFbuchAuszug(id, controller.signal).then(replace, (error: unknown) => {
        if (active && !controller.signal.aborted) setLive((prev) => ({ ...prev, id, error }));
      });
    void load().then(async () => {
      await channel.join();
      // Events sent between the first load and the join are covered by the state the channel answers.
      const reply = await channel.push<FbuchAuszugState>(fbuchPushes.getState, {
        abfrage_id: id,
        fbnr: fbnr ?? null,
      });
      if (reply.status === 'ok') replace(reply.response);
    });
    const poll = window.setInterval(() => {
      if (!done) void load();
    }, fbuchPollFallbackMs);

    return () => {
      active = false;
      controller.abort();
      window.clearInterval(poll);
      channel.leave();
    };
  }, [id, fbnr]);

  return live.id === id ? live : { state: null, error: null };
}
