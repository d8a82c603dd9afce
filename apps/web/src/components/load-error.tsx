import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';

/** A failed load, in the German of SPEC §8 (404: 'Fehler: Resource nicht gefunden'). */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} mb="md">
      {errorMessage(error)}
    </Alert>
  );
}
