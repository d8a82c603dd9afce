import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { messages } from '@app/domain';
import { errorMessage } from '../lib/api-client';
import { productName, usePageTitle } from '../lib/page-title';
import { login, useSession } from '../lib/session';
import { PageLoader } from '../components/page-loader';
import { LoginFields } from '../components/login-fields';

/** Only paths inside the app: `?next=https://elsewhere` must not turn the login into a redirector. */
function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

// Plain state instead of a form library: this page is part of the initial bundle.
export function LoginPage() {
  usePageTitle('Anmelden');
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.status === 'unknown') return <PageLoader />;
  if (session.status === 'active' && !busy) return <Navigate to={next} replace />;

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
      await login(email.trim(), password);
      navigate(next, { replace: true });
    } catch (e) {
      // 401 and 429 carry the server's own German message.
      setError(errorMessage(e));
      setBusy(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <div>
              <Text c="dimmed" size="sm">
                {productName}
              </Text>
              <Title order={1} size="h2">
                Anmelden
              </Title>
            </div>
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
            />
            <Button type="submit" loading={busy} fullWidth>
              Anmelden
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
