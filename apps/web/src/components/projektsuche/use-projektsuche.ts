import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  projektsuchePush,
  projektsucheTopic,
  type ProjektsucheAnswer,
  type ProjektTreffer,
} from '@app/domain';
import { createChannel, type Channel } from '../../lib/socket';

export const projektsucheDebounceMs = 100;

/**
 * The Projektsuche over the socket topic (SPEC §7): every query (debounced 100 ms) goes out with a
 * growing id; an answer older than the newest one shown is dropped, so a slow answer never overwrites
 * a newer one.
 */
export function useProjektsuche(query: string, active: boolean) {
  const [debounced] = useDebouncedValue(query.trim(), projektsucheDebounceMs);
  const [state, setState] = useState<{ query: string; treffer: ProjektTreffer[] }>({
    query: '',
    treffer: [],
  });
  const [loading, setLoading] = useState(false);
  // The channel once joined: a push before the join is answered would be refused.
  const channel = useRef<Promise<Channel> | null>(null);
  const sent = useRef(0);
  const shown = useRef(0);

  useEffect(() => {
    if (!active) return;
    const c = createChannel(projektsucheTopic);
    channel.current = c.join().then(() => c);
    return () => {
      c.leave();
      channel.current = null;
    };
  }, [active]);

  useEffect(() => {
    const c = channel.current;
    if (!active || !c) return;
    if (!debounced) {
      shown.current = ++sent.current;
      setState({ query: '', treffer: [] });
      setLoading(false);
      return;
    }
    const id = ++sent.current;
    setLoading(true);
    void c
      .then((joined) => joined.push<ProjektsucheAnswer>(projektsuchePush, { q: debounced, id }))
      .then((reply) => {
        if (id < shown.current) return;
        shown.current = id;
        if (id === sent.current) setLoading(false);
        if (reply.status === 'ok') setState({ query: debounced, treffer: reply.response.treffer });
        else console.error('Projektsuche:', reply);
      });
  }, [debounced, active]);

  return { ...state, loading: loading || debounced !== query.trim() };
}
