import type { ReactNode } from 'react';
import { Group, Title } from '@mantine/core';

/**
 * A list's heading with its actions on the right. Every list header has the height of one with a labelled
 * field (label and input, e.g. 'Firma suchen'), so the filter and the table start at the same place on every
 * list (issue 27).
 */
export function ListHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Group component="header" justify="space-between" align="flex-end" mih={61} mb="md">
      <Title order={1}>{title}</Title>
      <Group align="flex-end">{children}</Group>
    </Group>
  );
}
