import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AnkaufVerkaeufer, ProjektKurz } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateAnkauf } from './api';
import { ankaufFieldKeys, AnkaufFieldsForm, useAnkaufForm } from './ankauf-fields';
import { VerkaeuferSection } from './verkaeufer-section';

/** `/ankaeufe/new?projekt_id=<id>` preselects the project (links from the project page). */
export function AnkaufCreatePage() {
  usePageTitle('Neuer Ankauf');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useAnkaufForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  // Sellers added before the first save; the create call claims them.
  const [verkaeufer, setVerkaeufer] = useState<AnkaufVerkaeufer[]>([]);
  const create = useCreateAnkauf();
  const unsaved = useUnsavedChanges(form.formState.isDirty || verkaeufer.length > 0);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const ankauf = await create.mutateAsync({ ...fields, verkaeufer_ids: verkaeufer.map((v) => v.id) });
      unsaved.allowNavigation();
      navigate(`/ankaeufe/${ankauf.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, ankaufFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neuer Ankauf
      </Title>
      <Stack maw={900}>
        <Paper withBorder p="md">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neuer Ankauf">
            <Stack>
              <AnkaufFieldsForm
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
                <Button variant="default" component={Link} to="/ankaeufe">
                  Abbrechen
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <VerkaeuferSection
          ankaufId={null}
          rows={verkaeufer}
          canEdit
          onAdded={(row) => setVerkaeufer((list) => [...list, row])}
          onRemoved={(id) => setVerkaeufer((list) => list.filter((v) => v.id !== id))}
        />
      </Stack>
    </>
  );
}
