import { Button } from '@mantine/core';

export interface GkaNfl {
  /** € per m² NFL of the project's Grundkostenanteil */
  gkq: number | null;
  nfl: number | null;
}

/**
 * Fills gka / nutzflaeche of the Ankauf and BAB forms from the project's Grundkostenanteil
 * (`GET /api/gka/nfl/{projekt_id}/{target}`, SPEC §7).
 * CONTRACT placeholder written by the lead: the Grundkostenanteil engineer replaces the body; the Ankauf
 * and BAB forms render it. Keep the props.
 */
export function GkaNflButton({ projektId }: { projektId: number | null; target: 'ankauf' | 'bab'; onLoaded: (data: GkaNfl) => void }) {
  return (
    <Button variant="light" disabled={!projektId}>
      Aus Grundkostenanteil übernehmen
    </Button>
  );
}
