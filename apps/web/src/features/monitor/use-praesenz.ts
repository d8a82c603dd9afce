import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { monitorEvents, monitorTopic, type OkAnswer, type Praesenz } from '@app/domain';
import { api } from '../../lib/api-client';
import { createChannel } from '../../lib/socket';

/**
 * Who is online (SPEC §6/§7): loaded once, then kept by the `presence` events of `monitor:frontend`; an
 * `update` event (new usage) refetches the monitor's figures on screen.
 */
export function usePraesenz(): Praesenz | null {
  const [praesenz, setPraesenz] = useState<Praesenz | null>(null);
  const client = useQueryClient();
  useEffect(() => {
    let active = true;
    const channel = createChannel(monitorTopic);
    channel.on<Praesenz>(monitorEvents.presence, (p) => setPraesenz(p));
    channel.on(monitorEvents.update, () => void client.invalidateQueries({ queryKey: ['monitor'] }));
    void channel.join().then(async () => {
      const answer = await api.get<OkAnswer<Praesenz>>('/api/monitor/praesenz').catch(() => null);
      if (active && answer) setPraesenz((current) => current ?? answer.data);
    });
    return () => {
      active = false;
      channel.leave();
    };
  }, [client]);
  return praesenz;
}
