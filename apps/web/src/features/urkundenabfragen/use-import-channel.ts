import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { importEvents, importTopic, pushTimeouts, type PushReply, type Urkundenabfrage } from '@app/domain';
import { createChannel, type Channel } from '../../lib/socket';
import { importKeys } from './api';

/** Batch pushes wait long (SPEC §9: 50 s, apply_ocrs 1,000,000 ms); everything else 10 s. */
export const pushTimeout = (event: string) =>
  event === 'apply_ocrs'
    ? pushTimeouts.applyOcrs
    : event.startsWith('fetch_urkunden') && !event.endsWith('liste') && !event.endsWith('abfrage')
      ? pushTimeouts.long
      : pushTimeouts.default;

const rowDoneEvents = [importEvents.applyOcrDone, 'fetch_urkundenliste_done', 'fetch_urkundenabfrage_done'];
const batchDoneEvents = [
  importEvents.fetchUrkundenlistenDone,
  importEvents.fetchUrkundenabfragenDone,
  importEvents.applyOcrsDone,
];

/**
 * The import's channel `import:kaufobjekte-{id}` (SPEC §7): lock/unlock toggle the banner for every viewer,
 * render_urkunde_row and the *_done events refresh the rows and end the spinners of the operations.
 */
export function useImportChannel(id: number, initiallyLocked: boolean | undefined) {
  const client = useQueryClient();
  const [locked, setLocked] = useState<boolean | null>(null);
  const [pendingRows, setPendingRows] = useState<Record<number, string>>({});
  const [pendingBatch, setPendingBatch] = useState<string | null>(null);
  const [lastRow, setLastRow] = useState<Urkundenabfrage | null>(null);
  const channelRef = useRef<Channel | null>(null);

  useEffect(() => {
    const channel = createChannel(importTopic(id));
    channelRef.current = channel;
    let refresh: number | null = null;
    // Many rows finish per second in a batch: refetch the tables at most every 300 ms.
    const invalidate = () => {
      if (refresh !== null) return;
      refresh = window.setTimeout(() => {
        refresh = null;
        void client.invalidateQueries({ queryKey: importKeys.all(id) });
      }, 300);
    };
    channel.on(importEvents.lock, () => setLocked(true));
    channel.on(importEvents.unlock, () => {
      setLocked(false);
      setPendingBatch(null);
      invalidate();
    });
    channel.on<Urkundenabfrage>(importEvents.renderUrkundeRow, (row) => {
      setLastRow(row);
      invalidate();
    });
    for (const event of rowDoneEvents)
      channel.on<{ id: number }>(event, ({ id: rowId }) => {
        setPendingRows(({ [rowId]: _, ...rest }) => rest);
        invalidate();
      });
    for (const event of batchDoneEvents)
      channel.on(event, () => {
        setPendingBatch(null);
        invalidate();
      });
    void channel.join();
    return () => {
      if (refresh !== null) window.clearTimeout(refresh);
      channel.leave();
      channelRef.current = null;
    };
  }, [id, client]);

  const push = useCallback(async <T>(event: string, payload: object = {}): Promise<PushReply<T>> => {
    const channel = channelRef.current;
    if (!channel) return { status: 'timeout' };
    return channel.push<T>(event, payload, pushTimeout(event));
  }, []);

  /** A batch operation: spinner until its *_done / unlock event (or an error answer). */
  const batch = useCallback(
    async (event: string): Promise<PushReply<unknown>> => {
      setPendingBatch(event);
      const reply = await push(event);
      if (reply.status !== 'ok') setPendingBatch(null);
      else setLocked(true);
      return reply;
    },
    [push],
  );
  /** One row's operation: its buttons turn into a spinner until the row's *_done event. */
  const rowOp = useCallback(
    async (event: string, rowId: number): Promise<PushReply<unknown>> => {
      setPendingRows((p) => ({ ...p, [rowId]: event }));
      const reply = await push(event, { id: rowId });
      if (reply.status !== 'ok' || event === 'cancel_fetch_urkundenabfrage') {
        setPendingRows(({ [rowId]: _, ...rest }) => rest);
        void client.invalidateQueries({ queryKey: importKeys.all(id) });
      }
      return reply;
    },
    [push, client, id],
  );

  return {
    locked: locked ?? initiallyLocked ?? false,
    pendingRows,
    pendingBatch,
    lastRow,
    push,
    batch,
    rowOp,
  };
}
