import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNotes, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  bundeslandName,
  messages,
  projektDisplay,
  projektStatus,
  type Projekt,
  type ProjektFields,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteProjekt, useUpdateProjekt } from './api';
import {
  projektFieldKeys,
  projektFieldLabels,
  ProjektFieldsForm,
  projektFormValues,
  useProjektForm,
} from './projekt-fields';
import { ProjektLocation } from './projekt-location';
import { ProjektBereiche } from './projekt-bereiche';

const conflictFields = projektFieldKeys.map((key) => ({ key, label: projektFieldLabels[key] }));

/** Catalogue ids as their names, so the comparison reads 'Wien', not 9. */
function readable(fields: Partial<ProjektFields>): Partial<Record<keyof ProjektFields, unknown>> {
  return {
    ...fields,
    bundesland_id: bundeslandName(fields.bundesland_id),
    status: projektStatus.find((s) => s.id === fields.status)?.name ?? fields.status,
  };
}

export function ProjektEditForm({ projekt }: { projekt: Projekt }) {
  const canEdit = useCan('projekte.bearbeiten');
  const form = useProjektForm(projekt);
  const update = useUpdateProjekt(projekt.id);
  const remove = useDeleteProjekt(projekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: projekt,
    update: (fields: ProjektFields, version) => update.mutateAsync({ fields, version }),
    load: (saved) => form.reset(projektFormValues(saved)),
    onSaveError: (error) => showSubmitError(form, error, projektFieldKeys),
    remove: () => remove.mutateAsync(),
    listPath: '/projekte',
    allowNavigation: unsaved.allowNavigation,
  });

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Group justify="space-between" align="flex-start" maw={1000}>
        <div>
          <Anchor component={Link} to="/projekte" size="sm">
            ← Zur Liste
          </Anchor>
          <Title order={1} mt="xs">
            {projektDisplay(base)}
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt
            geändert am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
          </Text>
        </div>
        <Button
          variant="light"
          component={Link}
          to={`/projekte/${base.projektnr}/erfassungsnotizen`}
          leftSection={<IconNotes size={16} aria-hidden />}
          mt="lg"
        >
          Erfassungsnotizen
        </Button>
      </Group>
      <ProjektBereiche projektId={base.id} />
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={readable(conflict.mine)}
          current={readable(conflict.current)}
          changedBy={conflict.changedBy}
          onTakeCurrent={() => void takeCurrent()}
          conflicts={conflict.conflicts}
          choices={conflict.choices}
          onChoose={choose}
          onOverwrite={() => void submit()}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={1000} component="section" aria-label="Stammdaten">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Projekt bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <ProjektFieldsForm
                form={form}
                location={<ProjektLocation form={form} disabled={!canEdit} />}
              />
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
