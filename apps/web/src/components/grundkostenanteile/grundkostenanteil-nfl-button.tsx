import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalculator } from '@tabler/icons-react';
import { messages, type GrundkostenanteilNflAnswer, type OkAnswer } from '@app/domain';
import { api, errorMessage, NotFoundError } from '../../lib/api-client';

export type GrundkostenanteilNfl = GrundkostenanteilNflAnswer;

/**
 * Fills gka / nutzflaeche of the Ankauf and BAB forms from the project's Grundkostenanteil
 * (`GET /api/gka/nfl/{projekt_id}/{target}`, SPEC §7): gkq = € per m² NFL, nfl = Σ NFL.
 * A project without Grundkostenanteil answers 404: the button says so in German under itself.
 */
export function GrundkostenanteilNflButton({
  projektId,
  target,
  onLoaded,
}: {
  projektId: number | null;
  target: 'ankauf' | 'bab';
  onLoaded: (data: GrundkostenanteilNfl) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function load() {
    if (!projektId) return;
    setBusy(true);
    setNote(null);
    try {
      const answer = await api.get<OkAnswer<GrundkostenanteilNfl>>(`/api/gka/nfl/${projektId}/${target}`);
      onLoaded(answer.data);
      setNote(
        answer.data.gkq === null && answer.data.nfl === null
          ? { text: messages.gkaKeineFlaeche, error: true }
          : { text: messages.gkaUebernommen, error: false },
      );
    } catch (error) {
      setNote({
        text: error instanceof NotFoundError ? messages.gkaKeiner : errorMessage(error),
        error: true,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        disabled={!projektId}
        loading={busy}
        onClick={() => void load()}
        leftSection={<IconCalculator size={16} aria-hidden />}
      >
        Aus Grundkostenanteil übernehmen
      </Button>
      {note && (
        <Text size="sm" c={note.error ? 'red' : 'teal'} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </Text>
      )}
    </Stack>
  );
}
