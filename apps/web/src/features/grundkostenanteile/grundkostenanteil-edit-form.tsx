import { useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatEuro,
  formatNumber,
  messages,
  type Grundkostenanteil,
  type GrundkostenanteilCreate,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import { useCan } from '../../lib/session';
import { useDeleteGrundkostenanteil, useUpdateGrundkostenanteil } from './api';
import { grundkostenanteilFormValues, showGrundkostenanteilSubmitError, useGrundkostenanteilForm } from './grundkostenanteil-form-model';
import { GrundkostenanteilFieldsForm } from './grundkostenanteil-fields';

type Eingabe = Pick<GrundkostenanteilCreate, 'kaufpreis_summe' | 'bemerkung' | 'widmungen'>;
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

export function GrundkostenanteilEditForm({ record: gka }: { record: Grundkostenanteil }) {
  const canEdit = useCan('bewertung.bearbeiten');
  const [ausAnkaeufen, setAusAnkaeufen] = useState(gka.kaufpreis_summe === null);
  const form = useGrundkostenanteilForm(gka);
  const update = useUpdateGrundkostenanteil(gka.id);
  const remove = useDeleteGrundkostenanteil(gka.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: gka,
    update: (eingabe: Eingabe, version) => update.mutateAsync({ ...eingabe, version }),
    load: zeige,
    onSaveError: (error) => showGrundkostenanteilSubmitError(form, error),
    remove: () => remove.mutateAsync(),
    listPath: (saved) => `/grundkostenanteile?q[]=${encodeURIComponent(`projekt_id:${saved.projekt_id}`)}`,
    allowNavigation: unsaved.allowNavigation,
  });
  const projekt = { id: base.projekt_id, projektnr: base.projektnr, name: base.projekt_name };

  function zeige(saved: Grundkostenanteil) {
    setAusAnkaeufen(saved.kaufpreis_summe === null);
    form.reset(grundkostenanteilFormValues(saved));
  }

  const submit = form.handleSubmit((fields) =>
    save({
      kaufpreis_summe: ausAnkaeufen ? null : fields.kaufpreis_summe,
      bemerkung: fields.bemerkung,
      widmungen: fields.widmungen,
    }),
  );

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
          onTakeCurrent={() => void takeCurrent()}
          conflicts={conflict.conflicts}
          known={[base, conflict.current]}
          choices={conflict.choices}
          onChoose={choose}
          onOverwrite={() => void submit()}
          busy={update.isPending}
        />
      )}
      <Paper withBorder p="md" maw={1200} component="section" aria-label="Stammdaten">
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Grundkostenanteil bearbeiten">
          <Stack>
            <Fieldset variant="unstyled" disabled={!canEdit}>
              <GrundkostenanteilFieldsForm
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
                <Button type="submit" loading={form.formState.isSubmitting}>
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
