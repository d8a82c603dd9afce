import { useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, type ProjektKurz, type Zertifizierung, type ZertifizierungFields } from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteZertifizierung, useUpdateZertifizierung } from './api';
import {
  zertifizierungFieldKeys,
  zertifizierungFieldLabels,
  ZertifizierungFieldsForm,
  zertifizierungFormValues,
  useZertifizierungForm,
} from './zertifizierung-fields';

const conflictFields = zertifizierungFieldKeys.map((key) => ({ key, label: zertifizierungFieldLabels[key] }));
export function ZertifizierungEditForm({ zertifizierung }: { zertifizierung: Zertifizierung }) {
  const canEdit = useCan('bewertung.bearbeiten');
  const [projekt, setProjekt] = useState<ProjektKurz | null>({
    id: zertifizierung.projekt_id,
    projektnr: zertifizierung.projektnr,
    name: zertifizierung.projekt_name,
  });
  const form = useZertifizierungForm(zertifizierung);
  const update = useUpdateZertifizierung(zertifizierung.id);
  const remove = useDeleteZertifizierung(zertifizierung.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: zertifizierung,
    update: (fields: ZertifizierungFields, version) => update.mutateAsync({ fields, version }),
    load: zeige,
    onSaveError: (error) => showSubmitError(form, error, zertifizierungFieldKeys),
    remove: () => remove.mutateAsync(),
    listPath: (saved) => `/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${saved.projekt_id}`)}`,
    allowNavigation: unsaved.allowNavigation,
  });

  function zeige(saved: Zertifizierung) {
    setProjekt({ id: saved.projekt_id, projektnr: saved.projektnr, name: saved.projekt_name });
    form.reset(zertifizierungFormValues(saved));
  }

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor
        component={Link}
        to={`/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Zertifizierungen des Projekts
      </Anchor>
      <Title order={1} mt="xs">
        {base.typ_name} {base.klasse} · {base.projektnr} {base.projekt_name}
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
          known={[base, conflict.current]}
          choices={conflict.choices}
          onChoose={choose}
          onOverwrite={() => void submit()}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Zertifizierung bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <ZertifizierungFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
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
