import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { koDuplicateWarningParam, type KaufobjektKaeufer, type ProjektKurz } from '@app/domain';
import { PageLoader } from '../../components/page-loader';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { showSubmitError } from '../../lib/form-errors';
import { usePageTitle } from '../../lib/page-title';
import { useProjektKurzQuery } from '../../components/pickers/projekte/projekt-typeahead';
import { useCreateKaufobjekt } from './api';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields } from './kaufobjekt-fields';
import { kaufobjektFieldKeys, useKaufobjektForm } from './kaufobjekt-form-model';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-neu';

/** `/kaufobjekte/new`, `?projekt_id=` preselects the project (links from the project page). */
export function KaufobjektCreatePage() {
  usePageTitle('Neues Kaufobjekt');
  const [search] = useSearchParams();
  const raw = Number(search.get('projekt_id'));
  const projektId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const preset = useProjektKurzQuery(projektId);
  if (projektId && preset.isPending) return <PageLoader />;
  return <CreateForm projekt={preset.data ?? null} />;
}

function CreateForm({ projekt }: { projekt: ProjektKurz | null }) {
  const navigate = useNavigate();
  const form = useKaufobjektForm(
    null,
    projekt ? { id: projekt.id, projektnr: projekt.projektnr, name: projekt.name } : null,
  );
  const create = useCreateKaufobjekt();
  // Buyers added before the first save: stored without a Kaufobjekt, claimed by the create call.
  const [kaeufer, setKaeufer] = useState<KaufobjektKaeufer[]>([]);
  const unsaved = useUnsavedChanges(form.formState.isDirty || kaeufer.length > 0);

  const save = form.handleSubmit(async (fields) => {
    try {
      const answer = await create.mutateAsync({ ...fields, kaeufer_ids: kaeufer.map((k) => k.id) });
      unsaved.allowNavigation();
      const query = answer.ko_duplicate_warning ? `?${koDuplicateWarningParam}=1` : '';
      void navigate(`/kaufobjekte/${answer.data.id}${query}`, { replace: true, state: { saved: true } });
    } catch (error) {
      showSubmitError(form, error, kaufobjektFieldKeys);
    }
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setValue('status', submittedStatus(event));
    void save();
  }

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to="/kaufobjekte" size="sm">
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs" mb="md">
        Neues Kaufobjekt
      </Title>
      <Stack>
        <Paper withBorder p="md" maw={1100}>
          <form id={formId} onSubmit={submit} noValidate aria-label="Neues Kaufobjekt">
            <KaufobjektFields form={form} autoFocus={!!projekt} />
          </form>
        </Paper>
        <KaeuferSection
          kaufobjektId={null}
          kaeufer={kaeufer}
          canEdit
          onAdded={(k) => setKaeufer((list) => [...list, k])}
          onRemoved={(id) => setKaeufer((list) => list.filter((k) => k.id !== id))}
        />
        {rootError && (
          <Alert color="red" role="alert" maw={1100}>
            {rootError}
          </Alert>
        )}
        <Group justify="space-between" maw={1100}>
          <StatusButtons formId={formId} busy={form.formState.isSubmitting} />
          <Button variant="default" component={Link} to="/kaufobjekte">
            Abbrechen
          </Button>
        </Group>
      </Stack>
    </>
  );
}
