import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A form in a framed panel under its heading, which also names the form (e.g. 'Neuer Import'). */
export function FormPanel({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p="md"
      mb="lg"
      component="form"
      aria-label={title}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
