import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@app/domain';
import { ApiError } from '../lib/api-client';
import { renderAt } from '../testing/render';
import { LoginFields, useLoginForm } from './login-fields';

function Harness({ send }: { send: (email: string, password: string) => Promise<void> }) {
  const form = useLoginForm(send, ' maria@example.at ');
  return (
    <form onSubmit={form.submit} noValidate aria-label="Anmelden">
      <LoginFields {...form.fields} />
      <button type="submit" disabled={form.busy}>
        Anmelden
      </button>
    </form>
  );
}

describe('useLoginForm', () => {
  it('asks for both fields before sending', async () => {
    const send = vi.fn(async () => {});
    renderAt('/login', '/login', <Harness send={send} />);
    const user = userEvent.setup();
    await user.clear(screen.getByRole('textbox', { name: /E-Mail/ }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText(messages.pflichtfeld)).toHaveLength(2);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the trimmed e-mail; a refusal shows the server's message and the form can be sent again", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(401, 'E-Mail oder Passwort ist falsch.'))
      .mockResolvedValueOnce(undefined);
    renderAt('/login', '/login', <Harness send={send} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Passwort/), 'geheim{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('E-Mail oder Passwort ist falsch.');
    expect(send).toHaveBeenLastCalledWith('maria@example.at', 'geheim');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    // Sent: busy until the page moves on.
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
