import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import {
  formatDate,
  type AnmeldungAlsHinweis,
  type OkAnswer,
  type SessionData,
  type SessionUser,
} from '@app/domain';
import { api, errorMessage } from '../lib/api-client';
import { switchSession } from '../lib/session';
import { showAlert } from '../components/confirm';

/** The original-user marker (SPEC §6) on every page while an administrator acts as another user. */
export function AnmeldenAlsBanner({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!user.originalUser) return null;
  const beenden = async () => {
    setBusy(true);
    try {
      const answer = await api.post<OkAnswer<SessionData>>('/api/konto/anmelden-als/beenden');
      switchSession(answer.data);
      void navigate('/benutzer', { replace: true });
    } catch (error) {
      await showAlert(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      py={6}
      data-original-user={user.originalUser.email}
      role="status"
    >
      <Group gap="xs" justify="center">
        <Text size="sm" fw={600}>
          Angemeldet als {user.name} — ursprünglich {user.originalUser.name} —
        </Text>
        <Button size="compact-sm" color="dark" onClick={() => void beenden()} loading={busy}>
          beenden
        </Button>
        <Text size="xs">(endet spätestens {formatDate(user.originalUser.bis, true)})</Text>
      </Group>
    </Alert>
  );
}

/** At login the user learns that an administrator acted as them, and why. */
export function AnmeldenAlsHinweise({ user }: { user: SessionUser }) {
  const [hinweise, setHinweise] = useState<AnmeldungAlsHinweis[]>([]);
  useEffect(() => {
    if (user.originalUser) return;
    let cancelled = false;
    api
      .get<OkAnswer<AnmeldungAlsHinweis[]>>('/api/konto/hinweise')
      .then((answer) => !cancelled && setHinweise(answer.data))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [user.id, user.originalUser]);
  const close = () => {
    setHinweise([]);
    void api.post('/api/konto/hinweise/gesehen').catch(() => undefined);
  };
  return (
    <Modal opened={hinweise.length > 0} onClose={close} title="Jemand hat in Ihrem Namen gehandelt">
      <List size="sm" spacing="xs">
        {hinweise.map((h) => (
          <List.Item key={h.id}>
            {h.von} war am {formatDate(h.beginn, true)} bis {formatDate(h.bis, true)} als Sie angemeldet.
            Grund: „{h.grund}“
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="md">
        <Button onClick={close} data-autofocus>
          Verstanden
        </Button>
      </Group>
    </Modal>
  );
}
