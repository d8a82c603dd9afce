import { firmenArea, type Firma } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import {
  firmaFieldKeys,
  firmaFieldLabels,
  firmaFormValues,
  useFirmaForm,
} from '../../components/pickers/firmen/firma-form';
import { useFirmenChanged } from '../../components/pickers/firmen/firmen-cache';
import { formatDate } from '../../lib/format';
import { FirmaFields } from './firma-fields';

const conflictFields = firmaFieldKeys.map((key) => ({ key, label: firmaFieldLabels[key] }));

export function FirmaEditForm({ record }: { record: Firma }) {
  const form = useFirmaForm(record);
  const changed = useFirmenChanged();
  const edit = useAreaEdit({
    area: firmenArea,
    record,
    form,
    formValues: firmaFormValues,
    fieldKeys: firmaFieldKeys,
    onTakeCurrent: changed,
  });
  const stand = edit.base.firmenbuch_stand;
  return (
    <AreaEditLayout
      edit={edit}
      title={edit.base.name}
      meta={stand && <> · Firmenbuchstand {formatDate(stand)}</>}
      conflictFields={conflictFields}
      maw={1100}
    >
      <FirmaFields form={form} firmaId={edit.base.id} />
    </AreaEditLayout>
  );
}
