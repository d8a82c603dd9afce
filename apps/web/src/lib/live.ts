import { useEffect } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { liveEvents, liveTopic, liveTopicPermission, type LiveChange } from '@app/domain';
import { createChannel, type Channel } from './socket';

/**
 * The live topics a query's answer depends on, read off its key (query keys name area and record):
 * `[area, 'list', …]` → the area's list; `[area, <what>, id]` → the record (its detail, notes …);
 * `[<'dateien'>, area, id]` → the record the files belong to. `[area, 'nr', projektnr]` looks a record
 * up by its number, not its id, and has no topic.
 */
export function liveTopicsOfKey(key: QueryKey): string[] {
  const [first, second, third] = key;
  const topics: string[] = [];
  const known = (area: unknown): area is string =>
    typeof area === 'string' && liveTopicPermission(liveTopic(area)) !== null;
  if (known(first) && second === 'list') topics.push(liveTopic(first));
  else if (known(first) && second !== 'nr' && typeof third === 'number') topics.push(liveTopic(first, third));
  else if (known(second) && typeof third === 'number') topics.push(liveTopic(second, third));
  return topics;
}

/** The open record itself was deleted: its page keeps the form and says so (record presence), no refetch. */
const isDeletedRecord = (key: QueryKey, change: LiveChange) =>
  change.action === 'delete' && key[1] === 'detail' && key[0] === change.area && key[2] === change.id;

/** After a change on `topic`: the queries that depend on it, and the lists of the changed record's area. */
export function invalidateLive(client: QueryClient, topic: string, change: LiveChange): void {
  void client.invalidateQueries({
    predicate: ({ queryKey }) =>
      (liveTopicsOfKey(queryKey).includes(topic) && !isDeletedRecord(queryKey, change)) ||
      (change.area !== null && queryKey[0] === change.area && queryKey[1] === 'list'),
  });
}

/**
 * Screens that update themselves (DESIGN §7): joins the live topics of every query on screen (and leaves
 * those no longer shown); a change announced on one refetches just the queries depending on it.
 * Mounted once in the shell; features need nothing but their query keys.
 */
export function useLiveQueries(): void {
  const client = useQueryClient();
  useEffect(() => {
    const channels = new Map<string, Channel>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A bulk delete announces each row: the changes of a short moment refetch once.
    const pending = new Map<string, { topic: string; change: LiveChange }>();
    let flushTimer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      flushTimer = undefined;
      pending.forEach(({ topic, change }) => invalidateLive(client, topic, change));
      pending.clear();
    };
    const changed = (topic: string, change: LiveChange) => {
      pending.set(`${topic} ${change.area ?? ''}`, { topic, change });
      flushTimer ??= setTimeout(flush, 20);
    };
    const sync = () => {
      timer = undefined;
      const wanted = new Set<string>();
      for (const query of client.getQueryCache().getAll())
        if (query.getObserversCount() > 0) liveTopicsOfKey(query.queryKey).forEach((t) => wanted.add(t));
      for (const [topic, channel] of channels)
        if (!wanted.has(topic)) {
          channel.leave();
          channels.delete(topic);
        }
      for (const topic of wanted) {
        if (channels.has(topic)) continue;
        const channel = createChannel(topic);
        channel.on<LiveChange>(liveEvents.changed, (change) => changed(topic, change));
        void channel.join();
        channels.set(topic, channel);
      }
    };
    // Observers come and go in bursts while a page renders: settle first.
    const unsubscribe = client.getQueryCache().subscribe(() => {
      timer ??= setTimeout(sync, 50);
    });
    sync();
    return () => {
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(flushTimer);
      channels.forEach((c) => c.leave());
    };
  }, [client]);
}

/** `useLiveQueries` as a component, for the shell's logged-in branch. */
export function LiveQueries(): null {
  useLiveQueries();
  return null;
}
