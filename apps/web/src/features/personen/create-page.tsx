import { personenArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import {
  personFieldKeys,
  PersonFieldsForm,
  usePersonForm,
} from '../../components/pickers/personen/person-fields';
import { PersonDoubletten } from '../../components/pickers/personen/person-create-modal';

export function PersonCreatePage() {
  const form = usePersonForm();
  const create = useAreaCreate({ area: personenArea, form, fieldKeys: personFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <PersonFieldsForm form={form} autoFocus />
      <PersonDoubletten form={form} />
    </AreaCreateLayout>
  );
}
