import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AreaDefinition } from '@app/domain';

/** The create page every area shares: title, the form with Speichern and Abbrechen, sections below. */
export function AreaCreateLayout({
  create,
  children,
  sections,
  cancelTo,
  maw = 900,
}: {
  create: {
    area: AreaDefinition;
    submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
    submitting: boolean;
    rootError: string | undefined;
  };
  children: ReactNode;
  /** Below the form: e.g. assignments collected before the first save. */
  sections?: ReactNode;
  /** Where 'Abbrechen' leads (default: the area's list). */
  cancelTo?: string;
  maw?: number;
}) {
  const { area, submit, rootError } = create;
  return (
    <>
      <Title order={1} mb="md">
        {area.newLabel}
      </Title>
      <Stack maw={maw}>
        <Paper withBorder p="md" component="section" aria-label="Stammdaten">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label={area.newLabel}>
            <Stack>
              {children}
              {rootError && (
                <Alert color="red" role="alert">
                  {rootError}
                </Alert>
              )}
              <Group>
                <Button type="submit" loading={create.submitting}>
                  Speichern
                </Button>
                <Button variant="default" component={Link} to={cancelTo ?? area.path}>
                  Abbrechen
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        {sections}
      </Stack>
    </>
  );
}
