import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '@app/domain';
import { errorMessage } from '../lib/api-client';
import { cancelRelogin, relogIn, useRelogin, type ReloginRequest } from '../lib/session';
import { showAlert } from './confirm';
import { navigateDiscarding } from './unsaved-changes';
import { LoginFields } from './login-fields';

/**
 * Rendered once by the shell: when the session ended while the page is open, the user logs in again here
 * and the calls that failed meanwhile are repeated (DESIGN §1, nothing typed is lost).
 */
export function ReloginDialog() {
  const request = useRelogin();
  return (
    <Modal
      opened={!!request}
      onClose={cancelRelogin}
      title={messages.reloginTitel}
      centered
      size="sm"
      closeOnClickOutside={false}
    >
      {/* A fresh form per request, so no password stays from an earlier one. */}
      {request && <ReloginForm key={request.user.id} request={request} />}
    </Modal>
  );
}

function ReloginForm({ request }: { request: ReloginRequest }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState(request.user.email);
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : messages.pflichtfeld,
      password: password ? undefined : messages.pflichtfeld,
    };
    setFieldErrors(missing);
    if (missing.email || missing.password) return;
    setBusy(true);
    setError(null);
    try {
      if (await relogIn(email.trim(), password)) return;
      // Another user: the open page holds the previous user's input, which must not be saved under this one.
      await navigateDiscarding(() => navigate('/', { replace: true }));
      await showAlert(messages.reloginAndererBenutzer);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Erneut anmelden">
      <Stack>
        <Text size="sm">{messages.reloginText}</Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <LoginFields
          email={email}
          password={password}
          errors={fieldErrors}
          onEmail={setEmail}
          onPassword={setPassword}
          inDialog
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancelRelogin} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" loading={busy}>
            Anmelden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
