import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages, permissionCatalogue, type Permission } from '@app/domain';
import { usePageTitle } from '../lib/page-title';

/** A route opened without its permission: which one is missing, and the way back (no page, no buttons). */
export function KeinZugriffPage({ permission }: { permission: Permission }) {
  usePageTitle(messages.keinZugriff);
  return (
    <Stack align="flex-start">
      <Title order={1}>{messages.keinZugriff}</Title>
      <Text>{messages.keinZugriffRecht(permissionCatalogue[permission])}</Text>
      <Text c="dimmed">{messages.keinZugriffWas}</Text>
      <Anchor component={Link} to="/">
        Zur Startseite
      </Anchor>
    </Stack>
  );
}
