import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  formatEuro,
  formatNumber,
  messages,
  type Grundkostenanteil,
  type GrundkostenanteilCreate,
} from '@app/domain';
import { confirm } from '../../components/confirm';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { VersionConflict } from '../../components/version-conflict';
import { ConflictError, errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/session';
import { useDeleteGka, useUpdateGka } from './api';
import { gkaFormValues, showGkaSubmitError, useGkaForm } from './gka-form-model';
import { GkaFields } from './gka-fields';

type Eingabe = Pick<GrundkostenanteilCreate, 'kaufpreis_summe' | 'bemerkung' | 'widmungen'>;
interface Conflict {
  mine: Eingabe;
  current: Grundkostenanteil;
  changedBy: string | null;
}

const conflictFields = [
  { key: 'kaufpreis_summe', label: 'Kaufpreissumme' },
  { key: 'bemerkung', label: 'Bemerkung' },
  { key: 'widmungen', label: 'Widmungen' },
] as const;
const vergleich = (e: Eingabe) => ({
  kaufpreis_summe: e.kaufpreis_summe === null ? 'aus Ankäufen' : formatEuro(e.kaufpreis_summe),
  bemerkung: e.bemerkung,
  widmungen: (e.widmungen ?? [])
    .map((w) => `${w.widmung} ${w.bauklasse ?? ''} ${formatNumber(w.flaeche)} m²`)
    .join('; '),
});

export function GkaEditForm({ gka }: { gka: Grundkostenanteil }) {
  const location = useLocation();
  const navigate = useNavigate();
  const canEdit = useCan('bewertung.bearbeiten');
  const [base, setBase] = useState(gka);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [ausAnkaeufen, setAusAnkaeufen] = useState(gka.kaufpreis_summe === null);
  const [savedCount, setSavedCount] = useState(() =>
    (location.state as { saved?: boolean } | null)?.saved ? 1 : 0,
  );
  const form = useGkaForm(gka);
  const update = useUpdateGka(gka.id);
  const remove = useDeleteGka(gka.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const projekt = { id: base.projekt_id, projektnr: base.projektnr, name: base.projekt_name };

  useEffect(() => {
    if ((location.state as { saved?: boolean } | null)?.saved)
      void navigate('.', { replace: true, state: null });
  }, [location.state, navigate]);

  function zeige(saved: Grundkostenanteil) {
    setBase(saved);
    setAusAnkaeufen(saved.kaufpreis_summe === null);
    form.reset(gkaFormValues(saved));
  }

  async function save(eingabe: Eingabe, version: number) {
    try {
      zeige(await update.mutateAsync({ ...eingabe, version }));
      setConflict(null);
      setSavedCount((n) => n + 1);
    } catch (error) {
      setSavedCount(0);
      if (error instanceof ConflictError)
        setConflict({
          mine: eingabe,
          current: error.current as Grundkostenanteil,
          changedBy: error.changedBy,
        });
      else showGkaSubmitError(form, error);
    }
  }

  const submit = form.handleSubmit((fields) =>
    save(
      {
        kaufpreis_summe: ausAnkaeufen ? null : fields.kaufpreis_summe,
        bemerkung: fields.bemerkung,
        widmungen: fields.widmungen,
      },
      base.version,
    ),
  );

  async function deleteRecord() {
    if (!(await confirm(messages.wirklichLoeschen, { confirmLabel: 'Löschen', danger: true }))) return;
    try {
      await remove.mutateAsync();
      notifications.show({ color: 'teal', message: messages.geloescht(1) });
      unsaved.allowNavigation();
      void navigate(`/grundkostenanteile?q[]=${encodeURIComponent(`projekt_id:${base.projekt_id}`)}`);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  }

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to="/grundkostenanteile" size="sm">
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs">
        Grundkostenanteil {base.projektnr} {base.projekt_name}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Anchor component={Link} to={`/projekte/${base.projekt_id}`} size="sm">
          Zum Projekt
        </Anchor>{' '}
        · Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt
        geändert am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
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
      <Paper withBorder p="md" maw={1200}>
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Grundkostenanteil bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit || !!conflict}>
              <GkaFields
                form={form}
                projekt={projekt}
                ausAnkaeufen={ausAnkaeufen}
                onAusAnkaeufenChange={setAusAnkaeufen}
                disabled={!canEdit}
              />
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
