import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Busy } from '../../components/busy';
import { IconAlertTriangle, IconCircleCheck, IconFileCertificate } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import {
  fbuchAuszugPath,
  fbuchRedirectDelayMs,
  fbuchRedirectPath,
  messages,
  type FbuchAuszugAnswer,
  type FirmaInput,
} from '@app/domain';
import { api, errorMessage, ValidationError } from '../../lib/api-client';
import { useFbuchAuszug } from '../../components/fbuch/use-fbuch-auszug';
import { navigateDiscarding } from '../../components/unsaved-changes';

function failureText(error: unknown): string {
  if (error instanceof ValidationError) return Object.values(error.errors).flat().join(' ');
  return errorMessage(error);
}

/** What the new-firm form hands to the created firm's page: the input to compare with the register's values. */
export interface FbuchEingabeState {
  fbuchEingabe: FirmaInput;
}

/**
 * Requests a commercial-register extract for the firm's FN (SPEC §4, §7, §8): starts the query, follows it
 * on its channel (poll fallback after 10 s), then redirects after 0.5 s on success, or shows the failure
 * with a link to the query's details. From the new-firm form (`typed`: its current input) the server
 * creates the firm from the extract; the redirect goes to that firm's form with the input beside the
 * register's values, to choose per field (issue 23: nothing typed is replaced unasked).
 */
export function FbuchAuszugButton({
  firmaId,
  fbnr,
  disabled,
  typed,
}: {
  firmaId: number | null;
  fbnr: string;
  disabled: boolean;
  typed?: () => FirmaInput;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [callError, setCallError] = useState<string | null>(null);
  const [auszugId, setAuszugId] = useState<number | null>(null);
  const { state, error } = useFbuchAuszug(auszugId, fbnr);
  const row = state?.rows[0];
  const status = row?.status ?? (auszugId ? 'waiting' : null);

  useEffect(() => {
    if (status !== 'success' || !row?.firma_id) return;
    const go = () => navigate(fbuchRedirectPath(row.firma_id!), { state: { fbuchChanges: row.changes } });
    // From the new-firm form the server has created the firm from the extract: saving the form again would
    // only say 'FirmenbuchNr bereits vorhanden', so its input moves on to the created firm's form, where the
    // user chooses per field between it and the register's values.
    const carry = () => {
      const state: FbuchEingabeState = { fbuchEingabe: typed!() };
      return navigate(`/firmen/${row.firma_id!}`, { state });
    };
    const timer = window.setTimeout(
      () => void (firmaId === null ? (typed ? navigateDiscarding(carry) : navigateDiscarding(go)) : go()),
      fbuchRedirectDelayMs,
    );
    return () => window.clearTimeout(timer);
  }, [status, row?.firma_id, row?.changes, firmaId, navigate, typed]);

  async function start() {
    setBusy(true);
    setCallError(null);
    setAuszugId(null);
    try {
      const [, , id] = await api.post<FbuchAuszugAnswer>('/api/firmen/fbuchauszug', {
        fbnr,
        firma_id: firmaId,
      });
      setAuszugId(id);
    } catch (e) {
      setCallError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  const running = busy || status === 'waiting';
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconFileCertificate size={16} aria-hidden />}
          disabled={disabled || !fbnr}
          loading={running}
          onClick={() => void start()}
        >
          Firmenbuchauszug abrufen
        </Button>
        {state?.quelle === 'simulator' && (
          <Text size="xs" c="dimmed">
            {messages.fbuchSimulatorHinweis}
          </Text>
        )}
      </Group>
      {callError !== null && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {messages.fbuchAuszugFehler}
          {callError}
        </Alert>
      )}
      {status === 'waiting' && (
        <Group gap="xs" role="status">
          <Busy size="xs" />
          <Text size="sm">Firmenbuchabfrage läuft …</Text>
        </Group>
      )}
      {status === 'success' && (
        <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />}>
          {messages.fbuchErfolgreich}
        </Alert>
      )}
      {status === 'failed' && auszugId !== null && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {messages.fbuchFehlgeschlagen}
          {row?.message ? `: ${row.message}` : ''}{' '}
          {/* From the new-firm form nothing is saved yet (a failed query creates no firm): the details open
              in a new tab so the input stays. */}
          <Anchor
            component={Link}
            to={fbuchAuszugPath(auszugId)}
            inherit
            {...(firmaId === null ? { target: '_blank', rel: 'noopener' } : {})}
          >
            Details
          </Anchor>
        </Alert>
      )}
      {error !== null && status === 'waiting' && (
        <Text size="xs" c="dimmed">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
