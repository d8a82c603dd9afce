import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { ValidationError, errorMessage } from '../../lib/api-client';

/**
 * One FirmenbuchNr typed and sent (a new query, or a row added to one). A refusal's German reason stands
 * under the input (`failPrefix` before any other error); once sent, the input is emptied.
 */
export function FbnrForm({
  label,
  submitLabel,
  w,
  variant,
  busy,
  send,
  failPrefix = '',
}: {
  label: string;
  submitLabel: string;
  w: number;
  variant?: 'light';
  busy: boolean;
  send: (fbnr: string) => Promise<unknown>;
  failPrefix?: string;
}) {
  const [fbnr, setFbnr] = useState('');
  const [fehler, setFehler] = useState<string | null>(null);
  async function submit() {
    setFehler(null);
    try {
      await send(fbnr);
      setFbnr('');
    } catch (e) {
      setFehler(
        e instanceof ValidationError
          ? Object.values(e.errors).flat().join(' ')
          : failPrefix + errorMessage(e),
      );
    }
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group align="flex-start">
        <TextInput
          label={label}
          placeholder="z. B. 123456a"
          value={fbnr}
          onChange={(e) => setFbnr(e.currentTarget.value)}
          error={fehler}
          w={w}
        />
        <Button type="submit" variant={variant} mt={25} loading={busy} disabled={!fbnr.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
