import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  kaufobjektDisplay,
  kaufobjektStatusName,
  koDuplicateWarningParam,
  messages,
  type KaufobjektDetail,
  type KaufobjektFields,
  type OkAnswer,
} from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { api, ConflictError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { useDeleteKaufobjekt, useUpdateKaufobjekt } from './api';
import { KaeuferSection } from './kaeufer-section';
import { KaufobjektFields as Fields } from './kaufobjekt-fields';
import {
  kaufobjektFieldKeys,
  kaufobjektFieldLabels,
  kaufobjektFormValues,
  useKaufobjektForm,
} from './kaufobjekt-form';
import { StatusButtons, submittedStatus } from './status-buttons';

const formId = 'kaufobjekt-bearbeiten';
const conflictFields = kaufobjektFieldKeys.map((key) => ({ key, label: kaufobjektFieldLabels[key] }));

interface Conflict {
  mine: KaufobjektFields;
  current: Partial<KaufobjektFields> & { version: number };
  changedBy: string | null;
}

export function KaufobjektEditForm({ kaufobjekt }: { kaufobjekt: KaufobjektDetail }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const canEdit = useCan('transaktionen.bearbeiten');
  // The version the form's values stem from; a background refetch must not silently move it on.
  const [base, setBase] = useState(kaufobjekt);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [savedCount, setSavedCount] = useState(() =>
    (location.state as { saved?: boolean } | null)?.saved ? 1 : 0,
  );
  const form = useKaufobjektForm(kaufobjekt);
  const update = useUpdateKaufobjekt(kaufobjekt.id);
  const remove = useDeleteKaufobjekt(kaufobjekt.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const duplicate = search.has(koDuplicateWarningParam);

  // 'Gespeichert.' after creating is shown once; a reload must not show it again.
  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved) {
      void navigate({ search: location.search }, { replace: true, state: null });
    }
  }, [location.state, location.search, navigate]);

  async function save(fields: KaufobjektFields, version: number) {
    try {
      const answer = await update.mutateAsync({ fields, version });
      setBase(answer.data);
      setConflict(null);
      form.reset(kaufobjektFormValues(answer.data));
      setSavedCount((n) => n + 1);
      // SPEC §5: the server tells whether the TopNr exists twice in the project; the URL carries it.
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (answer.ko_duplicate_warning) next.set(koDuplicateWarningParam, '1');
          else next.delete(koDuplicateWarningParam);
          return next;
        },
        { replace: true },
      );
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError) {
        setConflict({
          mine: fields,
          current: error.current as Conflict['current'],
          changedBy: error.changedBy,
        });
      } else {
        showSubmitError(form, error, kaufobjektFieldKeys);
      }
    }
  }

  const validSave = form.handleSubmit((fields) => save(fields, base.version));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setValue('status', submittedStatus(event), { shouldDirty: true });
    void validSave();
  }

  async function takeCurrent() {
    try {
      const fresh = (await api.get<OkAnswer<KaufobjektDetail>>(`/api/kaufobjekte/${kaufobjekt.id}`)).data;
      setBase(fresh);
      form.reset(kaufobjektFormValues(fresh));
      setConflict(null);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate('/kaufobjekte');
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor
        component={Link}
        to={`/kaufobjekte?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`}
        size="sm"
      >
        ← Kaufobjekte des Projekts {base.projektnr}
      </Anchor>
      <Group mt="xs" gap="sm" align="center">
        <Title order={1}>
          {base.projektnr} · {kaufobjektDisplay(base)}
        </Title>
        <Badge variant="light" size="lg" aria-label={`Status: ${kaufobjektStatusName(base.status)}`}>
          {kaufobjektStatusName(base.status)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {base.projekt_name} · Erstellt am {formatDate(base.created, true)} von{' '}
        {base.creator_name ?? 'unbekannt'} · Zuletzt geändert am {formatDate(base.updated, true)} von{' '}
        {base.editor_name ?? 'unbekannt'}
      </Text>
      {duplicate && (
        <Alert color="yellow" role="alert" mb="md" maw={1100}>
          {messages.koDoublette}
        </Alert>
      )}
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={conflict.mine}
          current={conflict.current}
          changedBy={conflict.changedBy}
          onTakeCurrent={() => void takeCurrent()}
          onOverwrite={() => void save(conflict.mine, conflict.current.version)}
          busy={update.isPending}
        />
      )}
      <Stack>
        <Paper withBorder p="md" maw={1100}>
          <form id={formId} onSubmit={submit} noValidate aria-label="Kaufobjekt bearbeiten">
            <fieldset disabled={!canEdit || !!conflict} style={{ border: 0, padding: 0, margin: 0 }}>
              <Fields form={form} kaufobjektId={kaufobjekt.id} dateiName={kaufobjekt.datei_name} />
            </fieldset>
          </form>
        </Paper>
        <KaeuferSection kaufobjektId={kaufobjekt.id} kaeufer={kaufobjekt.kaeufer} canEdit={canEdit} />
        {rootError && (
          <Alert color="red" role="alert" maw={1100}>
            {rootError}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between" maw={1100}>
            <StatusButtons formId={formId} busy={form.formState.isSubmitting} disabled={!!conflict} />
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
    </>
  );
}
