import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { Busy } from '../components/busy';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messages, passwortMinLaenge, type OkAnswer, type PasswortLinkZustand } from '@app/domain';
import { request, ValidationError, errorMessage } from '../lib/api-client';
import { usePageTitle } from '../lib/page-title';
import { AuthCard, AuthHeading } from './auth-card';

/** What a link that no longer works tells the person (and what to do). */
const linkTexte: Record<Exclude<PasswortLinkZustand, 'gueltig'>, string> = {
  verwendet: messages.passwortLinkVerwendet,
  abgelaufen: messages.passwortLinkAbgelaufen,
  ungueltig: messages.passwortLinkUngueltig,
};

/** Asks the server whether the link still works, before its form is shown. */
function useLinkZustand(token: string) {
  return useQuery({
    queryKey: ['passwort-setzen', token],
    enabled: !!token,
    staleTime: Infinity,
    queryFn: async () =>
      (
        await request<OkAnswer<{ zustand: PasswortLinkZustand }>>('GET', '/api/passwort-setzen', {
          params: { token },
          ignoreUnauthorized: true,
        })
      ).data.zustand,
  });
}

/** The one-time set-password link an administrator handed out (no session needed: the token is the proof). */
export function PasswortSetzenPage() {
  usePageTitle('Passwort setzen');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const check = useLinkZustand(token);
  const zustand: PasswortLinkZustand | undefined = token ? check.data : 'ungueltig';
  const [passwort, setPasswort] = useState('');
  const [wiederholung, setWiederholung] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (passwort !== wiederholung) return setError(messages.passwortWiederholung);
    setBusy(true);
    setError(null);
    try {
      await request('POST', '/api/passwort-setzen', { body: { token, passwort }, ignoreUnauthorized: true });
      setDone(true);
    } catch (e) {
      setError(e instanceof ValidationError ? Object.values(e.errors).flat().join(' ') : errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard width={420}>
      <Stack>
        <AuthHeading title="Passwort setzen" />
        {done ? (
          <>
            <Alert color="green">Das Passwort ist gesetzt.</Alert>
            <Anchor component={Link} to="/login">
              Zur Anmeldung
            </Anchor>
          </>
        ) : zustand && zustand !== 'gueltig' ? (
          <>
            <Alert color="yellow" role="alert">
              {linkTexte[zustand]}
            </Alert>
            <Anchor component={Link} to="/login">
              Zur Anmeldung
            </Anchor>
          </>
        ) : !zustand && !check.error ? (
          <Busy size="sm" label="Link wird geprüft" />
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack>
              {error && (
                <Alert color="red" role="alert">
                  {error}
                </Alert>
              )}
              <PasswordInput
                label="Neues Passwort"
                description={`Mindestens ${passwortMinLaenge} Zeichen, ohne E-Mail-Adresse.`}
                autoComplete="new-password"
                autoFocus
                value={passwort}
                onChange={(e) => setPasswort(e.currentTarget.value)}
              />
              <PasswordInput
                label="Passwort wiederholen"
                autoComplete="new-password"
                value={wiederholung}
                onChange={(e) => setWiederholung(e.currentTarget.value)}
              />
              <Button type="submit" loading={busy} fullWidth>
                Passwort setzen
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AuthCard>
  );
}
