import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { firmaFieldKeys, useFirmaForm } from '../../components/pickers/firmen/firma-form';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateFirma } from './api';
import { FirmaFields } from './firma-fields';

export function FirmaCreatePage() {
  usePageTitle('Neue Firma');
  const navigate = useNavigate();
  const form = useFirmaForm();
  const create = useCreateFirma();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const firma = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      navigate(`/firmen/${firma.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, firmaFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neue Firma
      </Title>
      <Paper withBorder p="md" maw={1100}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neue Firma">
          <Stack>
            <FirmaFields form={form} firmaId={null} autoFocus />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Speichern
              </Button>
              <Button variant="default" component={Link} to="/firmen">
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
