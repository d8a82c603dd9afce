import { useEffect, useRef, useState } from 'react';
import { Alert, Avatar, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { liveEvents, livePushes, liveTopic, type LiveChange, type LivePresence } from '@app/domain';
import { createChannel, type Channel } from '../../lib/socket';
import { useCurrentUser } from '../../lib/session';

export interface RecordPresenceProps {
  area: string;
  id: number;
  /** This browser has unsaved changes: the others see 'bearbeitet gerade'. */
  dirty: boolean;
  /** Loads the version another user saved into the form. */
  onReload?: () => Promise<void>;
}

/**
 * Who else has this record open (initials; 'bearbeitet gerade' while they have unsaved changes), and,
 * when another user saves it, a notice offering to load the new version — the version conflict then
 * never comes as a surprise. Over the record's live topic (DESIGN §7).
 */
export function RecordPresence({ area, id, dirty, onReload }: RecordPresenceProps) {
  const me = useCurrentUser();
  const [channel, setChannel] = useState<Channel | null>(null);
  const [others, setOthers] = useState<LivePresence[]>([]);
  const [saved, setSaved] = useState<{ by: string; deleted: boolean } | null>(null);
  const [loading, setLoading] = useState(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  useEffect(() => {
    const c = createChannel(liveTopic(area, id));
    const offPresence = c.on<LivePresence[]>(liveEvents.presence, (list) =>
      setOthers(list.filter((p) => p.userId !== me?.id)),
    );
    setOthers([]);
    setSaved(null);
    void c.join().then(() => setChannel(c));
    return () => {
      offPresence();
      setChannel(null);
      c.leave();
    };
  }, [area, id, me?.id]);

  useEffect(() => {
    if (!channel) return;
    return channel.on<LiveChange>(liveEvents.changed, (change) => {
      if (change.area !== area || change.id !== id || change.action === 'create') return;
      // This user's own save (here or in another tab) needs no notice; it answers an older one.
      if (change.user === me?.id) return setSaved(null);
      const by = others.find((p) => p.userId === change.user)?.name ?? 'Ein anderer Benutzer';
      setSaved({ by, deleted: change.action === 'delete' });
    });
  }, [channel, area, id, others, me?.id]);

  useEffect(() => {
    if (channel) void channel.push(livePushes.presence, { editing: dirty });
  }, [channel, dirty]);

  // After a reconnect the server knows this browser no more: announce it again.
  useEffect(
    () => channel?.onRejoined(() => void channel.push(livePushes.presence, { editing: dirtyRef.current })),
    [channel],
  );

  return (
    <>
      {others.length > 0 && (
        <Group gap="xs" mb="sm" aria-label="Ebenfalls geöffnet von">
          <Text size="sm" c="dimmed">
            Ebenfalls geöffnet:
          </Text>
          {others.map((p) => (
            <Group key={p.userId} gap={4} data-testid="anwesend">
              <Tooltip label={p.name}>
                <Avatar size="sm" color={p.editing ? 'orange' : 'blue'} aria-label={p.name}>
                  {p.initials}
                </Avatar>
              </Tooltip>
              <Text size="sm">{p.name}</Text>
              {p.editing && (
                <Badge size="sm" color="orange" variant="light">
                  bearbeitet gerade
                </Badge>
              )}
            </Group>
          ))}
        </Group>
      )}
      {saved && (
        <Alert
          color={saved.deleted ? 'red' : 'yellow'}
          mb="sm"
          role="status"
          title={saved.deleted ? 'Gelöscht' : 'Neue Version gespeichert'}
        >
          {saved.deleted ? (
            <Text size="sm">{saved.by} hat diesen Datensatz gelöscht.</Text>
          ) : (
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {saved.by} hat diesen Datensatz gespeichert.
                {dirty &&
                  ' Ihre ungespeicherten Änderungen gehen beim Laden verloren; Speichern führt sie feldweise mit der neuen Version zusammen.'}
              </Text>
              {onReload && (
                <Button
                  size="xs"
                  loading={loading}
                  onClick={() => {
                    setLoading(true);
                    void onReload()
                      .then(() => setSaved(null))
                      .finally(() => setLoading(false));
                  }}
                >
                  Neue Version laden
                </Button>
              )}
            </Group>
          )}
        </Alert>
      )}
    </>
  );
}
