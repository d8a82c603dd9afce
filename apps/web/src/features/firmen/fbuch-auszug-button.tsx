import { Button } from '@mantine/core';

/**
 * Requests a commercial-register extract for the firm's FN (SPEC §4, §7, §8).
 * CONTRACT placeholder written by the lead: the Firmenbuch helper replaces the body; the Firma form
 * (Firmen helper) renders it next to the fbnr field. Keep the props.
 */
export function FbuchAuszugButton({ fbnr, disabled }: { firmaId: number | null; fbnr: string; disabled: boolean }) {
  return (
    <Button variant="light" disabled={disabled || !fbnr}>
      Firmenbuchauszug abrufen
    </Button>
  );
}
