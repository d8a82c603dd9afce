import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { messages } from '@app/domain';
import { errorMessage, NotFoundError } from '../../lib/api-client';
import { confirm, showAlert } from '../confirm';

/** SPEC §5 bulk actions: a selection is required, and deleting asks first. */
export function BulkDeleteButton({
  ids,
  onDelete,
  onDeleted,
}: {
  ids: readonly number[];
  /** Deletes on the server; resolves to the number of deleted rows. */
  onDelete: (ids: number[]) => Promise<number>;
  onDeleted: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function run() {
    if (ids.length === 0) return showAlert(messages.keineAuswahl);
    const details =
      ids.length === 1 ? '1 Eintrag ist ausgewählt.' : `${ids.length} Einträge sind ausgewählt.`;
    if (!(await confirm(messages.wirklichLoeschen, { details, confirmLabel: 'Löschen', danger: true })))
      return;
    setBusy(true);
    try {
      const deleted = await onDelete([...ids]);
      if (deleted > 0) notifications.show({ color: 'teal', message: messages.geloescht(deleted) });
      // Rows another user deleted meanwhile are gone as wanted: say so instead of an error.
      if (deleted < ids.length)
        notifications.show({
          color: 'gray',
          message: messages.teilweiseBereitsGeloescht(ids.length - deleted),
        });
      onDeleted();
    } catch (error) {
      if (!(error instanceof NotFoundError))
        notifications.show({ color: 'red', message: errorMessage(error) });
      else {
        notifications.show({ color: 'gray', message: messages.bereitsGeloescht });
        onDeleted();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      Ausgewählte löschen
    </Button>
  );
}
