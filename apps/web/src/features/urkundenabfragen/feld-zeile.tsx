import type { ReactNode } from 'react';
import { Button, Table } from '@mantine/core';

/**
 * A row of the review's field table: the field's name is the button that shows its words in the deed; the
 * row whose words are shown is marked at its left edge.
 */
export function FeldZeile({
  name,
  label,
  aktiv,
  onZeigen,
  bg,
  children,
}: {
  name: string;
  label: string;
  aktiv: boolean;
  onZeigen: () => void;
  bg?: string;
  children: ReactNode;
}) {
  return (
    <Table.Tr
      data-feld={name}
      bg={bg}
      style={aktiv ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-blue-6)' } : undefined}
    >
      <Table.Td>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={onZeigen}
          aria-label={`${label} in der Urkunde zeigen`}
        >
          {label}
        </Button>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}
