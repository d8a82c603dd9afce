import { type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import {
  kaufobjekteArea,
  kaufobjektDisplay,
  kaufobjektStatusName,
  koDuplicateWarningParam,
  messages,
  type KaufobjektDetail,
  type KaufobjektFields,
  type OkAnswer,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { api } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useAreaAccess } from '../../lib/areas';
import { useDeleteKaufobjekt, useUpdateKaufobjekt } from './api';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields as Fields } from './kaufobjekt-fields';
import {
  kaufobjektFieldKeys,
  kaufobjektFieldLabels,
  kaufobjektFormValues,
  useKaufobjektForm,
} from './kaufobjekt-form-model';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-bearbeiten';
const conflictFields = kaufobjektFieldKeys.map((key) => ({
  key,
  label: kaufobjektFieldLabels[key],
  ...(key === 'status' ? { format: (v: unknown) => kaufobjektStatusName(v as number) } : {}),
}));

export function KaufobjektEditForm({ record: kaufobjekt }: { record: KaufobjektDetail }) {
  const [search, setSearch] = useSearchParams();
  const canEdit = useAreaAccess(kaufobjekteArea).write;
  const form = useKaufobjektForm(kaufobjekt);
  const update = useUpdateKaufobjekt(kaufobjekt.id);
  const remove = useDeleteKaufobjekt(kaufobjekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: kaufobjekt,
    update: async (fields: KaufobjektFields, version) => {
      const answer = await update.mutateAsync({ fields, version });
      // SPEC §5: the server tells whether the TopNr exists twice in the project; the URL carries it.
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (answer.ko_duplicate_warning) next.set(koDuplicateWarningParam, '1');
          else next.delete(koDuplicateWarningParam);
          return next;
        },
        { replace: true },
      );
      return answer.data;
    },
    load: (saved) => form.reset(kaufobjektFormValues(saved)),
    onSaveError: (error) => showSubmitError(form, error, kaufobjektFieldKeys),
    // The 409 answer carries the bare record; buyers and names come with a fresh load.
    fetchCurrent: async () =>
      (await api.get<OkAnswer<KaufobjektDetail>>(`${kaufobjekteArea.api}/${kaufobjekt.id}`)).data,
    remove: () => remove.mutateAsync(),
    listPath: kaufobjekteArea.path,
    allowNavigation: unsaved.allowNavigation,
  });
  const duplicate = search.has(koDuplicateWarningParam);

  const validSave = form.handleSubmit(save);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setValue('status', submittedStatus(event), { shouldDirty: true });
    void validSave();
  }

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor
        component={Link}
        to={`/kaufobjekte?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Kaufobjekte des Projekts {base.projektnr}
      </Anchor>
      <Group mt="xs" gap="sm" align="center">
        <Title order={1}>
          {base.projektnr} · {kaufobjektDisplay(base)}
        </Title>
        <Badge variant="light" size="lg" aria-label={`Status: ${kaufobjektStatusName(base.status)}`}>
          {kaufobjektStatusName(base.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {base.projekt_name} · Erstellt am {formatDate(base.created, true)} von{' '}
        {base.creator_name ?? 'unbekannt'} · Zuletzt geändert am {formatDate(base.updated, true)} von{' '}
        {base.editor_name ?? 'unbekannt'}
      </Text>
      {duplicate && (
        <Alert color="yellow" role="alert" mb="md" maw={1100}>
          {messages.koDoublette}
        </Alert>
      )}
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={conflict.mine}
          current={conflict.current}
          changedBy={conflict.changedBy}
          onTakeCurrent={() => void takeCurrent()}
          conflicts={conflict.conflicts}
          known={[base, conflict.current]}
          choices={conflict.choices}
          onChoose={choose}
          onOverwrite={() => void validSave()}
          busy={update.isPending}
        />
      )}
      <Stack>
        <Paper withBorder p="md" maw={1100} component="section" aria-label="Stammdaten">
          <form id={formId} onSubmit={submit} noValidate aria-label="Kaufobjekt bearbeiten">
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0 }}>
              <Fields form={form} kaufobjektId={kaufobjekt.id} dateiName={kaufobjekt.datei_name} />
            </fieldset>
          </form>
        </Paper>
        <KaeuferSection kaufobjektId={kaufobjekt.id} kaeufer={kaufobjekt.kaeufer} canEdit={canEdit} />
        {rootError && (
          <Alert color="red" role="alert" maw={1100}>
            {rootError}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between" maw={1100}>
            <StatusButtons formId={formId} busy={form.formState.isSubmitting} />
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => void deleteRecord()}
              loading={remove.isPending}
            >
              Löschen
            </Button>
          </Group>
        )}
      </Stack>
    </>
  );
}
