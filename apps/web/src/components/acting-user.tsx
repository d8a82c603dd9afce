import { Text } from '@mantine/core';

/** Who made a change, and below it on whose behalf when an admin acted as that user. */
export function ActingUser({
  entry,
}: {
  entry: { user_name: string | null; original_user_name: string | null };
}) {
  return (
    <>
      {entry.user_name ?? 'unbekannt'}
      {entry.original_user_name && (
        <Text size="xs" c="dimmed">
          im Namen von {entry.original_user_name}
        </Text>
      )}
    </>
  );
}
