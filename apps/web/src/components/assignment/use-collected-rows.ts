import { useState } from 'react';

/**
 * Assignment rows collected on a create page before the first save (buyers, sellers, brokers): stored
 * without their record, claimed by the create call through their ids; while there are any, leaving asks first.
 */
export function useCollectedRows<Row extends { id: number }>() {
  const [rows, setRows] = useState<Row[]>([]);
  return {
    ids: rows.map((row) => row.id),
    pending: rows.length > 0,
    /** For the assignment section: the rows, editable, and what adding or removing one does. */
    section: {
      rows,
      canEdit: true,
      onAdded: (row: Row) => setRows((list) => [...list, row]),
      onRemoved: (id: number) => setRows((list) => list.filter((row) => row.id !== id)),
    },
  };
}

/**
 * For the assignment section on an edit page: the record's saved rows; adding or removing one refetches the
 * record (`refetch`), which brings the rows anew.
 */
export function savedRows<Row>(rows: readonly Row[], canEdit: boolean, refetch: () => void) {
  return { rows, canEdit, onAdded: () => refetch(), onRemoved: () => refetch() };
}
