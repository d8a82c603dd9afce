import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firmenArea, mergeFields, type Firma, type FirmaFields as FirmaValues, type FirmaInput } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import {
  firmaFieldKeys,
  firmaFieldLabels,
  firmaFormValues,
  useFirmaForm,
} from '../../components/pickers/firmen/firma-form';
import { useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';
import type { RecordConflict } from '../../components/record-edit/use-record-edit';
import type { ConflictTexts } from '../../components/version-conflict';
import { formatDate } from '../../lib/format';
import type { FbuchEingabeState } from './fbuch-auszug-button';
import { FirmaFields } from './firma-fields';

const conflictFields = firmaFieldKeys.map((key) => ({ key, label: firmaFieldLabels[key] }));

const auszugTexts: ConflictTexts = {
  title: 'Firmenbuchauszug: Ihre Eingabe und das Firmenbuch',
  intro:
    'Die Firma wurde aus dem Firmenbuch angelegt. Wo Ihre Eingabe vom Firmenbuch abweicht, wählen Sie je Feld, welcher Wert gespeichert wird; leere Felder wurden aus dem Firmenbuch gefüllt. Gespeichert wird erst mit Ihrer Auswahl.',
  mineColumn: 'Ihre Eingabe',
  theirsColumn: 'Firmenbuch',
  mineChoice: 'Meine',
  theirsChoice: 'Firmenbuch',
  takeTheirs: 'Alle Werte aus dem Firmenbuch übernehmen',
  save: 'Mit dieser Auswahl speichern',
};

/** Form input as field values for the comparison: empty inputs are null, as the schema makes them. */
const asFields = (input: FirmaInput): FirmaValues =>
  Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value === '' ? null : value])) as FirmaValues;

/**
 * A firm just created from the Firmenbuch out of the new-firm form (issue 23): what the user had typed
 * beside the register's values. Both started from the empty form, so a field only one side filled merges
 * by itself (typed-only input stays, an empty input is filled from the register) and a field both filled
 * differently is for the user to choose — the typed value unless they pick the register's.
 */
function auszugArrival(record: Firma, typed: FirmaInput | undefined) {
  if (!typed) return null;
  const origin = { ...record, ...asFields(firmaFormValues()) };
  const mine = asFields(typed);
  const { conflicts } = mergeFields<FirmaValues>(origin, mine, record);
  const conflict: RecordConflict<Firma, FirmaValues> = { mine, current: record, changedBy: null, conflicts, choices: {}, texts: auszugTexts };
  // Nothing to choose (no field both filled differently): the input is simply in the form, unsaved.
  return { origin, conflict: conflicts.length ? conflict : null, typed };
}

export function FirmaEditForm({ record }: { record: Firma }) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useFirmaForm(record);
  const changed = useFirmenChanged();
  const [arrival] = useState(() => auszugArrival(record, (location.state as Partial<FbuchEingabeState> | null)?.fbuchEingabe));
  const edit = useAreaEdit({
    area: firmenArea,
    record,
    form,
    formValues: firmaFormValues,
    fieldKeys: firmaFieldKeys,
    onTakeCurrent: changed,
    arrival,
    // Saved: the handed-over input is done (a reload must not compare it again).
    onSaved: () => void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null }),
  });
  // The typed input goes into the form (unsaved, so leaving asks); empty inputs keep the register's values.
  useEffect(() => {
    if (!arrival) return;
    const register = firmaFormValues(record);
    const empty = firmaFormValues();
    for (const key of firmaFieldKeys) {
      const value = arrival.typed[key];
      if (value === undefined || value === empty[key] || value === register[key]) continue;
      form.setValue(key, value as never, { shouldDirty: true });
    }
    // Once, for the input handed over on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrival]);
  const stand = edit.base.firmenbuch_stand;
  return (
    <AreaEditLayout
      edit={edit}
      // While the comparison is open, `base` is the empty form both sides started from.
      title={edit.base.name ?? record.name}
      meta={stand && <> · Firmenbuchstand {formatDate(stand)}</>}
      conflictFields={conflictFields}
      maw={1100}
    >
      <FirmaFields form={form} firmaId={edit.base.id} />
    </AreaEditLayout>
  );
}
