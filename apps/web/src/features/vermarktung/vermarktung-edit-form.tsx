import { useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  messages,
  projektDisplay,
  type ProjektKurz,
  type VermarktungDetail,
  type VermarktungFields,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteVermarktung, useMaklerChanged, useUpdateVermarktung } from './api';
import { MaklerSection } from './makler-section';
import {
  vermarktungFieldKeys,
  vermarktungFieldLabels,
  VermarktungFieldsForm,
  vermarktungFormValues,
  useVermarktungForm,
} from './vermarktung-fields';

const conflictFields = vermarktungFieldKeys.map((key) => ({ key, label: vermarktungFieldLabels[key] }));

const projektOf = (v: VermarktungDetail): ProjektKurz => ({
  id: v.projekt_id,
  projektnr: v.projektnr,
  name: v.projekt_name,
});

export function VermarktungEditForm({ vermarktung }: { vermarktung: VermarktungDetail }) {
  const canEdit = useCan('transaktionen.bearbeiten');
  const [projekt, setProjekt] = useState<ProjektKurz | null>(() => projektOf(vermarktung));
  const form = useVermarktungForm(vermarktung);
  const update = useUpdateVermarktung(vermarktung.id);
  const remove = useDeleteVermarktung(vermarktung.id);
  const maklerChanged = useMaklerChanged(vermarktung.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: vermarktung,
    update: (fields: VermarktungFields, version) => update.mutateAsync({ fields, version }),
    load: reset,
    onSaveError: (error) => showSubmitError(form, error, vermarktungFieldKeys),
    onTakeCurrent: () => maklerChanged(),
    remove: () => remove.mutateAsync(),
    listPath: '/vermarktung',
    allowNavigation: unsaved.allowNavigation,
  });

  function reset(saved: VermarktungDetail) {
    setProjekt(projektOf(saved));
    form.reset(vermarktungFormValues(saved));
  }

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor
        component={Link}
        to={`/vermarktung?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs">
        Vermarktung {projektDisplay(projektOf(base))}
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
      <Stack maw={900}>
        <Paper withBorder p="md" component="section" aria-label="Stammdaten">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Vermarktung bearbeiten">
            <Stack>
              <Fieldset variant="unstyled" disabled={!canEdit}>
                <VermarktungFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
              </Fieldset>
              {base.website && (
                <Text size="sm">
                  <Anchor href={base.website} target="_blank" rel="noopener noreferrer">
                    Website öffnen
                  </Anchor>
                </Text>
              )}
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
        <MaklerSection
          vermarktungId={vermarktung.id}
          rows={vermarktung.makler}
          canEdit={canEdit}
          onAdded={maklerChanged}
          onRemoved={maklerChanged}
        />
      </Stack>
    </>
  );
}
