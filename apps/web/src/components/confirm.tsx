import { useSyncExternalStore } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';

export interface ConfirmOptions {
  /** Extra text under the question. */
  details?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
}

interface Request extends ConfirmOptions {
  message: string;
  kind: 'confirm' | 'alert';
  resolve: (ok: boolean) => void;
}

/** Requests wait in line; `shown` outlives the answer so the text stays during the closing fade. */
let store: { queue: Request[]; shown: Request | null } = { queue: [], shown: null };
const listeners = new Set<() => void>();

function update(next: typeof store): void {
  store = next;
  listeners.forEach((l) => l());
}

function enqueue(request: Request): void {
  update({ queue: [...store.queue, request], shown: store.queue[0] ?? request });
}

function answer(ok: boolean): void {
  const [first, ...rest] = store.queue;
  if (!first) return;
  first.resolve(ok);
  update({ queue: rest, shown: rest[0] ?? first });
}

/** A modal replacement for window.confirm: resolves true only when the user confirmed. */
export function confirm(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => enqueue({ ...options, message, kind: 'confirm', resolve }));
}

/** A modal replacement for window.alert. */
export function showAlert(message: string, details?: string): Promise<void> {
  return new Promise((resolve) => enqueue({ message, details, kind: 'alert', resolve: () => resolve() }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered once by the providers; shows the first waiting request. */
export function ConfirmHost() {
  const { queue, shown: request } = useSyncExternalStore(subscribe, () => store);
  return (
    <Modal
      opened={queue.length > 0}
      onClose={() => answer(false)}
      title={request?.message}
      centered
      size="sm"
    >
      {request?.details && <Text mb="md">{request.details}</Text>}
      <Group justify="flex-end">
        {request?.kind === 'confirm' && (
          // The safe choice has the focus: Enter, Enter must never delete.
          <Button data-autofocus variant="default" onClick={() => answer(false)}>
            {request.cancelLabel ?? 'Abbrechen'}
          </Button>
        )}
        <Button
          data-autofocus={request?.kind === 'alert' || undefined}
          color={request?.danger ? 'red' : undefined}
          onClick={() => answer(true)}
        >
          {request?.confirmLabel ?? 'OK'}
        </Button>
      </Group>
    </Modal>
  );
}
