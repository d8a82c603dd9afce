import { CellBadge } from '../../components/cell-badge';
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
    <CellBadge color={colors[status]} variant="light">
      {fbuchRowStatusLabels[status]}
    </CellBadge>
  );
}

export function AuszugStatusBadge({ status }: { status: FbuchAuszugStatus }) {
  return (
    <CellBadge color={colors[status]} variant="light">
      {fbuchAuszugStatusLabels[status]}
    </CellBadge>
  );
}
