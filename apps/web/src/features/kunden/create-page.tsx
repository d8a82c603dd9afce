import { kundenArea } from '@app/domain';
import { AreaCreateLayout } from '../../components/area/area-create-layout';
import { useAreaCreate } from '../../components/area/use-area-create';
import { KundeFieldsForm } from './kunde-fields';
import { kundeFieldKeys, useKundeForm } from './kunde-form-model';

export function KundeCreatePage() {
  const form = useKundeForm();
  const create = useAreaCreate({ area: kundenArea, form, fieldKeys: kundeFieldKeys });
  return (
    <AreaCreateLayout create={create}>
      <KundeFieldsForm form={form} autoFocus />
    </AreaCreateLayout>
  );
}
