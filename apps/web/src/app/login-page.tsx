import { Button, Stack } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { login, useSession } from '../lib/session';
import { PageLoader } from '../components/page-loader';
import { LoginFields, useLoginForm } from '../components/login-fields';
import { AuthCard, AuthHeading } from './auth-card';

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
  // 401 and 429 carry the server's own German message.
  const form = useLoginForm(async (email, password) => {
    await login(email, password);
    navigate(next, { replace: true });
  });
  if (session.status === 'unknown') return <PageLoader />;
  if (session.status === 'active' && !form.busy) return <Navigate to={next} replace />;

  return (
    <AuthCard width={400}>
      <form onSubmit={form.submit} noValidate>
        <Stack>
          <AuthHeading title="Anmelden" />
          <LoginFields {...form.fields} />
          <Button type="submit" loading={form.busy} fullWidth>
            Anmelden
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
