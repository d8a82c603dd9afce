import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { SuccessAnswer } from '@app/domain';
import { api, errorMessage, formatFieldErrors, TransportError, ValidationError } from '../../lib/api-client';

/** SPEC §8: after a failed modal save the message appears 0.5 s after the modal closed. */
export const modalErrorDelayMs = 500;

/**
 * The modal of SPEC §2 `/<area>/new?ajax=1`. Its content unmounts when closed, so put the component that
 * creates the form inside: every opening starts with a fresh form.
 */
export function ModalForm({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      {children}
    </Modal>
  );
}

interface ModalFormBodyProps<TValues extends FieldValues, TOutput, TData> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The creation call of SPEC §7, e.g. '/personen/new'. */
  action: string;
  onSuccess: (data: TData) => void;
  onClose: () => void;
  /** Completes the checked values before the call (e.g. coordinates of the address); may show its own messages. */
  prepare?: (values: TOutput) => Promise<TOutput>;
  /** The area's fields form. */
  children: ReactNode;
}

/** Saves through the creation call and handles its answers as SPEC §8 describes. */
export function ModalFormBody<TValues extends FieldValues, TOutput, TData>({
  form,
  action,
  onSuccess,
  onClose,
  prepare,
  children,
}: ModalFormBodyProps<TValues, TOutput, TData>) {
  const [serverError, setServerError] = useState<string | null>(null);

  const save = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await api.post<SuccessAnswer<TData>>(action, prepare ? await prepare(values) : values);
      if (answer.status !== 'success') throw new TransportError();
      onClose();
      onSuccess(answer.data);
    } catch (error) {
      if (error instanceof ValidationError) return setServerError(formatFieldErrors(error.errors));
      onClose();
      window.setTimeout(
        () => notifications.show({ color: 'red', message: errorMessage(error) }),
        modalErrorDelayMs,
      );
    }
  });

  function submit(event: FormEvent) {
    // The modal is portalled, but React events still bubble to a form around the opener.
    event.stopPropagation();
    void save(event);
  }

  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Abbrechen
          </Button>
          <Button type="submit" loading={busy}>
            Speichern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
