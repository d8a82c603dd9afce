import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages, type Firma, type FirmaFields as FirmaValues } from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { firmaFieldKeys, firmaFieldLabels, firmaFormValues, useFirmaForm } from '../../components/pickers/firmen/firma-form';
import { useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';
import { ConflictError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteFirma, useUpdateFirma } from './api';
import { FirmaFields } from './firma-fields';

const conflictFields = firmaFieldKeys.map((key) => ({ key, label: firmaFieldLabels[key] }));

interface Conflict {
  mine: FirmaValues;
  current: Firma;
  changedBy: string | null;
}

export function FirmaEditForm({ firma }: { firma: Firma }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('firmen.bearbeiten');
  // The version the form's values stem from; a background refetch must not silently move it on.
  const [base, setBase] = useState(firma);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedCount, setSavedCount] = useState(() => ((location.state as { saved?: boolean } | null)?.saved ? 1 : 0));
  const form = useFirmaForm(firma);
  const update = useUpdateFirma(firma.id);
  const remove = useDeleteFirma(firma.id);
  const changed = useFirmenChanged();
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  // 'Gespeichert.' after creating is shown once; a reload must not show it again.
  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  async function save(fields: FirmaValues, version: number) {
    try {
      const saved = await update.mutateAsync({ fields, version });
      setBase(saved);
      setConflict(null);
      form.reset(firmaFormValues(saved));
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({ mine: fields, current: error.current as Firma, changedBy: error.changedBy });
      } else {
        showSubmitError(form, error, firmaFieldKeys);
      }
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  function takeCurrent() {
    if (!conflict) return;
    setBase(conflict.current);
    form.reset(firmaFormValues(conflict.current));
    changed(conflict.current);
    setConflict(null);
  }

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate('/firmen');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

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
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert am{' '}
        {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
        {base.firmenbuch_stand && <> · Firmenbuchstand {formatDate(base.firmenbuch_stand)}</>}
      </Text>
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={conflict.mine}
          current={conflict.current}
          changedBy={conflict.changedBy}
          onTakeCurrent={takeCurrent}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={1100}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Firma bearbeiten">
          <Stack>
            {/* Frozen while a conflict waits for a decision, so the compared input stays what is shown. */}
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <FirmaFields form={form} firmaId={base.id} />
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
