import { useState } from 'react';
import { Alert, Button, Group, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AusstattungsqualitaetSpezialausstattungZeile, ProjektKurz } from '@app/domain';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useCan } from '../../lib/session';
import { useProjektKurzQuery } from '../../components/pickers/projekte/projekt-typeahead';
import { useCreateAusstattungsqualitaet } from './api';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import { ausstattungsqualitaetFieldKeys, useAusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';
import { useErstesProblem } from './use-erstes-problem';

/** `/ausstattungsqualitaeten/new?projekt_id=…` preselects the project. */
export function AusstattungsqualitaetCreatePage() {
  usePageTitle('Neue Ausstattungsqualität');
  const [search] = useSearchParams();
  const preset = Number(search.get('projekt_id'));
  const projektId = Number.isInteger(preset) && preset > 0 ? preset : null;
  const vorgabe = useProjektKurzQuery(projektId);
  if (projektId !== null && !vorgabe.data && !vorgabe.error) return null;
  return <AusstattungsqualitaetCreateForm projekt={vorgabe.data ?? null} />;
}

function AusstattungsqualitaetCreateForm({ projekt: vorgabe }: { projekt: ProjektKurz | null }) {
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const [projekt, setProjekt] = useState<ProjektKurz | null>(vorgabe);
  const [spezial, setSpezial] = useState<AusstattungsqualitaetSpezialausstattungZeile[]>([]);
  const form = useAusstattungsqualitaetForm(null, vorgabe?.id);
  const { formRef, melden } = useErstesProblem(form.formState.isSubmitting);
  const create = useCreateAusstattungsqualitaet();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  const submit = form.handleSubmit(async (fields) => {
    try {
      const bab = await create.mutateAsync(fields);
      unsaved.allowNavigation();
      navigate(`/ausstattungsqualitaeten/${bab.id}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, ausstattungsqualitaetFieldKeys);
      melden();
    }
  }, melden);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Title order={1} mb="md">
        Neue Ausstattungsqualität
      </Title>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Neue Ausstattungsqualität">
        <AusstattungsqualitaetFieldsForm form={form} babId={null} projekt={projekt} onProjekt={setProjekt} spezial={spezial} onSpezial={setSpezial} canEdit={canEdit}>
          {rootError && (
            <Alert color="red" role="alert" data-bab-problem="true" tabIndex={-1}>
              {rootError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={form.formState.isSubmitting}>
              Speichern
            </Button>
            <Button variant="default" component={Link} to="/ausstattungsqualitaeten">
              Abbrechen
            </Button>
          </Group>
        </AusstattungsqualitaetFieldsForm>
      </form>
    </>
  );
}
