import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AreaDefinition } from '@app/domain';
import { useAreaAccess } from '../../lib/areas';

/** The list header's way to the area's Papierkorb (`<list path>/papierkorb`); only with read permission. */
export function PapierkorbLink({ area }: { area: AreaDefinition }) {
  const { read } = useAreaAccess(area);
  if (!area.standard || !read) return null;
  return (
    <Button
      variant="default"
      component={Link}
      to={`${area.path}/papierkorb`}
      leftSection={<IconTrash size={16} aria-hidden />}
    >
      Papierkorb
    </Button>
  );
}
