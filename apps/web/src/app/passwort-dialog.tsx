import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, passwortMinLaenge } from '@app/domain';
import { api, errorMessage, ValidationError } from '../lib/api-client';

/** Own password change (issue 10): the current password is required. */
export function PasswortDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [aktuell, setAktuell] = useState('');
  const [neu, setNeu] = useState('');
  const [errors, setErrors] = useState<{ aktuell?: string; neu?: string }>({});
  const [busy, setBusy] = useState(false);
  const close = () => {
    setAktuell('');
    setNeu('');
    setErrors({});
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await api.put('/api/konto/passwort', { aktuell, neu });
      notifications.show({ message: messages.passwortGeaendert, color: 'green' });
      close();
    } catch (e) {
      if (e instanceof ValidationError)
        setErrors({ aktuell: e.errors.aktuell?.join(' '), neu: e.errors.neu?.join(' ') });
      else setErrors({ neu: errorMessage(e) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Passwort ändern">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <PasswordInput
            label="Aktuelles Passwort"
            autoComplete="current-password"
            data-autofocus
            value={aktuell}
            onChange={(e) => setAktuell(e.currentTarget.value)}
            error={errors.aktuell}
          />
          <PasswordInput
            label="Neues Passwort"
            description={`Mindestens ${passwortMinLaenge} Zeichen, ohne E-Mail-Adresse.`}
            autoComplete="new-password"
            value={neu}
            onChange={(e) => setNeu(e.currentTarget.value)}
            error={errors.neu}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button type="submit" loading={busy}>
              Passwort ändern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
