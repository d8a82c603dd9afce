import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { visibleAreas } from '@app/domain';
import { projektListePath } from '../../components/area/area-list-path';
import { AreaIconOf } from '../../lib/areas';
import { useCurrentUser } from '../../lib/session';

/** As many as fit one line beside 'Weitere Bereiche' at 1,280 px (the project page's content column). */
const inline = 4;

/**
 * Links to the project's records in every area that keeps them per project (and that this user may see): the
 * first ones as buttons, the rest in the menu 'Weitere Bereiche', so the row stays one line (issue 27).
 */
export function ProjektBereiche({ projektId }: { projektId: number }) {
  const user = useCurrentUser();
  if (!user) return null;
  const bereiche = visibleAreas(user).filter((area) => area.perProjekt);
  if (!bereiche.length) return null;
  const shown = bereiche.length > inline + 1 ? bereiche.slice(0, inline) : bereiche;
  const more = bereiche.slice(shown.length);
  return (
    <Group gap="xs" mb="md" wrap="nowrap" component="nav" aria-label="Bereiche des Projekts">
      {shown.map((area) => (
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
      {more.length > 0 && (
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} aria-hidden />}>
              Weitere Bereiche
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {more.map((area) => (
              <Menu.Item
                key={area.path}
                component={Link}
                to={projektListePath(area, projektId)}
                leftSection={<AreaIconOf area={area} size={14} />}
              >
                {area.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
