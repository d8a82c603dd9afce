import { benutzerArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { benutzerFieldKeys, BenutzerFieldsForm, useBenutzerForm } from './benutzer-fields';

export function BenutzerCreatePage() {
  const form = useBenutzerForm();
  const create = useAreaCreate({ area: benutzerArea, form, fieldKeys: benutzerFieldKeys });
  return (
    <AreaCreateLayout create={create} maw={1100}>
      <BenutzerFieldsForm form={form} create autoFocus />
    </AreaCreateLayout>
  );
}
