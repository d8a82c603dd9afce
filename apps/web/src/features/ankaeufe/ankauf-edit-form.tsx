import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  ankaufStatus,
  ankaufStatusDoublette,
  ankaufStatusName,
  messages,
  projektDisplay,
  type AnkaufDetail,
  type AnkaufFields,
  type ProjektKurz,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteAnkauf, useUpdateAnkauf, useVerkaeuferChanged } from './api';
import {
  ankaufFieldKeys,
  ankaufFieldLabels,
  AnkaufFieldsForm,
  ankaufFormValues,
  useAnkaufForm,
} from './ankauf-fields';
import { VerkaeuferSection } from './verkaeufer-section';

const conflictFields = ankaufFieldKeys.map((key) => ({ key, label: ankaufFieldLabels[key] }));
const statusColor: Record<number, string> = { 0: 'gray', 1: 'teal', 2: 'orange', 3: 'red' };

const projektOf = (a: AnkaufDetail): ProjektKurz => ({
  id: a.projekt_id,
  projektnr: a.projektnr,
  name: a.projekt_name,
});

export function AnkaufEditForm({ ankauf }: { ankauf: AnkaufDetail }) {
  const canEdit = useCan('transaktionen.bearbeiten');
  const [projekt, setProjekt] = useState<ProjektKurz | null>(() => projektOf(ankauf));
  const form = useAnkaufForm(ankauf);
  const update = useUpdateAnkauf(ankauf.id);
  const remove = useDeleteAnkauf(ankauf.id);
  const verkaeuferChanged = useVerkaeuferChanged(ankauf.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: ankauf,
    update: (fields: AnkaufFields, version) => update.mutateAsync({ fields, version }),
    load: reset,
    onSaveError: (error) => showSubmitError(form, error, ankaufFieldKeys),
    onTakeCurrent: () => verkaeuferChanged(),
    remove: () => remove.mutateAsync(),
    listPath: '/ankaeufe',
    allowNavigation: unsaved.allowNavigation,
  });

  function reset(saved: AnkaufDetail) {
    setProjekt(projektOf(saved));
    form.reset(ankaufFormValues(saved));
  }

  const submit = form.handleSubmit(save);

  /** SPEC §4: a change-state button ticks the status radio with its status and submits. */
  function changeState(target: number) {
    const options = { shouldDirty: true } as const;
    form.setValue('status', String(target), options);
    // 'Als Doublette speichern' ticks the flag, any other status unticks it: both always agree.
    form.setValue('doublette', target === ankaufStatusDoublette, options);
    void submit();
  }

  const rootError = form.formState.errors.root?.server?.message;
  const busy = form.formState.isSubmitting;
  return (
    <>
      <Anchor
        component={Link}
        to={`/ankaeufe?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Zur Liste
      </Anchor>
      <Group mt="xs" gap="sm" align="center">
        <Title order={1}>Ankauf {projektDisplay(projektOf(base))}</Title>
        <Badge color={statusColor[base.status] ?? 'gray'} size="lg" variant="light">
          {ankaufStatusName(base.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert
        am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
      </Text>
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={{
            ...conflict.mine,
            status: ankaufStatusName(conflict.mine.status),
            doublette: conflict.mine.doublette ? 'ja' : 'nein',
          }}
          current={{
            ...conflict.current,
            status: ankaufStatusName(conflict.current.status),
            doublette: conflict.current.doublette ? 'ja' : 'nein',
          }}
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
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Ankauf bearbeiten">
            <Stack>
              <Fieldset variant="unstyled" disabled={!canEdit}>
                <AnkaufFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
              </Fieldset>
              {rootError && (
                <Alert color="red" role="alert">
                  {rootError}
                </Alert>
              )}
              {canEdit && (
                <Group justify="space-between">
                  <Group gap="xs">
                    <Button type="submit" loading={form.formState.isSubmitting}>
                      Speichern
                    </Button>
                    {ankaufStatus
                      .filter((s) => s.id !== base.status)
                      .map((s) => (
                        <Button
                          key={s.id}
                          type="button"
                          variant="light"
                          color={statusColor[s.id]}
                          disabled={busy}
                          onClick={() => changeState(s.id)}
                        >
                          Als {s.name} speichern
                        </Button>
                      ))}
                  </Group>
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
        <VerkaeuferSection
          ankaufId={ankauf.id}
          rows={ankauf.verkaeufer}
          canEdit={canEdit}
          onAdded={verkaeuferChanged}
          onRemoved={verkaeuferChanged}
        />
      </Stack>
    </>
  );
}
