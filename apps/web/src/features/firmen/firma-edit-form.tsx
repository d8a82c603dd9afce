import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type Firma, type FirmaFields as FirmaValues } from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import {
  firmaFieldKeys,
  firmaFieldLabels,
  firmaFormValues,
  useFirmaForm,
} from '../../components/pickers/firmen/firma-form';
import { useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteFirma, useUpdateFirma } from './api';
import { FirmaFields } from './firma-fields';

const conflictFields = firmaFieldKeys.map((key) => ({ key, label: firmaFieldLabels[key] }));

export function FirmaEditForm({ firma }: { firma: Firma }) {
  const canEdit = useCan('firmen.bearbeiten');
  const form = useFirmaForm(firma);
  const update = useUpdateFirma(firma.id);
  const remove = useDeleteFirma(firma.id);
  const changed = useFirmenChanged();
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: firma,
    update: (fields: FirmaValues, version) => update.mutateAsync({ fields, version }),
    load: (saved) => form.reset(firmaFormValues(saved)),
    onSaveError: (error) => showSubmitError(form, error, firmaFieldKeys),
    onTakeCurrent: (current) => changed(current),
    remove: () => remove.mutateAsync(),
    listPath: '/firmen',
    allowNavigation: unsaved.allowNavigation,
  });

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to="/firmen" size="sm">
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs">
        {base.name}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert
        am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
        {base.firmenbuch_stand && <> · Firmenbuchstand {formatDate(base.firmenbuch_stand)}</>}
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
      <Paper withBorder p="md" maw={1100} component="section" aria-label="Stammdaten">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Firma bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <FirmaFields form={form} firmaId={base.id} />
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
