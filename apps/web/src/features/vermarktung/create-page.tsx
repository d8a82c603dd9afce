import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProjektKurz, VermarktungMakler } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCreateVermarktung } from './api';
import { MaklerSection } from './makler-section';
import { vermarktungFieldKeys, VermarktungFieldsForm, useVermarktungForm } from './vermarktung-fields';

/** `/vermarktung/new?projekt_id=<id>` preselects the project (links from the project page). */
export function VermarktungCreatePage() {
  usePageTitle('Neue Vermarktung');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useVermarktungForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  // Brokers added before the first save; the create call claims them.
  const [makler, setMakler] = useState<VermarktungMakler[]>([]);
  const create = useCreateVermarktung();
  const unsaved = useUnsavedChanges(form.formState.isDirty || makler.length > 0);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const vermarktung = await create.mutateAsync({ ...fields, makler_ids: makler.map((m) => m.id) });
      unsaved.allowNavigation();
      navigate(`/vermarktung/${vermarktung.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, vermarktungFieldKeys);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neue Vermarktung
      </Title>
      <Stack maw={900}>
        <Paper withBorder p="md">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neue Vermarktung">
            <Stack>
              <VermarktungFieldsForm
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
                <Button variant="default" component={Link} to="/vermarktung">
                  Abbrechen
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <MaklerSection
          vermarktungId={null}
          rows={makler}
          canEdit
          onAdded={(row) => setMakler((list) => [...list, row])}
          onRemoved={(id) => setMakler((list) => list.filter((m) => m.id !== id))}
        />
      </Stack>
    </>
  );
}
