import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProjektKurz } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { usePageTitle } from '../../lib/page-title';
import { useCreateNutzwertgutachten } from './api';
import { showNutzwertgutachtenSubmitError, useNutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { NutzwertgutachtenFieldsForm } from './nutzwertgutachten-fields';
import { StatusButtons } from './status-buttons';

/** `/nutzwertgutachten/new?projekt_id=<id>` preselects the project. */
export function NutzwertgutachtenCreatePage() {
  usePageTitle('Neues Nutzwertgutachten');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useNutzwertgutachtenForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const create = useCreateNutzwertgutachten();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const g = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      void navigate(`/nutzwertgutachten/${g.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showNutzwertgutachtenSubmitError(form, error);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neues Nutzwertgutachten
      </Title>
      <Paper withBorder p="md" maw={1100}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neues Nutzwertgutachten">
          <Stack>
            <NutzwertgutachtenFieldsForm form={form} projekt={projekt} onProjektChange={setChosen} autoFocus={!!preselected} />
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            <Group justify="space-between">
              <Group>
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Speichern
                </Button>
                <Button variant="default" component={Link} to="/nutzwertgutachten">
                  Abbrechen
                </Button>
              </Group>
              <StatusButtons
                form={form}
                onSubmit={() => void submit()}
                disabled={form.formState.isSubmitting}
              />
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
