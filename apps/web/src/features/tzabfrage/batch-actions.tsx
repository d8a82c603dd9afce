import { Button } from '@mantine/core';
import type { TzabfrageState, TzStats } from '@app/domain';
import { confirm, showAlert } from '../../components/confirm';
import { errorMessage } from '../../lib/api-client';
import { useCan } from '../../lib/session';
import { useCancel, useResume, useRetry } from './api';

/** The row facets from the stats: cancelled rows are neither waiting nor failed. */
export const facetCounts = (s: TzStats) => ({
  waiting: s.all - s.done - s.cancelled,
  ok: s.ok,
  error: s.error,
  cancelled: s.cancelled,
});

/**
 * A batch's actions: 'Abfrage abbrechen' while it runs; afterwards 'Fehlgeschlagene erneut' for the real
 * failures and 'Abgebrochene fortsetzen' for what a cancel left unfetched — each with its own count.
 */
export function BatchActions({ state, reload }: { state: TzabfrageState; reload: () => Promise<unknown> }) {
  const canRun = useCan('importe.nutzen');
  const cancel = useCancel(state.id);
  const retry = useRetry(state.id);
  const resume = useResume(state.id);
  if (!canRun) return null;
  const active = state.status === 'waiting' || state.status === 'running';
  const { error, cancelled } = state.stats;

  async function run(call: () => Promise<unknown>) {
    try {
      await call();
      await reload();
    } catch (e) {
      await showAlert(errorMessage(e));
    }
  }
  async function retryFailed() {
    const ok = await confirm(`${error} fehlgeschlagene TZ erneut abfragen?`, {
      details: 'Nur die fehlgeschlagenen TZ werden erneut abgefragt.',
      confirmLabel: 'Erneut abfragen',
    });
    if (ok) await run(() => retry.mutateAsync());
  }

  if (active)
    return (
      <Button
        variant="light"
        color="red"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(undefined, { onSuccess: () => void reload() })}
      >
        Abfrage abbrechen
      </Button>
    );
  return (
    <>
      {cancelled > 0 && (
        <Button
          variant="light"
          loading={resume.isPending}
          onClick={() => void run(() => resume.mutateAsync())}
        >
          Abgebrochene fortsetzen ({cancelled})
        </Button>
      )}
      {error > 0 && (
        <Button variant="light" color="red" loading={retry.isPending} onClick={() => void retryFailed()}>
          Fehlgeschlagene erneut ({error})
        </Button>
      )}
    </>
  );
}
