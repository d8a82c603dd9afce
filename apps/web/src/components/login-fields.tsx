import { useState, type FormEvent } from 'react';
import { Alert, PasswordInput, TextInput } from '@mantine/core';
import { messages } from '@app/domain';
import { errorMessage } from '../lib/api-client';

/**
 * The login's state and submit, shared by the login page and the re-login dialog: both fields are required,
 * `send` gets the trimmed e-mail; when it fails, the server's own German message (401, 429) shows above the
 * fields and the form can be sent again. After `send` succeeded it stays busy (the page moves on).
 */
export function useLoginForm(send: (email: string, password: string) => Promise<void>, initialEmail = '') {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : messages.pflichtfeld,
      password: password ? undefined : messages.pflichtfeld,
    };
    setErrors(missing);
    if (missing.email || missing.password) return;
    setBusy(true);
    setError(null);
    try {
      await send(email.trim(), password);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return {
    busy,
    submit: (event: FormEvent) => void submit(event),
    fields: { email, password, errors, error, onEmail: setEmail, onPassword: setPassword },
  };
}

/** The refusal, E-Mail and Passwort, as the login page and the re-login dialog ask for them. */
export function LoginFields({
  email,
  password,
  errors,
  error,
  onEmail,
  onPassword,
  inDialog = false,
}: ReturnType<typeof useLoginForm>['fields'] & {
  /** In a Mantine modal the first field takes focus through `data-autofocus`. */
  inDialog?: boolean;
}) {
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="E-Mail"
        type="email"
        autoComplete="username"
        autoFocus={!inDialog}
        data-autofocus={inDialog || undefined}
        required
        value={email}
        error={errors.email}
        onChange={(event) => onEmail(event.currentTarget.value)}
      />
      <PasswordInput
        label="Passwort"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => onPassword(event.currentTarget.value)}
        visibilityToggleButtonProps={{ 'aria-label': 'Eingabe anzeigen' }}
      />
    </>
  );
}
