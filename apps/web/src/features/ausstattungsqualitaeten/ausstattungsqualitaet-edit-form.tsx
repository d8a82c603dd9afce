import { useState } from 'react';
import { Alert, Anchor, Button, Fieldset, Group, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  gesamtqualitaetName,
  heizsystemKatalog,
  messages,
  projektDisplay,
  statusOnlineLabel,
  type AusstattungsqualitaetDetail,
  type AusstattungsqualitaetFields,
  type AusstattungsqualitaetSpezialausstattungZeile,
} from '@app/domain';
import { InfoAlert } from '../../components/info-alert';
import { useUnsavedChanges } from '../../components/unsaved-changes';
import { useRecordEdit } from '../../components/record-edit/use-record-edit';
import { VersionConflict } from '../../components/version-conflict';
import { formatDate, formatNumber } from '../../lib/format';
import { showSubmitError } from '../../lib/form-errors';
import { useCan } from '../../lib/session';
import { fetchAusstattungsqualitaet, useDeleteAusstattungsqualitaet, useUpdateAusstattungsqualitaet } from './api';
import { AusstattungsqualitaetFieldsForm } from './ausstattungsqualitaet-fields';
import { ausstattungsqualitaetFieldKeys, ausstattungsqualitaetFormValues, useAusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';
import { useErstesProblem } from './use-erstes-problem';

const conflictFields = [
  { key: 'status_online', label: 'Status' },
  { key: 'punkte', label: 'Punkte' },
  { key: 'hauptheizsystem_id', label: 'Hauptheizsystem' },
  { key: 'nebenheizsystem_id', label: 'Nebenheizsystem' },
  { key: 'nutzflaeche', label: 'Nutzfläche' },
  { key: 'hwbm', label: 'HWB' },
  { key: 'fgeem', label: 'fGEE' },
  { key: 'co2m', label: 'CO₂' },
  { key: 'pebm', label: 'PEB' },
] as const;
type ConflictKey = (typeof conflictFields)[number]['key'];
const heizName = (id: number | null | undefined) => heizsystemKatalog.find((h) => h.id === id)?.name ?? null;

function readable(
  v: Partial<AusstattungsqualitaetFields> & { punkte?: number | null },
): Partial<Record<ConflictKey, unknown>> {
  return {
    status_online: statusOnlineLabel(v.status_online),
    punkte: v.punkte === undefined ? '' : formatNumber(v.punkte),
    hauptheizsystem_id: heizName(v.hauptheizsystem_id),
    nebenheizsystem_id: heizName(v.nebenheizsystem_id),
    nutzflaeche: v.nutzflaeche,
    hwbm: v.hwbm,
    fgeem: v.fgeem,
    co2m: v.co2m,
    pebm: v.pebm,
  };
}

export function AusstattungsqualitaetEditForm({ bab }: { bab: AusstattungsqualitaetDetail }) {
  const canEdit = useCan('bewertung.bearbeiten');
  const [spezial, setSpezial] = useState<AusstattungsqualitaetSpezialausstattungZeile[]>(bab.spezialausstattung);
  const form = useAusstattungsqualitaetForm(bab);
  const { formRef, melden } = useErstesProblem(form.formState.isSubmitting);
  const update = useUpdateAusstattungsqualitaet(bab.id);
  const remove = useDeleteAusstattungsqualitaet(bab.id);
  const unsaved = useUnsavedChanges(form.formState.isDirty);
  const { base, conflict, savedCount, save, choose, takeCurrent, deleteRecord } = useRecordEdit({
    record: bab,
    update: (fields: AusstattungsqualitaetFields, version) => update.mutateAsync({ fields, version }),
    load: (saved) => {
      setSpezial(saved.spezialausstattung);
      form.reset(ausstattungsqualitaetFormValues(saved));
    },
    onSaveError: (error) => {
      showSubmitError(form, error, ausstattungsqualitaetFieldKeys);
      melden();
    },
    // The 409 answer carries the bare record; ratings and equipment come with a fresh load.
    fetchCurrent: () => fetchAusstattungsqualitaet(bab.id),
    remove: () => remove.mutateAsync(),
    listPath: '/ausstattungsqualitaeten',
    allowNavigation: unsaved.allowNavigation,
  });
  const projekt = { id: base.projekt_id, projektnr: base.projektnr, name: base.projekt_name };

  const submit = form.handleSubmit(save, melden);

  const rootError = form.formState.errors.root?.server?.message;
  return (
    <>
      <Anchor component={Link} to="/ausstattungsqualitaeten" size="sm">
        ← Zur Liste
      </Anchor>
      <Title order={1} mt="xs">
        Ausstattungsqualität {projektDisplay(projekt)}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {statusOnlineLabel(base.status_online)} · {formatNumber(base.punkte)} Punkte ·{' '}
        {gesamtqualitaetName(base.gesamtqualitaet_id) ?? 'nicht vollständig bewertet'} · Zuletzt geändert am{' '}
        {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
      </Text>
      {savedCount > 0 && <InfoAlert key={savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={readable(conflict.mine)}
          current={readable(conflict.current)}
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
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Ausstattungsqualität bearbeiten">
        <Fieldset variant="unstyled" disabled={!canEdit}>
          <AusstattungsqualitaetFieldsForm
            form={form}
            babId={bab.id}
            projekt={projekt}
            spezial={spezial}
            onSpezial={setSpezial}
            canEdit={canEdit}
          >
            {rootError && (
              <Alert color="red" role="alert" data-bab-problem="true" tabIndex={-1}>
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
          </AusstattungsqualitaetFieldsForm>
        </Fieldset>
      </form>
    </>
  );
}
