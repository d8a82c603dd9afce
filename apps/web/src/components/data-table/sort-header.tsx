import { UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { SortDir } from '@app/domain';

/** Header label that sorts the list on the server; a click on the sorted column flips the direction (ListParams.toggleSort). */
export function SortHeader({
  children,
  dir,
  onSort,
}: {
  children: ReactNode;
  /** The direction when this column is the sorted one. */
  dir: SortDir | null;
  onSort: () => void;
}) {
  const Icon = dir === 'asc' ? IconArrowUp : dir === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={onSort}
      fw={700}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      {children}
      <Icon size={14} aria-hidden style={{ opacity: dir ? 1 : 0.35 }} />
    </UnstyledButton>
  );
}
