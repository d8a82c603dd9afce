import { useEffect } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { benachrichtigungEvents, benachrichtigungTopic, type OkAnswer } from '@app/domain';
import { api } from '../lib/api-client';
import { useCan } from '../lib/session';
import { createChannel } from '../lib/socket';

type Anzahl = OkAnswer<{ ungelesen: number }>;
const key = ['benachrichtigungen', 'anzahl'];

/**
 * The header's unread badge: loaded once, then live from the server's push to the user's own sockets
 * (sent when a notification arrives, is read, or is done).
 */
export function BenachrichtigungenBadge() {
  const allowed = useCan('datencheck.nutzen');
  const client = useQueryClient();
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<Anzahl>('/api/benachrichtigungen/anzahl', undefined, signal),
    enabled: allowed,
  });
  useEffect(() => {
    if (!allowed) return;
    const channel = createChannel(benachrichtigungTopic);
    const off = channel.on<{ ungelesen: number }>(benachrichtigungEvents.anzahl, (payload) => {
      client.setQueryData<Anzahl>(key, { status: 'ok', data: payload });
      // The lists shown elsewhere changed too.
      void client.invalidateQueries({
        queryKey: ['benachrichtigungen'],
        predicate: (q) => q.queryKey[1] !== 'anzahl',
      });
    });
    return off;
  }, [allowed, client]);
  if (!allowed) return null;
  const n = query.data?.data.ungelesen ?? 0;
  return (
    <Indicator label={n} size={16} disabled={n === 0} offset={4} color="red">
      <ActionIcon
        variant="subtle"
        size="lg"
        component={Link}
        to="/benachrichtigungen"
        aria-label={n === 1 ? 'Benachrichtigungen: 1 ungelesen' : `Benachrichtigungen: ${n} ungelesen`}
        data-testid="benachrichtigungen-badge"
      >
        <IconBell size={20} />
      </ActionIcon>
    </Indicator>
  );
}
