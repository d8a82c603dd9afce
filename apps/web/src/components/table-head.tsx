import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A table's header row, one cell per column ('' for a column without a heading, e.g. the actions). */
export function TableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column, index) => (
          <Table.Th key={index}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
