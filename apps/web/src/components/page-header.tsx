import type { ReactNode } from 'react';
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from 'react-router';

/** A page's heading with its status badge; on the right its actions and the link back to the list. */
export function PageHeader({
  title,
  badge,
  back,
  children,
}: {
  title: string;
  badge?: ReactNode;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="center" mb="md">
      <Group>
        <Title order={1}>{title}</Title>
        {badge}
      </Group>
      <Group>
        {children}
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Group>
    </Group>
  );
}
