import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateProjekt } from './api';
import { projektFieldKeys, ProjektFieldsForm, useProjektForm } from './projekt-fields';
import { ProjektLocation } from './projekt-location';

export function ProjektCreatePage() {
  usePageTitle('Neues Projekt');
  const navigate = useNavigate();
  const form = useProjektForm();
  const create = useCreateProjekt();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const projekt = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      // The edit page shows 'Gespeichert.' for a record that arrives with this state.
      void navigate(`/projekte/${projekt.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, projektFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neues Projekt
      </Title>
      <Paper withBorder p="md" maw={1000}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neues Projekt">
          <Stack>
            <ProjektFieldsForm form={form} autoFocus location={<ProjektLocation form={form} />} />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Speichern
              </Button>
              <Button variant="default" component={Link} to="/projekte">
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
