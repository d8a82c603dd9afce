import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateAngebotsobjekt } from './api';
import { angebotsobjektFieldKeys, AngebotsobjektFieldsForm, useAngebotsobjektForm } from './angebotsobjekt-fields';

/** `?projekt_id=<id>` preselects the project (links from the project page). */
export function AngebotsobjektCreatePage() {
  usePageTitle('Neues Angebotsobjekt');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projektParam = Number(search.get('projekt_id'));
  const projektId = Number.isInteger(projektParam) && projektParam > 0 ? projektParam : null;
  const projekt = useProjektKurz(projektId);
  const form = useAngebotsobjektForm(null, projektId);
  const create = useCreateAngebotsobjekt();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const ao = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      void navigate(`/angebotsobjekte/${ao.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, angebotsobjektFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neues Angebotsobjekt
      </Title>
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neues Angebotsobjekt">
          <Stack>
            <AngebotsobjektFieldsForm form={form} projekt={projekt} autoFocus={projektId !== null} />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Speichern
              </Button>
              <Button variant="default" component={Link} to={projektId ? `/angebotsobjekte?q[]=projekt_id:${projektId}` : '/angebotsobjekte'}>
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
