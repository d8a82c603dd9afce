import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconNotes, IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bundeslandName, messages, projektDisplay, projektStatus, type Projekt, type ProjektFields } from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteProjekt, useUpdateProjekt } from './api';
import { projektFieldKeys, projektFieldLabels, ProjektFieldsForm, projektFormValues, useProjektForm } from './projekt-fields';
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

interface Conflict {
  mine: ProjektFields;
  current: Projekt;
  changedBy: string | null;
}

export function ProjektEditForm({ projekt }: { projekt: Projekt }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('projekte.bearbeiten');
  // The version the form's values stem from; a background refetch must not silently move it on.
  const [base, setBase] = useState<Projekt>(projekt);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedCount, setSavedCount] = useState(() => ((location.state as { saved?: boolean } | null)?.saved ? 1 : 0));
  const form = useProjektForm(projekt);
  const update = useUpdateProjekt(projekt.id);
  const remove = useDeleteProjekt(projekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  // 'Gespeichert.' after creating is shown once; a reload must not show it again.
  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  async function save(fields: ProjektFields, version: number) {
    try {
      const saved = await update.mutateAsync({ fields, version });
      setBase(saved);
      setConflict(null);
      form.reset(projektFormValues(saved));
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({ mine: fields, current: error.current as Projekt, changedBy: error.changedBy });
      } else {
        showSubmitError(form, error, projektFieldKeys);
      }
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  function takeCurrent() {
    if (!conflict) return;
    setBase(conflict.current);
    form.reset(projektFormValues(conflict.current));
    setConflict(null);
  }

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate('/projekte');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
            Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert am{' '}
            {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
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
          onTakeCurrent={takeCurrent}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={1000} component="section" aria-label="Stammdaten">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Projekt bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <ProjektFieldsForm form={form} location={<ProjektLocation form={form} disabled={!canEdit || !!conflict} />} />
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
