import { Badge } from '@mantine/core';
import { CellBadge } from '../../components/cell-badge';
import {
  tzabfrageStatusLabels,
  tzRowStatusLabels,
  type TzabfrageStatus,
  type TzRowStatus,
} from '@app/domain';

const colors: Record<TzabfrageStatus | TzRowStatus, string> = {
  waiting: 'gray',
  running: 'blue',
  done: 'teal',
  cancelled: 'orange',
  ok: 'teal',
  error: 'red',
};

export function BatchStatusBadge({ status }: { status: TzabfrageStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {tzabfrageStatusLabels[status]}
    </Badge>
  );
}

/** In every row of the list: the plain badge. */
export function RowStatusBadge({ status }: { status: TzRowStatus }) {
  return (
    <CellBadge color={colors[status]} variant="light">
      {tzRowStatusLabels[status]}
    </CellBadge>
  );
}
