import { datencheckArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { abfrageFieldKeys, AbfrageFieldsForm, useAbfrageForm } from './abfrage-fields';

export function AbfrageCreatePage() {
  const form = useAbfrageForm();
  const create = useAreaCreate({ area: datencheckArea, form, fieldKeys: abfrageFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <AbfrageFieldsForm form={form} autoFocus />
    </AreaCreateLayout>
  );
}
