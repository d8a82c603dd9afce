import { PasswordInput, TextInput } from '@mantine/core';

/** E-Mail and Passwort, as the login page and the re-login dialog ask for them. */
export function LoginFields({
  email,
  password,
  errors,
  onEmail,
  onPassword,
  inDialog = false,
}: {
  email: string;
  password: string;
  errors: { email?: string; password?: string };
  onEmail: (value: string) => void;
  onPassword: (value: string) => void;
  /** In a Mantine modal the first field takes focus through `data-autofocus`. */
  inDialog?: boolean;
}) {
  return (
    <>
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
