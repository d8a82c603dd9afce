import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firmenArea, type Firma } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import {
  firmaFieldKeys,
  firmaFieldLabels,
  firmaFormModel,
  firmaFormValues,
} from '../../components/pickers/firmen/firma-form';
import { useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';
import { formatDate } from '../../lib/format';
import type { FbuchEingabeState } from './fbuch-auszug-button';
import { auszugArrival } from './fbuch-eingabe';
import { FirmaFields } from './firma-fields';

const conflictFields = firmaFieldKeys.map((key) => ({ key, label: firmaFieldLabels[key] }));

export function FirmaEditForm({ record }: { record: Firma }) {
  const location = useLocation();
  const navigate = useNavigate();
  const changed = useFirmenChanged();
  const [arrival] = useState(() =>
    auszugArrival(record, (location.state as Partial<FbuchEingabeState> | null)?.fbuchEingabe),
  );
  const { form, edit } = useModelEdit(firmaFormModel, {
    area: firmenArea,
    record,
    onTakeCurrent: changed,
    arrival,
    // Saved: the handed-over input is done (a reload must not compare it again).
    onSaved: () =>
      void navigate({ search: location.search, hash: location.hash }, { replace: true, state: null }),
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
