import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ProjektKurz } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useProjektKurz } from '../../components/pickers/projekte/projekt-typeahead';
import { usePageTitle } from '../../lib/page-title';
import { findGrundkostenanteilOfProjekt, useCreateGrundkostenanteil } from './api';
import { showGrundkostenanteilSubmitError, useGrundkostenanteilForm } from './grundkostenanteil-form-model';
import { GrundkostenanteilFieldsForm } from './grundkostenanteil-fields';

/**
 * `/grundkostenanteile/new?projekt_id=<id>` preselects the project (links from the project page); a
 * project that already has its Grundkostenanteil opens that one instead (one per project).
 */
export function GrundkostenanteilCreatePage() {
  usePageTitle('Neuer Grundkostenanteil');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const preselected = Number(search.get('projekt_id')) || null;
  const form = useGrundkostenanteilForm(null, preselected);
  const loaded = useProjektKurz(preselected);
  const [chosen, setChosen] = useState<ProjektKurz | null | undefined>(undefined);
  const projekt = chosen === undefined ? loaded : chosen;
  const [ausAnkaeufen, setAusAnkaeufen] = useState(true);
  const create = useCreateGrundkostenanteil();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  useEffect(() => {
    if (!preselected) return;
    let active = true;
    void findGrundkostenanteilOfProjekt(preselected).then((id) => {
      if (active && id !== null) void navigate(`/grundkostenanteile/${id}`, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [preselected, navigate]);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const gka = await create.mutateAsync({
        ...fields,
        kaufpreis_summe: ausAnkaeufen ? null : fields.kaufpreis_summe,
      });
      unsaved.allowNavigation();
      void navigate(`/grundkostenanteile/${gka.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showGrundkostenanteilSubmitError(form, error);
    }
  });

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neuer Grundkostenanteil
      </Title>
      <Paper withBorder p="md" maw={1200}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Neuer Grundkostenanteil">
          <Stack>
            <GrundkostenanteilFieldsForm
              form={form}
              projekt={projekt}
              onProjektChange={setChosen}
              ausAnkaeufen={ausAnkaeufen}
              onAusAnkaeufenChange={setAusAnkaeufen}
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
              <Button variant="default" component={Link} to="/grundkostenanteile">
                Abbrechen
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
