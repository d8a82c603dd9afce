import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages, type ProjektKurz, type Zertifizierung, type ZertifizierungFields } from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
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
interface Conflict {
  mine: ZertifizierungFields;
  current: Zertifizierung;
  changedBy: string | null;
}

export function ZertifizierungEditForm({ zertifizierung }: { zertifizierung: Zertifizierung }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const [base, setBase] = useState(zertifizierung);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [projekt, setProjekt] = useState<ProjektKurz | null>({
    id: zertifizierung.projekt_id,
    projektnr: zertifizierung.projektnr,
    name: zertifizierung.projekt_name,
  });
  const [savedCount, setSavedCount] = useState(() =>
    (location.state as { saved?: boolean } | null)?.saved ? 1 : 0,
  );
  const form = useZertifizierungForm(zertifizierung);
  const update = useUpdateZertifizierung(zertifizierung.id);
  const remove = useDeleteZertifizierung(zertifizierung.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved)
      void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  function zeige(saved: Zertifizierung) {
    setBase(saved);
    setProjekt({ id: saved.projekt_id, projektnr: saved.projektnr, name: saved.projekt_name });
    form.reset(zertifizierungFormValues(saved));
  }

  async function save(fields: ZertifizierungFields, version: number) {
    try {
      zeige(await update.mutateAsync({ fields, version }));
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError)
        setConflict({ mine: fields, current: error.current as Zertifizierung, changedBy: error.changedBy });
      else showSubmitError(form, error, zertifizierungFieldKeys);
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate(`/zertifizierungen?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
          onTakeCurrent={() => {
            zeige(conflict.current);
            setConflict(null);
          }}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Zertifizierung bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <ZertifizierungFieldsForm form={form} projekt={projekt} onProjektChange={setProjekt} />
            </Fieldset>
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            {canEdit && (
              <Group justify="space-between">
                <Button type="submit" loading={form.formState.isSubmitting} disabled={!!conflict}>
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
