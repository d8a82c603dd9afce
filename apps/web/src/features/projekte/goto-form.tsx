import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useNavigate } from 'react-router';
import { messages, wholeNumber } from '@app/domain';

/** SPEC §2: sends the entered project number to /projekte/{projektnr}/erfassungsnotizen. */
export function GotoForm() {
  const navigate = useNavigate();
  const [nr, setNr] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = nr.trim();
    const projektnr = wholeNumber(value, 1);
    if (projektnr === null) {
      setError(value === '' ? messages.pflichtfeld : messages.keineZahl);
      return;
    }
    void navigate(`/projekte/${projektnr}/erfassungsnotizen`);
  }

  return (
    <form onSubmit={submit} aria-label="Gehe zu Projekt" noValidate>
      <Group align="flex-start" gap="xs">
        <TextInput
          label="Gehe zu Projektnr."
          placeholder="z. B. 24001"
          inputMode="numeric"
          value={nr}
          error={error}
          onChange={(event) => {
            setNr(event.currentTarget.value);
            setError(null);
          }}
          w={170}
        />
        <Button type="submit" variant="default" mt={25}>
          Gehe zu
        </Button>
      </Group>
    </form>
  );
}
