import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProjektKurz } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateZertifizierung } from './api';
import {
  zertifizierungFieldKeys,
  ZertifizierungFieldsForm,
  useZertifizierungForm,
} from './zertifizierung-fields';

/** `/zertifizierungen/new?projekt_id=<id>` preselects the project. */
export function ZertifizierungCreatePage() {
  usePageTitle('Neue Zertifizierung');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useZertifizierungForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const create = useCreateZertifizierung();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const z = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      void navigate(`/zertifizierungen/${z.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, zertifizierungFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neue Zertifizierung
      </Title>
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neue Zertifizierung">
          <Stack>
            <ZertifizierungFieldsForm
              form={form}
              projekt={projekt}
              onProjektChange={setChosen}
              autoFocus={!!preselected}
            />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                Speichern
              </Button>
              <Button variant="default" component={Link} to="/zertifizierungen">
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
