import { Center } from '@mantine/core';
import { Busy } from './busy';

/** Shown while the session check or a lazy page is on its way. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Busy label="Lädt" />
    </Center>
  );
}
