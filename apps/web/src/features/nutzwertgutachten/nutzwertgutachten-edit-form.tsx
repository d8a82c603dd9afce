import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatDate,
  messages,
  nutzwertStatusName,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
  type ProjektKurz,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { useCan } from '../../lib/session';
import { useDeleteNutzwertgutachten, useUpdateNutzwertgutachten } from './api';
import { nutzwertgutachtenFormValues, showNutzwertgutachtenSubmitError, useNutzwertgutachtenForm } from './nutzwertgutachten-form-model';
import { NutzwertgutachtenFieldsForm } from './nutzwertgutachten-fields';
import { StatusButtons } from './status-buttons';

const conflictFields = [
  { key: 'status', label: 'Status' },
  { key: 'gutachter', label: 'Gutachter' },
  { key: 'datum', label: 'Datum' },
  { key: 'gericht', label: 'Gericht' },
  { key: 'tz', label: 'TZ' },
  { key: 'we_objekte', label: 'WE-Objekte' },
] as const;
const vergleich = (g: NutzwertgutachtenFields | Nutzwertgutachten) => ({
  status: nutzwertStatusName(g.status),
  gutachter: g.gutachter,
  datum: formatDate(g.datum),
  gericht: g.gericht,
  tz: g.tz,
  we_objekte: (g.we_objekte ?? []).map((o) => `${o.top_nr} ${o.art} ${o.nutzflaeche} m²`).join('; '),
});

export function NutzwertgutachtenEditForm({ record: gutachten }: { record: Nutzwertgutachten }) {
  const canEdit = useCan('bewertung.bearbeiten');
  const [projekt, setProjekt] = useState<ProjektKurz | null>({
    id: gutachten.projekt_id,
    projektnr: gutachten.projektnr,
    name: gutachten.projekt_name,
  });
  const form = useNutzwertgutachtenForm(gutachten);
  const update = useUpdateNutzwertgutachten(gutachten.id);
  const remove = useDeleteNutzwertgutachten(gutachten.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: gutachten,
    update: (fields: NutzwertgutachtenFields, version) => update.mutateAsync({ fields, version }),
    load: zeige,
    onSaveError: (error) => showNutzwertgutachtenSubmitError(form, error),
    remove: () => remove.mutateAsync(),
    listPath: (saved) => `/nutzwertgutachten?q[]=${encodeURIComponent(`projekt_id:${saved.projekt_id}`)}`,
    allowNavigation: unsaved.allowNavigation,
  });

  function zeige(saved: Nutzwertgutachten) {
    setProjekt({ id: saved.projekt_id, projektnr: saved.projektnr, name: saved.projekt_name });
    form.reset(nutzwertgutachtenFormValues(saved));
  }

  const submit = form.handleSubmit(save);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor
        component={Link}
        to={`/nutzwertgutachten?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Nutzwertgutachten des Projekts
      </Anchor>
      <Group mt="xs" gap="sm">
        <Title order={1}>
          Nutzwertgutachten {base.projektnr} {base.projekt_name}
        </Title>
        <Badge variant="light" size="lg">
          {nutzwertStatusName(base.status)}
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
          mine={vergleich(conflict.mine)}
          current={vergleich(conflict.current)}
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
      <Paper withBorder p="md" maw={1100} component="section" aria-label="Stammdaten">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Nutzwertgutachten bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <NutzwertgutachtenFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} disabled={!canEdit} />
            </Fieldset>
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            {canEdit && (
              <Group justify="space-between">
                <Group>
                  <Button type="submit" loading={form.formState.isSubmitting}>
                    Speichern
                  </Button>
                  <StatusButtons
                    form={form}
                    onSubmit={() => void submit()}
                    disabled={form.formState.isSubmitting}
                  />
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
    </>
  );
}
