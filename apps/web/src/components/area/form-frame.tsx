import type { ReactNode, Ref } from 'react';
import { Alert, Paper, Stack } from '@mantine/core';

/** The frame of an area's form: one 'Stammdaten' section, or none when the fields bring their own sections. */
export function FormFrame({ framed, children }: { framed: boolean; children: ReactNode }) {
  if (!framed) return <>{children}</>;
  return (
    <Paper withBorder p="md" component="section" aria-label="Stammdaten">
      {children}
    </Paper>
  );
}

/**
 * A save the server refused as a whole; focusable and marked as a form problem, so a form that moves the
 * focus to its first problem (the BAB) can land on it.
 */
export function RootError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" data-form-problem="true" tabIndex={-1}>
      {message}
    </Alert>
  );
}

/**
 * The form of an area's create and edit page: its fields in their frame, a refused save below them, then
 * the buttons; the area's sections (assignments, files …) follow outside the form.
 */
export function AreaFormBody(props: {
  label: string;
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  rootError: string | undefined;
  buttons: ReactNode;
  children: ReactNode;
  sections?: ReactNode;
  framed: boolean;
  formId?: string;
  formRef?: Ref<HTMLFormElement>;
  maw: number;
}) {
  return (
    <Stack maw={props.maw}>
      <FormFrame framed={props.framed}>
        <form
          id={props.formId}
          ref={props.formRef}
          onSubmit={(event) => void props.submit(event)}
          noValidate
          aria-label={props.label}
        >
          <Stack>
            {props.children}
            <RootError message={props.rootError} />
            {props.buttons}
          </Stack>
        </form>
      </FormFrame>
      {props.sections}
    </Stack>
  );
}
