import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages } from '@app/domain';
import { cancelRelogin, relogIn, useRelogin, type ReloginRequest } from '../lib/session';
import { showAlert } from './confirm';
import { navigateDiscarding } from './unsaved-changes';
import { LoginFields, useLoginForm } from './login-fields';

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
  const form = useLoginForm(async (email, password) => {
    if (await relogIn(email, password)) return;
    // Another user: the open page holds the previous user's input, which must not be saved under this one.
    await navigateDiscarding(() => navigate('/', { replace: true }));
    await showAlert(messages.reloginAndererBenutzer);
  }, request.user.email);

  return (
    <form onSubmit={form.submit} noValidate aria-label="Erneut anmelden">
      <Stack>
        <Text size="sm">{messages.reloginText}</Text>
        <LoginFields {...form.fields} inDialog />
        <Group justify="flex-end">
          <Button variant="default" onClick={cancelRelogin} disabled={form.busy}>
            Abbrechen
          </Button>
          <Button type="submit" loading={form.busy}>
            Anmelden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
