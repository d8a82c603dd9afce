import type { ReactNode } from 'react';
import { Alert, Paper } from '@mantine/core';

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
