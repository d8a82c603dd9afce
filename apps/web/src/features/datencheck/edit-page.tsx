import { datencheckArea, type Abfrage } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { AreaEditPage } from '../../components/area/area-edit-page';
import { useAreaEdit } from '../../components/area/use-area-edit';
import {
  abfrageFieldKeys,
  abfrageFieldLabels,
  AbfrageFieldsForm,
  abfrageFormValues,
  useAbfrageForm,
} from './abfrage-fields';

const conflictFields = abfrageFieldKeys.map((key) => ({ key, label: abfrageFieldLabels[key] }));

function AbfrageEditForm({ record }: { record: Abfrage }) {
  const form = useAbfrageForm(record as never);
  const edit = useAreaEdit({
    area: datencheckArea,
    record,
    form,
    formValues: abfrageFormValues as never,
    fieldKeys: abfrageFieldKeys,
  });
  return (
    <AreaEditLayout edit={edit} title={edit.base.name} conflictFields={conflictFields}>
      <AbfrageFieldsForm form={form} />
    </AreaEditLayout>
  );
}

export function AbfrageEditPage() {
  return <AreaEditPage<Abfrage> area={datencheckArea} title={(a) => a.name} Form={AbfrageEditForm} />;
}
