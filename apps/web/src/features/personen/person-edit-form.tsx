import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, personDisplay, type Person, type PersonFields } from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { usePersonenChanged } from '../../components/pickers/personen/personen-cache';
import { useDeletePerson, useUpdatePerson } from './api';
import {
  personFieldKeys,
  personFieldLabels,
  PersonFieldsForm,
  personFormValues,
  usePersonForm,
} from '../../components/pickers/personen/person-fields';

const conflictFields = personFieldKeys.map((key) => ({ key, label: personFieldLabels[key] }));

export function PersonEditForm({ person }: { person: Person }) {
  const canEdit = useCan('personen.bearbeiten');
  const form = usePersonForm(person);
  const update = useUpdatePerson(person.id);
  const remove = useDeletePerson(person.id);
  const changed = usePersonenChanged();
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: person,
    update: (fields: PersonFields, version) => update.mutateAsync({ fields, version }),
    load: (saved) => form.reset(personFormValues(saved)),
    onSaveError: (error) => showSubmitError(form, error, personFieldKeys),
    onTakeCurrent: (current) => changed(current),
    remove: () => remove.mutateAsync(),
    listPath: '/personen',
    allowNavigation: unsaved.allowNavigation,
  });

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to="/personen" size="sm">
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs">
        {personDisplay(base)}
      </Title>
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
          choices={conflict.choices}
          onChoose={choose}
          onOverwrite={() => void submit()}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Person bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <PersonFieldsForm form={form} />
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
