import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  messages,
  projektDisplay,
  type ProjektKurz,
  type VermarktungDetail,
  type VermarktungFields,
} from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
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

interface Conflict {
  mine: VermarktungFields;
  current: VermarktungDetail;
  changedBy: string | null;
}

const projektOf = (v: VermarktungDetail): ProjektKurz => ({
  id: v.projekt_id,
  projektnr: v.projektnr,
  name: v.projekt_name,
});

export function VermarktungEditForm({ vermarktung }: { vermarktung: VermarktungDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  const [base, setBase] = useState(vermarktung);
  const [projekt, setProjekt] = useState<ProjektKurz | null>(() => projektOf(vermarktung));
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedCount, setSavedCount] = useState(() =>
    (location.state as { saved?: boolean } | null)?.saved ? 1 : 0,
  );
  const form = useVermarktungForm(vermarktung);
  const update = useUpdateVermarktung(vermarktung.id);
  const remove = useDeleteVermarktung(vermarktung.id);
  const maklerChanged = useMaklerChanged(vermarktung.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved)
      void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  function reset(saved: VermarktungDetail) {
    setBase(saved);
    setProjekt(projektOf(saved));
    form.reset(vermarktungFormValues(saved));
  }

  async function save(fields: VermarktungFields, version: number) {
    try {
      const saved = await update.mutateAsync({ fields, version });
      reset(saved);
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({
          mine: fields,
          current: error.current as VermarktungDetail,
          changedBy: error.changedBy,
        });
      } else {
        showSubmitError(form, error, vermarktungFieldKeys);
      }
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate('/vermarktung');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
          onTakeCurrent={() => {
            reset(conflict.current);
            maklerChanged();
            setConflict(null);
          }}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Stack maw={900}>
        <Paper withBorder p="md">
          <form onSubmit={(event) => void submit(event)} noValidate aria-label="Vermarktung bearbeiten">
            <Stack>
              <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
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
