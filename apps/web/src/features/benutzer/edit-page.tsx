import { Badge } from '@mantine/core';
import { benutzerArea, type Benutzer } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { useModelEdit } from '../../components/area/use-area-edit';
import { formatDate } from '../../lib/format';
import { BenutzerAktionen } from './benutzer-aktionen';
import { ProtokollSection } from './protokoll-section';
import { benutzerFieldLabels, BenutzerFieldsForm, benutzerFormModel } from './benutzer-fields';

const conflictFields = (['email', 'name', 'aktiv', 'is_admin', 'berechtigungen', 'vorlage_id'] as const).map(
  (key) => ({
    key,
    label: benutzerFieldLabels[key],
  }),
);

function BenutzerEditForm({ record }: { record: Benutzer }) {
  const { form, edit } = useModelEdit(benutzerFormModel, { area: benutzerArea, record });
  const current = edit.base as Benutzer;
  // Anonymised users stay as they are (irreversible).
  const canEdit = edit.canEdit && !current.anonymisiert_am;
  return (
    <AreaEditLayout
      edit={{ ...edit, canEdit }}
      title={current.name}
      badge={
        current.anonymisiert_am ? (
          <Badge color="gray">anonymisiert</Badge>
        ) : current.aktiv ? (
          <Badge color="green">aktiv</Badge>
        ) : (
          <Badge color="red">inaktiv</Badge>
        )
      }
      meta={
        <>
          {' '}
          · Letzte Anmeldung: {current.letzter_login ? formatDate(current.letzter_login, true) : 'nie'}
          {current.hat_passwort ? '' : ' · noch kein Passwort'}
        </>
      }
      intro={canEdit ? <BenutzerAktionen record={current} /> : undefined}
      conflictFields={conflictFields}
      maw={1100}
      sections={<ProtokollSection userId={current.id} />}
    >
      <BenutzerFieldsForm form={form} disabled={!canEdit} />
    </AreaEditLayout>
  );
}

/** Anonymising replaces the record for good: the form starts over with the anonymised one. */
function BenutzerEditRecord({ record }: { record: Benutzer }) {
  return <BenutzerEditForm key={record.anonymisiert_am ?? ''} record={record} />;
}

export function BenutzerEditPage() {
  return <AreaEditPage<Benutzer> area={benutzerArea} title={(b) => b.name} Form={BenutzerEditRecord} />;
}
