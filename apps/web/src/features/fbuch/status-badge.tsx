import { Badge } from '@mantine/core';
import {
  fbuchAuszugStatusLabels,
  fbuchRowStatusLabels,
  type FbuchAuszugStatus,
  type FbuchRowStatus,
} from '@app/domain';

const colors: Record<FbuchRowStatus | FbuchAuszugStatus, string> = {
  waiting: 'gray',
  running: 'blue',
  done: 'teal',
  success: 'teal',
  failed: 'red',
};

export function RowStatusBadge({ status }: { status: FbuchRowStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {fbuchRowStatusLabels[status]}
    </Badge>
  );
}

export function AuszugStatusBadge({ status }: { status: FbuchAuszugStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {fbuchAuszugStatusLabels[status]}
    </Badge>
  );
}
