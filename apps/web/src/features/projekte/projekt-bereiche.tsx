import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { visibleAreas } from '@app/domain';
import { projektListePath } from '../../components/area/area-list-path';
import { AreaIconOf } from '../../lib/areas';
import { useCurrentUser } from '../../lib/session';

/** Links to the project's records in every area that keeps them per project (and that this user may see). */
export function ProjektBereiche({ projektId }: { projektId: number }) {
  const user = useCurrentUser();
  if (!user) return null;
  const bereiche = visibleAreas(user).filter((area) => area.perProjekt);
  if (!bereiche.length) return null;
  return (
    <Group gap="xs" mb="md" maw={1000} component="nav" aria-label="Bereiche des Projekts">
      {bereiche.map((area) => (
        <Button
          key={area.path}
          component={Link}
          to={projektListePath(area, projektId)}
          variant="default"
          size="xs"
          leftSection={<AreaIconOf area={area} size={14} />}
        >
          {area.label}
        </Button>
      ))}
    </Group>
  );
}
