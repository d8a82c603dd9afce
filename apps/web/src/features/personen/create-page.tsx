import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreatePerson } from './api';
import { personFieldKeys, PersonFieldsForm, usePersonForm } from '../../components/pickers/personen/person-fields';

export function PersonCreatePage() {
  usePageTitle('Neue Person');
  const navigate = useNavigate();
  const form = usePersonForm();
  const create = useCreatePerson();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const person = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      // The edit page shows 'Gespeichert.' for a record that arrives with this state.
      navigate(`/personen/${person.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, personFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neue Person
      </Title>
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neue Person">
          <Stack>
            <PersonFieldsForm form={form} autoFocus />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Speichern
              </Button>
              <Button variant="default" component={Link} to="/personen">
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
