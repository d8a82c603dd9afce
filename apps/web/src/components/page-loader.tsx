import { Center, Loader } from '@mantine/core';

/** Shown while the session check or a lazy page is on its way. */
export function PageLoader() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Lädt" />
    </Center>
  );
}
