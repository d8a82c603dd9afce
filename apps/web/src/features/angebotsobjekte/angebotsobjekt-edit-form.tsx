import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  angebotsobjektStatusLabel,
  messages,
  projektDisplay,
  type Angebotsobjekt,
  type AngebotsobjektFields,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteAngebotsobjekt, useUpdateAngebotsobjekt } from './api';
import {
  angebotsobjektFieldKeys,
  angebotsobjektFieldLabels,
  AngebotsobjektFieldsForm,
  angebotsobjektFormValues,
  useAngebotsobjektForm,
} from './angebotsobjekt-fields';

const conflictFields = angebotsobjektFieldKeys.map((key) => ({
  key,
  label: angebotsobjektFieldLabels[key],
  ...(key === 'status' ? { format: (v: unknown) => angebotsobjektStatusLabel(v as string) } : {}),
}));

export function AngebotsobjektEditForm({ angebotsobjekt }: { angebotsobjekt: Angebotsobjekt }) {
  const canEdit = useCan('transaktionen.bearbeiten');
  const form = useAngebotsobjektForm(angebotsobjekt);
  const update = useUpdateAngebotsobjekt(angebotsobjekt.id);
  const remove = useDeleteAngebotsobjekt(angebotsobjekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: angebotsobjekt,
    update: (fields: AngebotsobjektFields, version) => update.mutateAsync({ fields, version }),
    load: (saved) => form.reset(angebotsobjektFormValues(saved)),
    onSaveError: (error) => showSubmitError(form, error, angebotsobjektFieldKeys),
    remove: () => remove.mutateAsync(),
    listPath: (saved) => `/angebotsobjekte?q[]=projekt_id:${saved.projekt_id}`,
    allowNavigation: unsaved.allowNavigation,
  });
  const projekt = { id: base.projekt_id, projektnr: base.projektnr, name: base.projekt_name };

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to={`/angebotsobjekte?q[]=projekt_id:${base.projekt_id}`} size="sm">
        ← Zur Liste
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs">
        <div>
          <Title order={1}>Angebotsobjekt {base.top_nr}</Title>
          <Text size="sm">
            Projekt{' '}
            <Anchor component={Link} to={`/projekte/${base.projekt_id}`}>
              {projektDisplay(projekt)}
            </Anchor>
          </Text>
        </div>
        <Button
          component={Link}
          to={`/angebotsobjekte/${base.id}/ko_zuordnung/new`}
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
        >
          Kaufobjekte zuordnen ({base.kaufobjekte_anzahl})
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert
        am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
      </Text>
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
          onOverwrite={() => void submit()}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Angebotsobjekt bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <AngebotsobjektFieldsForm form={form} projekt={projekt} />
            </Fieldset>
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            {canEdit && (
              <Group justify="space-between">
                <Button type="submit" loading={form.formState.isSubmitting}>
                  Speichern
                </Button>
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
        </form>
      </Paper>
    </>
  );
}
