import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '@app/domain';
import { usePageTitle } from '../lib/page-title';

export function NotFoundPage() {
  usePageTitle(messages.seiteNichtGefunden);
  return (
    <Stack align="flex-start">
      <Title order={1}>{messages.seiteNichtGefunden}</Title>
      <Text>Die aufgerufene Adresse gibt es in dieser Anwendung nicht.</Text>
      <Anchor component={Link} to="/">
        Zur Startseite
      </Anchor>
    </Stack>
  );
}
