import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  formatDate,
  messages,
  nutzwertStatusName,
  type Nutzwertgutachten,
  type NutzwertgutachtenFields,
  type ProjektKurz,
} from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
import { useCan } from '../../lib/session';
import { useDeleteNwg, useUpdateNwg } from './api';
import { nwgFormValues, showNwgSubmitError, useNwgForm } from './nwg-form-model';
import { NwgFields } from './nwg-fields';
import { StatusButtons } from './status-buttons';

interface Conflict {
  mine: NutzwertgutachtenFields;
  current: Nutzwertgutachten;
  changedBy: string | null;
}
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

export function NwgEditForm({ gutachten }: { gutachten: Nutzwertgutachten }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const [base, setBase] = useState(gutachten);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [projekt, setProjekt] = useState<ProjektKurz | null>({
    id: gutachten.projekt_id,
    projektnr: gutachten.projektnr,
    name: gutachten.projekt_name,
  });
  const [savedCount, setSavedCount] = useState(() =>
    (location.state as { saved?: boolean } | null)?.saved ? 1 : 0,
  );
  const form = useNwgForm(gutachten);
  const update = useUpdateNwg(gutachten.id);
  const remove = useDeleteNwg(gutachten.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved)
      void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  function zeige(saved: Nutzwertgutachten) {
    setBase(saved);
    setProjekt({ id: saved.projekt_id, projektnr: saved.projektnr, name: saved.projekt_name });
    form.reset(nwgFormValues(saved));
  }

  async function save(fields: NutzwertgutachtenFields, version: number) {
    try {
      zeige(await update.mutateAsync({ fields, version }));
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError)
        setConflict({
          mine: fields,
          current: error.current as Nutzwertgutachten,
          changedBy: error.changedBy,
        });
      else showNwgSubmitError(form, error);
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate(`/nutzwertgutachten?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
          onTakeCurrent={() => {
            zeige(conflict.current);
            setConflict(null);
          }}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={1100}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Nutzwertgutachten bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <NwgFields form={form} projekt={projekt} onProjektChange={setProjekt} disabled={!canEdit} />
            </Fieldset>
            {rootError && (
              <Alert color="red" role="alert">
                {rootError}
              </Alert>
            )}
            {canEdit && (
              <Group justify="space-between">
                <Group>
                  <Button type="submit" loading={form.formState.isSubmitting} disabled={!!conflict}>
                    Speichern
                  </Button>
                  <StatusButtons
                    form={form}
                    onSubmit={() => void submit()}
                    disabled={!!conflict || form.formState.isSubmitting}
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
