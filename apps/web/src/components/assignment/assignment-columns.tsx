import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { AssignmentColumn } from './assignment-section';

/** The columns of an assigned firm: its name (a link to it) and its FN. */
export function firmaColumns<
  T extends { firma_id: number | null; firma_name: string | null; fbnr: string | null },
>(): AssignmentColumn<T>[] {
  return [
    {
      header: 'Firma',
      cell: (row) => (
        <Anchor component={Link} to={`/firmen/${row.firma_id}`} size="sm">
          {row.firma_name}
        </Anchor>
      ),
    },
    { header: 'FirmenbuchNr', w: 130, cell: (row) => row.fbnr },
  ];
}
