import { zertifizierungenArea, type Zertifizierung } from '@app/domain';
import { AreaEditLayout } from '../../components/area/area-edit-layout';
import { useAreaEdit } from '../../components/area/use-area-edit';
import { projektOf } from '../../components/pickers/projekte/projekt-field';
import { ZertifizierungFieldsForm, zertifizierungForm } from './zertifizierung-fields';

export function ZertifizierungEditForm({ record }: { record: Zertifizierung }) {
  const form = zertifizierungForm.useForm(record);
  const edit = useAreaEdit({
    area: zertifizierungenArea,
    record,
    form,
    formValues: zertifizierungForm.formValues,
    fieldKeys: zertifizierungForm.fieldKeys,
  });
  const { base } = edit;
  return (
    <AreaEditLayout
      edit={edit}
      title={`${base.typ_name} ${base.klasse} · ${base.projektnr} ${base.projekt_name}`}
      backLabel="Zertifizierungen des Projekts"
      conflictFields={zertifizierungForm.conflictFields}
    >
      <ZertifizierungFieldsForm form={form} projekt={projektOf(base)} />
    </AreaEditLayout>
  );
}
