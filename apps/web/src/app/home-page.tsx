import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title';
import { useCurrentUser } from '../lib/session';
import { visibleAreas } from '@app/domain';
import { AreaIconOf } from '../lib/areas';

export function HomePage() {
  usePageTitle('Start');
  const user = useCurrentUser();
  if (!user) return null;
  const shown = visibleAreas(user).filter((a) => a.path !== '/');

  return (
    <>
      <Title order={1} mb="xs">
        Willkommen, {user.name}
      </Title>
      <Text c="dimmed" mb="lg">
        Erfassung und Pflege von Immobilien- und Liegenschaftsdaten.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((area) => (
          <Card key={area.path} component={Link} to={area.path} withBorder padding="lg">
            <Group gap="sm" mb={4}>
              <AreaIconOf area={area} size={22} />
              <Text fw={700}>{area.label}</Text>
            </Group>
            <Text size="sm" c="dimmed">
              {area.description}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {shown.length === 0 && <Text>Für Ihr Konto sind noch keine Bereiche freigeschaltet.</Text>}
    </>
  );
}
