import { personDisplay, personenArea, type Person } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useModelEdit } from '../../components/area/use-area-edit';
import { usePersonenChanged } from '../../components/pickers/personen/personen-cache';
import {
  personFieldKeys,
  personFieldLabels,
  PersonFieldsForm,
  personFormModel,
} from '../../components/pickers/personen/person-fields';

const conflictFields = personFieldKeys.map((key) => ({ key, label: personFieldLabels[key] }));

export function PersonEditForm({ record }: { record: Person }) {
  const changed = usePersonenChanged();
  const { form, edit } = useModelEdit(personFormModel, {
    area: personenArea,
    record,
    onTakeCurrent: changed,
  });
  return (
    <AreaEditLayout edit={edit} title={personDisplay(edit.base)} conflictFields={conflictFields}>
      <PersonFieldsForm form={form} />
    </AreaEditLayout>
  );
}
