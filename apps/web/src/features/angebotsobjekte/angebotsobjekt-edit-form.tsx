import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages, projektDisplay, type Angebotsobjekt, type AngebotsobjektFields } from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteAngebotsobjekt, useUpdateAngebotsobjekt } from './api';
import {
  angebotsobjektFieldKeys,
  angebotsobjektFieldLabels,
  AngebotsobjektFieldsForm,
  angebotsobjektFormValues,
  useAngebotsobjektForm,
} from './angebotsobjekt-fields';

const conflictFields = angebotsobjektFieldKeys.map((key) => ({ key, label: angebotsobjektFieldLabels[key] }));

interface Conflict {
  mine: AngebotsobjektFields;
  current: Angebotsobjekt;
  changedBy: string | null;
}

export function AngebotsobjektEditForm({ angebotsobjekt }: { angebotsobjekt: Angebotsobjekt }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('transaktionen.bearbeiten');
  const [base, setBase] = useState(angebotsobjekt);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedCount, setSavedCount] = useState(() => ((location.state as { saved?: boolean } | null)?.saved ? 1 : 0));
  const form = useAngebotsobjektForm(angebotsobjekt);
  const update = useUpdateAngebotsobjekt(angebotsobjekt.id);
  const remove = useDeleteAngebotsobjekt(angebotsobjekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const projekt = { id: base.projekt_id, projektnr: base.projektnr, name: base.projekt_name };

  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved) void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  async function save(fields: AngebotsobjektFields, version: number) {
    try {
      const saved = await update.mutateAsync({ fields, version });
      setBase(saved);
      setConflict(null);
      form.reset(angebotsobjektFormValues(saved));
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({ mine: fields, current: error.current as Angebotsobjekt, changedBy: error.changedBy });
      } else {
        showSubmitError(form, error, angebotsobjektFieldKeys);
      }
    }
  }

  const submit = form.handleSubmit((fields) => save(fields, base.version));

  function takeCurrent() {
    if (!conflict) return;
    setBase(conflict.current);
    form.reset(angebotsobjektFormValues(conflict.current));
    setConflict(null);
  }

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate(`/angebotsobjekte?q[]=projekt_id:${base.projekt_id}`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to={`/angebotsobjekte?q[]=projekt_id:${base.projekt_id}`} size="sm">
        ← Zur Liste
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="xs">
        <div>
          <Title order={1}>Angebotsobjekt {base.top_nr}</Title>
          <Text size="sm">
            Projekt{' '}
            <Anchor component={Link} to={`/projekte/${base.projekt_id}`}>
              {projektDisplay(projekt)}
            </Anchor>
          </Text>
        </div>
        <Button
          component={Link}
          to={`/angebotsobjekte/${base.id}/ko_zuordnung/new`}
          variant="light"
          leftSection={<IconLink size={16} aria-hidden />}
        >
          Kaufobjekte zuordnen ({base.kaufobjekte_anzahl})
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert am{' '}
        {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
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
      <Paper withBorder p="md" maw={900}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Angebotsobjekt bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <AngebotsobjektFieldsForm form={form} projekt={projekt} />
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
